// @ts-check
// `vercel build` run offline, as Vercel's build machine runs it, for the Vercel suite
// (integration/test-vercel.mjs): the pinned CLI, the project's settings and a target's
// environment written where `vercel pull` would write them, in a copy of the project, so the
// checkout never gets a `.vercel/` folder. No account, token or network: with `settings` in
// .vercel/project.json and `--yes`, the CLI pulls nothing.
import { spawn } from 'node:child_process'
import { closeSync, copyFileSync, linkSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, readlinkSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { installTool } from './install-tool.mjs'
import { projectFiles } from './site-build.mjs'

/** The newest CLI on the registry. It pins sandbox@4.4.0, which the registry does not have: 4.5.0 stands in. */
const CLI = 'vercel@64.0.2'
const CLI_OVERRIDES = { sandbox: '4.5.0' }

/**
 * The project as Vercel imports it: a Next.js project, every other setting its default (the
 * Build Command is `npm run build`). The install is skipped (an empty Install Command, as Vercel
 * documents): the copy's node_modules is the checkout's.
 */
const PROJECT = {
  projectId: 'prj_offline_test',
  orgId: 'team_offline_test',
  settings: { framework: 'nextjs', installCommand: '', buildCommand: null, devCommand: null, outputDirectory: null, rootDirectory: null },
}

/** The pinned CLI's entry point, installed into .tools/vercel on first use. */
export const vercelCli = () => join(installTool('vercel', CLI, { overrides: CLI_OVERRIDES }), 'dist', 'vc.js')

/**
 * A copy of the project's files in a folder of its own (not the .env*.local files of the
 * checkout: Vercel builds with the target's variables alone), its node_modules made of hard
 * links to the checkout's (a second or so; a copy where links cannot be made).
 */
function projectCopy() {
  const folder = mkdtempSync(join(tmpdir(), 'vercel-build-'))
  for (const file of projectFiles().filter((path) => !/(^|\/)\.env[^/]*\.local$/.test(path))) {
    mkdirSync(join(folder, dirname(file)), { recursive: true })
    copyFileSync(file, join(folder, file))
  }
  linkTree('node_modules', join(folder, 'node_modules'))
  return folder
}

/** @param {string} from @param {string} to */
function linkTree(from, to) {
  mkdirSync(to, { recursive: true })
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const [source, target] = [join(from, entry.name), join(to, entry.name)]
    if (entry.isDirectory()) linkTree(source, target)
    else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target)
    else {
      try {
        linkSync(source, target)
      } catch {
        copyFileSync(source, target)
      }
    }
  }
}

/**
 * @typedef {{ folder: string, output: string, status: number | null, log: string, copyMs: number, startedAt: number, finishedAt: number, env: Record<string, string> }} VercelBuild
 *   folder: the project copy (made in copyMs); output: its .vercel/output; log: the CLI's output; env: the target's variables.
 */

/**
 * Runs `vercel build` for a target in a fresh copy of the project, with `env` as the target's
 * variables (.vercel/.env.<target>.local, what `vercel pull` writes; empty values are left out).
 * Resolves when the CLI exits, whatever its status.
 * @param {{ target: 'preview' | 'production', env: Record<string, string>, logFile: string }} options
 * @returns {Promise<VercelBuild>}
 */
export async function vercelBuild({ target, env, logFile }) {
  const cli = vercelCli()
  const copyStartedAt = Date.now()
  const folder = projectCopy()
  const copyMs = Date.now() - copyStartedAt
  const variables = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  mkdirSync(join(folder, '.vercel'))
  writeFileSync(join(folder, '.vercel', 'project.json'), JSON.stringify(PROJECT))
  writeFileSync(join(folder, '.vercel', `.env.${target}.local`), Object.entries(variables).map(([name, value]) => `${name}=${JSON.stringify(value)}\n`).join(''))
  const args = [cli, 'build', '--yes', ...(target === 'production' ? ['--prod'] : [])]
  // Only what a build machine has: no variable of this shell's reaches the build but PATH and HOME.
  /** @type {Record<string, string | undefined>} */
  const processEnv = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', VERCEL_TELEMETRY_DISABLED: '1', NO_UPDATE_NOTIFIER: '1', NEXT_TELEMETRY_DISABLED: '1', CI: '1' }
  const out = openSync(logFile, 'w')
  const startedAt = Date.now()
  /** @type {number | null} */
  const status = await new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: folder, env: /** @type {NodeJS.ProcessEnv} */ (processEnv), stdio: ['ignore', out, out] })
    child.once('error', () => resolve(null))
    child.once('exit', (code) => resolve(code))
  })
  const finishedAt = Date.now()
  closeSync(out)
  return { folder, output: join(folder, '.vercel', 'output'), status, log: readFileSync(logFile, 'utf8'), copyMs, startedAt, finishedAt, env: variables }
}
