// `npm test` and `npm run check`: runs the suites named, or every one package.json has (lint,
// typecheck, check:deps, test:*), each to its end even when an earlier one failed (a flaky browser
// test must not leave the nginx, Redis and container suites unrun); then prints one line per
// suite and `N passed, N failed`, and exits 1 if any failed.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'

/**
 * Runs each suite's command to its end and reports them all; resolves to how many failed.
 * @param {{ name: string, command: string, args: string[] }[]} suites
 */
export async function runSuites(suites, print = console.log) {
  const results = []
  for (const { name, command, args } of suites) {
    print(`\n=== ${name}: ${[command, ...args].join(' ')}`)
    const started = Date.now()
    const status = await new Promise((resolve) => {
      const child = spawn(command, args, { stdio: 'inherit' })
      child.once('error', (error) => resolve(error.message))
      child.once('exit', (code, signal) => resolve(code ?? signal ?? 1))
    })
    results.push({ name, status, seconds: Math.round((Date.now() - started) / 1000) })
  }
  print('\n=== results')
  for (const { name, status, seconds } of results) print(`${status === 0 ? 'passed' : 'FAILED'}  ${name} (${seconds} s${status === 0 ? '' : `, exit ${status}`})`)
  const failed = results.filter(({ status }) => status !== 0).length
  print(`${results.length - failed} passed, ${failed} failed`)
  return failed
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8'))
  const names = process.argv.length > 2 ? process.argv.slice(2) : Object.keys(scripts).filter((name) => /^(lint|typecheck|check:deps|test:.+)$/.test(name))
  // No top-level await: Jest loads this module as CommonJS for its test.
  void runSuites(names.map((name) => ({ name, command: 'npm', args: ['run', '--silent', name] }))).then((failed) => process.exit(failed === 0 ? 0 : 1))
}
