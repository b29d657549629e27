import 'server-only'
import type { Metadata } from 'next'
import { config } from './config'
import type { Copy } from './copy'
import { pageArticle } from './page-articles'
import { pageMetadata, trailMetadata } from './site-metadata'

/** A home page's metadata, in its language. */
export async function homeMetadata(copy: Copy): Promise<Metadata> {
  return {
    ...pageMetadata({ copy, page: 'home', description: copy.description, siteUrl: config.siteUrl }),
    // TRAIL, the state's search of agency sites, reads Dublin Core tags from the home page.
    other: trailMetadata(config.siteUrl, copy),
    ...(await failureStateRobots(pageArticle('home', copy.locale, { required: true }))),
  }
}

/**
 * The same (cached, shared) lookup the page's body makes: with no good copy of its own content,
 * a page shows the failure message, which crawlers must not index. Metadata goes in <head>, which
 * crawlers read.
 */
export async function failureStateRobots(lookup: Promise<unknown>): Promise<Metadata> {
  return (await lookup) === undefined ? { robots: { index: false } } : {}
}
