// @ts-check
// `npm test`, after scripts/ensure-test-tools.mjs: runs every suite, each to its end, even when an
// earlier one failed (a flaky browser test must not leave the nginx, Redis and container suites
// unrun), then prints one line per suite and `N passed, N failed`, and exits 1 if any failed.
import { spawn } from 'node:child_process'

/** The suites, in order: the quick ones first. Each is an npm script of package.json. */
export const SUITES = ['lint', 'typecheck', 'check:deps', 'test:unit', 'test:e2e', 'test:nginx', 'test:redis', 'test:container']

/**
 * Runs each suite's command to its end and reports them all.
 * @param {{ name: string, command: string, args: string[] }[]} suites
 * @param {(line: string) => void} [print]
 * @returns {Promise<number>} the number of suites that failed
 */
export async function runSuites(suites, print = console.log) {
  /** @type {{ name: string, status: number | string, seconds: number }[]} */
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
  print('\n=== npm test')
  for (const { name, status, seconds } of results) {
    print(`${status === 0 ? 'passed' : 'FAILED'}  ${name} (${seconds} s${status === 0 ? '' : `, exit ${status}`})`)
  }
  const failed = results.filter(({ status }) => status !== 0).length
  print(`${results.length - failed} passed, ${failed} failed`)
  return failed
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // No top-level await: Jest loads this module as CommonJS for its test.
  void runSuites(SUITES.map((name) => ({ name, command: 'npm', args: ['run', '--silent', name] }))).then((failed) => process.exit(failed === 0 ? 0 : 1))
}
