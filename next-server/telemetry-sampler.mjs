// @ts-check
// Which requests are traced. A recorded trace is five or six of Next's spans plus ours, each
// kept, queued and serialized: under load, tracing every request cost each answer of `/` a
// further twentieth of CPU (docs/telemetry.md). By default an instance traces at most a few requests a second
// (TRACED_REQUESTS_PER_SECOND in env.mjs), which is every request of an ordinary day; the
// operator's OTEL_TRACES_SAMPLER, when set, decides instead.
import { AlwaysOffSampler, AlwaysOnSampler, ParentBasedSampler, SamplingDecision, TraceIdRatioBasedSampler } from '@opentelemetry/sdk-trace'

/** @typedef {import('@opentelemetry/sdk-trace').Sampler} Sampler */
/** @typedef {typeof import('./env.mjs').SAMPLER_NAMES[number]} SamplerName */

/**
 * Samples at most `perSecond` traces a second, with a second's worth of burst.
 * @param {number} perSecond
 * @param {() => number} now milliseconds, monotonic
 * @returns {Sampler}
 */
export function rateLimitedSampler(perSecond, now = () => performance.now()) {
  let tokens = perSecond
  let last = now()
  return {
    shouldSample() {
      const time = now()
      tokens = Math.min(perSecond, tokens + ((time - last) / 1000) * perSecond)
      last = time
      if (tokens < 1) return { decision: SamplingDecision.NOT_RECORD }
      tokens -= 1
      return { decision: SamplingDecision.RECORD_AND_SAMPLED }
    },
    toString: () => `RateLimitedSampler{${perSecond}/s}`,
  }
}

/**
 * The operator's OTEL_TRACES_SAMPLER when set, otherwise the rate limit. A caller's
 * `traceparent` cannot lift the limit: a remote parent that asks to be sampled counts against it.
 * @param {{ sampler: { name: SamplerName, ratio: number } | undefined, tracedRequestsPerSecond: number }} settings
 * @returns {Sampler}
 */
export function tracesSampler({ sampler, tracedRequestsPerSecond }) {
  if (sampler) return namedSampler(sampler.name, sampler.ratio)
  const limited = rateLimitedSampler(tracedRequestsPerSecond)
  return new ParentBasedSampler({ root: limited, remoteParentSampled: limited })
}

/**
 * OpenTelemetry's standard sampler names, as the SDK would build them from OTEL_TRACES_SAMPLER.
 * @param {SamplerName} name
 * @param {number} ratio
 * @returns {Sampler}
 */
function namedSampler(name, ratio) {
  switch (name) {
    case 'always_on':
      return new AlwaysOnSampler()
    case 'always_off':
      return new AlwaysOffSampler()
    case 'traceidratio':
      return new TraceIdRatioBasedSampler(ratio)
    case 'parentbased_always_on':
      return new ParentBasedSampler({ root: new AlwaysOnSampler() })
    case 'parentbased_always_off':
      return new ParentBasedSampler({ root: new AlwaysOffSampler() })
    case 'parentbased_traceidratio':
      return new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(ratio) })
  }
}
