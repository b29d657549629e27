/**
 * Runs once when a server starts, on every host (next start, the standalone server, Vercel): a
 * bad configuration stops the server before the first visitor, a good one is logged with its
 * secrets masked, and OpenTelemetry starts if the operator turned it on.
 */
export async function register(): Promise<void> {
  // Next also compiles this hook for the Edge runtime, which the site never uses (NEXT_RUNTIME is
  // Next's compile-time constant, not configuration).
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startUp } = await import('./lib/startup')
    const { telemetry } = await startUp()
    // Loaded only when the OTEL_* variables ask for it: off, none of the SDK is in the process.
    if (telemetry.enabled) {
      const { startTelemetry } = await import('./next-server/telemetry-sdk.mjs')
      startTelemetry(telemetry)
    }
  }
}
