// @ts-check
// Where a command is on PATH, as the shell's `command -v` finds it, so the tools check and the
// browser tests agree on what is installed (and a test can hide a tool by narrowing PATH).
import { accessSync, constants, statSync } from 'node:fs'
import { delimiter, join } from 'node:path'

/**
 * The first executable file called `name` in PATH's folders, or undefined.
 * @param {string} name
 * @param {string | undefined} [path]
 */
export function findOnPath(name, path = process.env.PATH) {
  for (const folder of (path ?? '').split(delimiter)) {
    if (folder === '') continue
    const candidate = join(folder, name)
    try {
      accessSync(candidate, constants.X_OK)
      if (statSync(candidate).isFile()) return candidate
    } catch {
      // not here: try the next folder
    }
  }
  return undefined
}
