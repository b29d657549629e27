/** @jest-environment node */
import { pageMetadata, robotsRules, sitemapEntries, trailMetadata } from './site-metadata'

const SITE = 'https://plans.example.gov'

describe('robotsRules', () => {
  it('lets crawlers in and names the sitemap in production', () => {
    expect(robotsRules({ production: true, siteUrl: SITE })).toEqual({
      rules: { userAgent: '*', allow: '/' },
      sitemap: 'https://plans.example.gov/sitemap.xml',
    })
  })

  it('turns every crawler away outside production', () => {
    expect(robotsRules({ production: false, siteUrl: SITE })).toEqual({ rules: { userAgent: '*', disallow: '/' } })
  })
})

describe('sitemapEntries', () => {
  it('lists the home page and Contact Us on the site address', () => {
    expect(sitemapEntries(SITE).map(({ url }) => url)).toEqual([
      'https://plans.example.gov/',
      'https://plans.example.gov/contact',
    ])
  })
})

describe('pageMetadata', () => {
  it('gives a page its own title, description, canonical address and complete Open Graph tags', () => {
    const metadata = pageMetadata({ title: 'Contact Us', description: 'Call us.', path: '/contact' })
    expect(metadata).toMatchObject({
      title: 'Contact Us',
      description: 'Call us.',
      alternates: { canonical: '/contact' },
      openGraph: {
        title: 'Contact Us | Texas Prepaid Tuition and College Savings Plans',
        description: 'Call us.',
        url: '/contact',
        siteName: 'Texas Prepaid Tuition and College Savings Plans',
        type: 'website',
        locale: 'en_US',
        images: [expect.objectContaining({ url: '/banner.png' })],
      },
    })
  })

  it('uses the site name alone for the home page', () => {
    const metadata = pageMetadata({ description: 'Plans.', path: '/' })
    expect(metadata.title).toEqual({ absolute: 'Texas Prepaid Tuition and College Savings Plans' })
    expect(metadata.openGraph).toMatchObject({ title: 'Texas Prepaid Tuition and College Savings Plans' })
  })
})

describe('trailMetadata', () => {
  it('names the site, the agency as creator, the language and the home address for TRAIL', () => {
    expect(trailMetadata(SITE)).toMatchObject({
      'DC.title': 'Texas Prepaid Tuition and College Savings Plans',
      'DC.creator': 'Texas Comptroller of Public Accounts',
      'DC.language': 'en',
      'DC.identifier': 'https://plans.example.gov/',
    })
  })
})
