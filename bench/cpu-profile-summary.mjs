// Where a server's CPU went, from a profile written by `node --cpu-prof`: self time by file (the
// site's own files, Next's, React's, Node's internals) and the top functions, as a share of the
// time the process was busy (idle excluded).
//
//   node --cpu-prof --cpu-prof-dir=/tmp/prof .next/standalone/server.js   # load it, then stop it
//   node bench/cpu-profile-summary.mjs /tmp/prof/CPU.*.cpuprofile [--top 25]
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

const { values: options, positionals: files } = parseArgs({ options: { top: { type: 'string', default: '25' } }, allowPositionals: true })
if (files.length === 0) {
  console.error('usage: node bench/cpu-profile-summary.mjs <file.cpuprofile> [--top N]')
  process.exit(2)
}
const TOP = Number(options.top)

/** A file's name without the machine's folders: from node_modules on, or from the build folder on. */
function shortFile(url) {
  if (!url) return '(native or V8)'
  const path = url.replace(/^file:\/\//, '')
  const nodeModules = path.lastIndexOf('node_modules/')
  if (nodeModules >= 0) return path.slice(nodeModules + 'node_modules/'.length)
  const standalone = path.indexOf('/standalone/')
  if (standalone >= 0) return path.slice(standalone + 1)
  return path
}

for (const file of files) {
  const profile = JSON.parse(readFileSync(file, 'utf8'))
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  /** @type {Map<number, number>} self microseconds by node id */
  const self = new Map()
  profile.samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)))

  const byFile = new Map()
  const byFunction = new Map()
  let busy = 0
  let idle = 0
  for (const [id, microseconds] of self) {
    const { callFrame } = nodes.get(id)
    if (callFrame.functionName === '(idle)') {
      idle += microseconds
      continue
    }
    busy += microseconds
    const where = shortFile(callFrame.url)
    byFile.set(where, (byFile.get(where) ?? 0) + microseconds)
    const name = `${callFrame.functionName || '(anonymous)'}  ${where}:${callFrame.lineNumber + 1}`
    byFunction.set(name, (byFunction.get(name) ?? 0) + microseconds)
  }
  const share = (microseconds) => `${((100 * microseconds) / busy).toFixed(1).padStart(5)} %`
  const top = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([name, microseconds]) => `  ${share(microseconds)}  ${name}`)
      .join('\n')
  console.log(`${file}: busy ${(busy / 1e6).toFixed(2)} s, idle ${(idle / 1e6).toFixed(2)} s`)
  console.log(`Self time by file:\n${top(byFile)}`)
  console.log(`Self time by function:\n${top(byFunction)}\n`)
}
