/** @jest-environment node */
import { ROOT_CONTEXT, SpanKind, TraceFlags, trace, type Context } from '@opentelemetry/api'
import { SamplingDecision, type Sampler } from '@opentelemetry/sdk-trace'
import { rateLimitedSampler, tracesSampler } from './telemetry-sampler.mjs'

const traceId = '0af7651916cd43dd8448eb211c80319c'
const decide = (sampler: Sampler, context: Context = ROOT_CONTEXT, attributes = {}) =>
  sampler.shouldSample(context, traceId, 'GET', SpanKind.SERVER, attributes, []).decision
const sampledCount = (sampler: Sampler, times: number, context?: Context) =>
  Array.from({ length: times }, () => decide(sampler, context)).filter((decision) => decision === SamplingDecision.RECORD_AND_SAMPLED).length
const remoteParent = (sampled: boolean) =>
  trace.setSpanContext(ROOT_CONTEXT, { traceId, spanId: 'b7ad6b7169203331', traceFlags: sampled ? TraceFlags.SAMPLED : TraceFlags.NONE, isRemote: true })

describe('which requests are traced', () => {
  it('traces a burst up to the limit, then one more for each share of a second that passes', () => {
    let now = 0
    const sampler = rateLimitedSampler(10, () => now)
    expect(sampledCount(sampler, 50)).toBe(10)
    now += 300
    expect(sampledCount(sampler, 50)).toBe(3)
    now += 60_000
    expect(sampledCount(sampler, 50)).toBe(10)
  })

  it('by default, a busy second is traced at most the configured number of times, however many visitors ask', () => {
    const sampler = tracesSampler({ sampler: undefined, tracedRequestsPerSecond: 10 })
    expect(sampledCount(sampler, 1000)).toBeLessThanOrEqual(11)
    expect(sampledCount(sampler, 1000, remoteParent(true))).toBeLessThanOrEqual(1)
  })

  it('follows a caller that asked not to be traced, and a local parent either way', () => {
    const sampler = tracesSampler({ sampler: undefined, tracedRequestsPerSecond: 10 })
    expect(decide(sampler, remoteParent(false))).toBe(SamplingDecision.NOT_RECORD)
    const localSampled = trace.setSpanContext(ROOT_CONTEXT, { traceId, spanId: 'b7ad6b7169203331', traceFlags: TraceFlags.SAMPLED })
    expect(sampledCount(sampler, 100, localSampled)).toBe(100)
  })

  it("takes the operator's standard sampler instead", () => {
    expect(sampledCount(tracesSampler({ sampler: { name: 'always_on', ratio: 1 }, tracedRequestsPerSecond: 10 }), 1000)).toBe(1000)
    expect(sampledCount(tracesSampler({ sampler: { name: 'parentbased_traceidratio', ratio: 0 }, tracedRequestsPerSecond: 10 }), 100)).toBe(0)
  })
})
