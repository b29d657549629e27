/**
 * Runs once when a server starts, on every host (next start, the standalone server, Vercel):
 * a bad configuration stops the server here, before the first visitor, and a good one is logged
 * with its secrets masked.
 */
export async function register(): Promise<void> {
  try {
    const { logStartupConfig } = await import('./lib/startup')
    logStartupConfig()
  } catch (error) {
    // lib/env.mjs throws its ConfigError (naming each bad variable) as it loads. Next would log a
    // failed hook and go on serving errors: a misconfigured site must not start at all.
    if (!(error instanceof Error && error.name === 'ConfigError')) throw error
    console.error(error.message)
    process.exit(1)
  }
}
