/**
 * Runs once when a server starts, on every host (next start, the standalone server, Vercel):
 * a bad configuration stops the server here, before the first visitor, and a good one is logged
 * with its secrets masked.
 */
export async function register(): Promise<void> {
  const { logStartupConfig } = await import('./lib/startup')
  logStartupConfig()
}
