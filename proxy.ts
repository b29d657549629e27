import { NextResponse } from 'next/server'
import { homeShowsFailure, NEVER_STORE } from '@/lib/failure-state'

/**
 * The home page is incrementally regenerated in every state, so Next would send its failure state
 * with that state's short lifetime (`s-maxage=<RETRY_SECONDS>`). The failure message must never be
 * kept by a CDN, nginx or a browser: while this process's page shows it, its answers say no-store.
 * A header already set is one Next leaves alone.
 */
export function proxy() {
  return homeShowsFailure() ? NextResponse.next({ headers: { 'Cache-Control': NEVER_STORE } }) : NextResponse.next()
}

export const config = { matcher: '/' }
