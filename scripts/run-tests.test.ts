/** @jest-environment node */
import { runSuites } from './run-tests.mjs'

const node = (code: string) => ({ command: process.execPath, args: ['-e', code] })

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
  const summary = lines.slice(lines.indexOf('\n=== results') + 1)
  expect(summary.map((line) => line.replace(/ \(\d+ s/, ' (N s'))).toEqual([
    'passed  first (N s)',
    'FAILED  flaky (N s, exit 3)',
    'passed  after it (N s)',
    '2 passed, 1 failed',
  ])
})
