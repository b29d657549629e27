// Operators: a server started with a bad configuration stops at once, saying what to fix.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { freePort } from '../test-support/loopback.mjs'
import { DEGRADED_DIST, DEGRADED_LOG, MAIN_LOG } from './support'

async function startWith(env: Record<string, string>) {
  const server = spawn(process.execPath, [join(DEGRADED_DIST, 'standalone', 'server.js')], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: String(await freePort()), HOSTNAME: '127.0.0.1', ...env },
  })
  let output = ''
  server.stdout.on('data', (chunk) => (output += chunk))
  server.stderr.on('data', (chunk) => (output += chunk))
  const exitCode = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      server.kill('SIGKILL')
      resolve(null) // still running: the test fails below
    }, 20_000)
    server.on('exit', (code) => {
      clearTimeout(timer)
      resolve(code)
    })
  })
  return { exitCode, output }
}

test('a server started with a bad value exits, naming the variable and what it expects', async () => {
  const { exitCode, output } = await startWith({ CMS_TIMEOUT_MS: '-5', SITE_URL: 'not a url' })
  expect(exitCode).toBe(1)
  expect(output).toContain('CMS_TIMEOUT_MS expects a whole number of milliseconds greater than 0')
  expect(output).toContain('SITE_URL expects an absolute http(s) URL')
})

test('a bad secret is reported without being printed', async () => {
  const { exitCode, output } = await startWith({ REVALIDATE_SECRET: 'short-secret' })
  expect(exitCode).toBe(1)
  expect(output).toContain('REVALIDATE_SECRET expects at least 16 characters')
  expect(output).not.toContain('short-secret')
})

test('a server built with the sample contact directory says so once at start-up; one built with the program’s does not', () => {
  const sampleLines = (log: string) => readFileSync(log, 'utf8').split('\n').filter((line) => line.includes('"event":"contact_directory_sample"'))
  expect(sampleLines(DEGRADED_LOG)).toHaveLength(1)
  expect(JSON.parse(sampleLines(DEGRADED_LOG)[0]!)).toMatchObject({ level: 'warn', meaning: expect.stringContaining('CONTACT_DIRECTORY_FILE') })
  expect(sampleLines(MAIN_LOG)).toEqual([])
})
