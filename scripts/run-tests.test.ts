/** @jest-environment node */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { runSuites, SUITES } from './run-tests.mjs'

const node = (code: string) => ({ command: process.execPath, args: ['-e', code] })

describe('npm test', () => {
  it('runs every suite after one fails, reports each, and counts the failures', async () => {
    const lines: string[] = []
    const failed = await runSuites(
      [
        { name: 'first', ...node('process.exit(0)') },
        { name: 'flaky', ...node('process.exit(3)') },
        { name: 'after it', ...node('process.exit(0)') },
      ],
      (line) => lines.push(line),
    )
    expect(failed).toBe(1)
    const summary = lines.slice(lines.indexOf('\n=== npm test') + 1)
    expect(summary.map((line) => line.replace(/ \(\d+ s/, ' (N s'))).toEqual([
      'passed  first (N s)',
      'FAILED  flaky (N s, exit 3)',
      'passed  after it (N s)',
      '2 passed, 1 failed',
    ])
  })

  it('is the tool check, then every suite package.json has', () => {
    const { scripts } = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    expect(scripts.test).toBe('node scripts/ensure-test-tools.mjs && node scripts/run-tests.mjs')
    const suites = Object.keys(scripts).filter((name) => /^(lint|typecheck|check:deps|test:.+)$/.test(name))
    expect([...SUITES].sort()).toEqual(suites.sort())
  })
})
