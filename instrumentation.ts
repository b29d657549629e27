/**
 * Runs once when a server starts, on every host (next start, the standalone server, Vercel):
 * a bad configuration stops the server before the first visitor, a good one is logged with its
 * secrets masked, OpenTelemetry starts if the operator turned it on, and a self-hosted server
 * answers each version of a cached page with an ETag and gzip bytes made once
 * (next-server/page-answers.mjs; next.config.mjs turns Next's per-visit ETag off there).
 */
export async function register(): Promise<void> {
  // Next also compiles this hook for the Edge runtime, which the site never uses. NEXT_RUNTIME is
  // Next's compile-time constant, not configuration: the Node-only start-up is left out there.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startUp } = await import('./lib/startup')
    const { telemetry } = await startUp()
    const { env } = await import('./next-server/env.mjs')
    if (!env.VERCEL) {
      const { answerPagesFromMemory } = await import('./next-server/page-answers.mjs')
      answerPagesFromMemory()
    }
    // Loaded only when the OTEL_* variables ask for it: off, none of the SDK is in the process.
    if (telemetry.enabled) {
      const { startTelemetry } = await import('./next-server/telemetry-sdk.mjs')
      await startTelemetry(telemetry)
    }
  }
}
