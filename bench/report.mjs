// What the committed reports in bench/ share: the machine they describe and how they are published.
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { dirname } from 'node:path'

/** The hardware a figure belongs to: "2 CPU cores (model), 24 GB memory". */
export function describeMachine() {
  const cpus = os.cpus()
  return `${cpus.length} CPU cores (${cpus[0]?.model.trim() ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GB memory`
}

/** How busy the machine is, as `uptime` says it: load averages over 1, 5 and 15 minutes. */
export function loadAverages() {
  return os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(', ')
}

/** Prints the report and writes it to `out`; `-` prints only. */
export function publishReport(report, out) {
  console.log(`\n${report}`)
  if (out === '-') return
  mkdirSync(dirname(out), { recursive: true })
  writeFileSync(out, report)
  console.log(`Written to ${out}`)
}

/** The command that made a report, as typed: `npm run bench -- --dist .next-perf`. */
export function commandLine(script) {
  const args = process.argv.slice(2)
  return args.length > 0 ? `npm run ${script} -- ${args.join(' ')}` : `npm run ${script}`
}
