import 'server-only'
import type { Metadata } from 'next'
import { config } from './config'
import type { Copy } from './copy'
import { homeArticles } from './home-articles'
import { pageMetadata, trailMetadata } from './site-metadata'

/** A home page's metadata, in its language. */
export async function homeMetadata(copy: Copy): Promise<Metadata> {
  // The same (cached, shared) lookup the body makes: with no good copy, the page shows the
  // failure message, which crawlers must not index. Metadata goes in <head>, which crawlers read.
  const { home } = await homeArticles(copy.locale)
  return {
    ...pageMetadata({ copy, page: 'home', description: copy.description, siteUrl: config.siteUrl }),
    // TRAIL, the state's search of agency sites, reads Dublin Core tags from the home page.
    other: trailMetadata(config.siteUrl, copy),
    ...(home === undefined && { robots: { index: false } }),
  }
}
