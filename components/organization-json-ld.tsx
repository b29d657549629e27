import { JsonLd } from '@/components/json-ld'
import { contactDirectory } from '@/lib/contact-directory'
import type { Copy } from '@/lib/copy'
import { COMPTROLLER_URL } from '@/lib/site-links'

/**
 * schema.org data describing the programs and how to reach them, for search engines. Its own
 * address and logo only where SITE_URL gives them: never a guess such as localhost.
 */
export function organizationJsonLd(siteUrl: string | undefined, copy: Copy) {
  return {
    '@context': 'https://schema.org',
    '@type': 'GovernmentOrganization',
    inLanguage: copy.locale,
    name: copy.siteName,
    description: copy.jsonLdDescription,
    ...(siteUrl !== undefined && { url: siteUrl, logo: `${siteUrl}${copy.shareImage.url}` }),
    areaServed: { '@type': 'State', name: 'Texas' },
    parentOrganization: { '@type': 'GovernmentOrganization', name: copy.agencyName, url: COMPTROLLER_URL },
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: contactDirectory.tollFree.dial,
      contactType: 'customer service',
      contactOption: 'TollFree',
      // Only once the program has said which languages the line serves (the directory's tollFree.languages).
      ...(contactDirectory.tollFree.languages && { availableLanguage: contactDirectory.tollFree.languages }),
    },
  }
}

/** The organisation's JSON-LD, rendered on every page by the root layout. */
export function OrganizationJsonLd({ siteUrl, copy }: { siteUrl: string | undefined; copy: Copy }) {
  return <JsonLd data={organizationJsonLd(siteUrl, copy)} />
}
