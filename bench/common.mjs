// What the benchmark, Lighthouse and the Observatory share: the machine a figure belongs to, and
// how a report is published (their tools install with test-support/install-tool.mjs).
import { writeFileSync } from 'node:fs'
import os from 'node:os'

/** "2 CPU cores (model), 24 GB memory, load 1.2 0.8 0.5": what a figure was measured on. */
export function machine() {
  const cpus = os.cpus()
  const load = os.loadavg().map((value) => value.toFixed(1)).join(' ')
  return `${cpus.length} CPU cores (${cpus[0]?.model.trim() ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GB memory, load average ${load}`
}

/** Prints the report and writes it to `out` (`-`: prints only), headed by the command that made it. */
export function publish(title, lines, out) {
  const args = process.argv.slice(2).join(' ')
  const command = `npm run ${title}${args ? ` -- ${args}` : ''}`
  const report = [`# ${title}: \`${command}\``, '', `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`, ...lines, ''].join('\n')
  console.log(`\n${report}`)
  if (out !== '-') writeFileSync(out, report)
}

/** The middle of a list of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
