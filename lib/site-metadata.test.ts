/** @jest-environment node */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PAGE_PATHS } from './copy'
import { en } from './copy/en'
import { es } from './copy/es'
import { openGraph, pageMetadata, robotsRules, SHARE_IMAGE_SIZE, sitemapEntries, trailMetadata } from './site-metadata'

const SITE = 'https://plans.example.gov'

describe('robotsRules', () => {
  it('lets crawlers in and names the sitemap in production', () => {
    expect(robotsRules({ production: true, siteUrl: SITE })).toEqual({
      rules: { userAgent: '*', allow: '/' },
      sitemap: 'https://plans.example.gov/sitemap.xml',
    })
  })

  it('names no sitemap when SITE_URL is unset, rather than one on localhost', () => {
    expect(robotsRules({ production: true, siteUrl: undefined })).toEqual({ rules: { userAgent: '*', allow: '/' } })
  })

  it('turns every crawler away outside production', () => {
    expect(robotsRules({ production: false, siteUrl: SITE })).toEqual({ rules: { userAgent: '*', disallow: '/' } })
  })
})

describe('sitemapEntries', () => {
  it('lists every page in both languages on the site address: home, Contact Us, the plans, the subjects and the guide', () => {
    const urls = sitemapEntries(SITE).map(({ url }) => url)
    expect(urls.slice(0, 4)).toEqual([
      'https://plans.example.gov/',
      'https://plans.example.gov/es',
      'https://plans.example.gov/contact',
      'https://plans.example.gov/es/contacto',
    ])
    expect(urls).toHaveLength(2 * Object.keys(PAGE_PATHS).length)
    expect(urls).toEqual(
      expect.arrayContaining([
        'https://plans.example.gov/plans/texas-tuition-promise-fund',
        'https://plans.example.gov/es/preguntas-frecuentes',
        'https://plans.example.gov/accessibility',
        'https://plans.example.gov/es/que-plan/texas-tuition-promise-fund',
      ]),
    )
  })

  it('names each entry’s alternates: English, Spanish and English as the default', () => {
    const contact = sitemapEntries(SITE).find(({ url }) => url.endsWith('/es/contacto'))
    expect(contact?.alternates?.languages).toEqual({
      en: 'https://plans.example.gov/contact',
      es: 'https://plans.example.gov/es/contacto',
      'x-default': 'https://plans.example.gov/contact',
    })
  })

  it('is empty when SITE_URL is unset: a sitemap entry must be an absolute URL', () => {
    expect(sitemapEntries(undefined)).toEqual([])
  })
})

describe('pageMetadata', () => {
  it('gives a page its own title, description, canonical address and complete Open Graph tags', () => {
    const metadata = pageMetadata({ copy: en, page: 'contact', title: 'Contact Us', description: 'Call us.', siteUrl: SITE })
    expect(metadata).toMatchObject({
      title: 'Contact Us',
      description: 'Call us.',
      alternates: { canonical: '/contact', languages: { en: '/contact', es: '/es/contacto', 'x-default': '/contact' } },
      openGraph: {
        title: 'Contact Us | Texas Prepaid Tuition and College Savings Plans',
        description: 'Call us.',
        url: '/contact',
        siteName: 'Texas Prepaid Tuition and College Savings Plans',
        type: 'website',
        locale: 'en_US',
        images: [
          { url: '/share-en.png', width: 1200, height: 630, alt: 'Texas Prepaid Tuition and College Savings Plans, Texas Comptroller of Public Accounts' },
        ],
      },
    })
  })

  it('uses the site name alone for the home page', () => {
    const metadata = pageMetadata({ copy: en, page: 'home', description: 'Plans.', siteUrl: SITE })
    expect(metadata.title).toEqual({ absolute: 'Texas Prepaid Tuition and College Savings Plans' })
    expect(metadata.openGraph).toMatchObject({ title: 'Texas Prepaid Tuition and College Savings Plans' })
  })

  it('with SITE_URL unset, gives no canonical link and no Open Graph URL or picture, keeping the rest', () => {
    const metadata = pageMetadata({ copy: en, page: 'contact', title: 'Contact Us', description: 'Call us.', siteUrl: undefined })
    expect(metadata.alternates).toBeUndefined()
    expect(metadata.openGraph).toEqual({
      title: 'Contact Us | Texas Prepaid Tuition and College Savings Plans',
      description: 'Call us.',
      siteName: 'Texas Prepaid Tuition and College Savings Plans',
      type: 'website',
      locale: 'en_US',
    })
  })
})

describe('pageMetadata in Spanish', () => {
  it('gives the Spanish page its Spanish title, its own canonical address and the same alternates', () => {
    const metadata = pageMetadata({ copy: es, page: 'contact', title: 'Contáctenos', description: 'Llámenos.', siteUrl: SITE })
    expect(metadata).toMatchObject({
      alternates: { canonical: '/es/contacto', languages: { en: '/contact', es: '/es/contacto', 'x-default': '/contact' } },
      openGraph: {
        title: 'Contáctenos | Planes de Matrícula Prepagada y Ahorro Universitario de Texas',
        locale: 'es_US',
        url: '/es/contacto',
        // The Spanish card, lettered in Spanish (public/share-es.png), described as it reads.
        images: [
          {
            url: '/share-es.png',
            width: 1200,
            height: 630,
            alt: 'Planes de Matrícula Prepagada y Ahorro Universitario de Texas, Contralor de Cuentas Públicas de Texas',
          },
        ],
      },
    })
  })
})

describe('openGraph', () => {
  it('gives the picture but no URL for the site as a whole', () => {
    expect(openGraph({ copy: en, title: 'Plans', description: 'Plans.', siteUrl: SITE })).toMatchObject({
      images: [expect.objectContaining({ url: '/share-en.png' })],
    })
    expect(openGraph({ copy: en, title: 'Plans', description: 'Plans.', siteUrl: SITE })).not.toHaveProperty('url')
  })
})

describe('trailMetadata', () => {
  it('names the site, the agency as creator, the language and the home address for TRAIL', () => {
    expect(trailMetadata(SITE, en)).toMatchObject({
      'DC.title': 'Texas Prepaid Tuition and College Savings Plans',
      'DC.creator': 'Texas Comptroller of Public Accounts',
      'DC.language': 'en',
      'DC.identifier': 'https://plans.example.gov/',
    })
  })

  it('gives no identifier when SITE_URL is unset', () => {
    expect(trailMetadata(undefined, en)).not.toHaveProperty(['DC.identifier'])
    expect(trailMetadata(undefined, en)).toHaveProperty(['DC.title'])
  })
})

describe('trailMetadata in Spanish', () => {
  it('says the Spanish home page is in Spanish and gives its own address', () => {
    expect(trailMetadata(SITE, es)).toMatchObject({
      'DC.title': 'Planes de Matrícula Prepagada y Ahorro Universitario de Texas',
      'DC.language': 'es',
      'DC.identifier': 'https://plans.example.gov/es',
    })
  })
})

describe('the link-preview cards', () => {
  it.each([en, es])('has a $locale card in public/ at the size the metadata gives, lettered for that language', (copy) => {
    const png = readFileSync(join('public', copy.shareImage.url))
    // A PNG's IHDR chunk: width and height, big-endian, at bytes 16 and 20.
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual(SHARE_IMAGE_SIZE)
    expect(copy.shareImage.url).toBe(`/share-${copy.locale}.png`)
  })
})
