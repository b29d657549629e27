// Warns in one line, without stopping the install, when this Node.js is older than the floor in
// package.json's `engines` (the quick start must still work on a machine with an old system Node).
import { readFileSync } from 'node:fs'

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
const [floorMajor, floorMinor] = /^>=(\d+)\.(\d+)/.exec(engines.node).slice(1).map(Number)
const [major, minor] = process.versions.node.split('.').map(Number)

if (major < floorMajor || (major === floorMajor && minor < floorMinor)) {
  console.warn(
    `warning: Node.js ${process.version} is not supported (end of life); this site supports Node.js ${floorMajor}.${floorMinor} or later, and Node.js 24 LTS is recommended. Continuing anyway.`,
  )
}
