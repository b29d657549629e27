// @ts-check
// npm tools the suites and the benchmark run but the site never imports (Lighthouse, the
// Observatory's grader, the Vercel CLI): each pinned, in a folder of its own under .tools/, so their
// dependency trees and peer ranges never touch the project's `npm install`.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/**
 * Installs `spec` (name@exact-version) into .tools/<folder> unless that version is there already
 * (a changed pin installs the new one); returns the package's folder. `overrides` go into the
 * folder's package.json, for a dependency the registry no longer has at the version the tool pins.
 * Install scripts do not run.
 * @param {string} folder
 * @param {string} spec
 * @param {{ overrides?: Record<string, string> }} [options]
 */
export function installTool(folder, spec, { overrides } = {}) {
  const prefix = resolve('.tools', folder)
  const at = spec.lastIndexOf('@')
  const [name, version] = [spec.slice(0, at), spec.slice(at + 1)]
  const dir = join(prefix, 'node_modules', name)
  const manifest = join(dir, 'package.json')
  if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).version === version) return dir
  console.log(`Installing ${spec} into ${prefix} (first use)`)
  mkdirSync(prefix, { recursive: true })
  writeFileSync(join(prefix, 'package.json'), `${JSON.stringify({ private: true, dependencies: { [name]: version }, overrides }, null, 2)}\n`)
  const args = ['install', '--prefix', prefix, '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error']
  if (spawnSync('npm', args, { stdio: 'inherit' }).status !== 0) throw new Error(`could not install ${spec} from the npm registry (see above)`)
  return dir
}
