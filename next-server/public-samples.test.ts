/** @jest-environment node */
import { publicSampleRefusal } from './public-samples.mjs'

const PUBLIC = 'https://www.example.gov'
const PROGRAM = { sample: undefined }
const SAMPLE = { sample: true }
const CMS = 'https://cms.example.gov'

describe('publicSampleRefusal', () => {
  it('refuses a public build on the bundled sample articles, naming CMS_BASE_URL and what the public would see', () => {
    expect(publicSampleRefusal({ siteUrl: PUBLIC, directory: PROGRAM, directoryFile: '/etc/site/contacts.json', cmsBaseUrl: undefined })).toBe(
      "CMS_BASE_URL is unset, but SITE_URL is set (https://www.example.gov): this build would show the public the bundled sample articles (content/sample-articles.ts), whose figures are made up, as the program's. Set CMS_BASE_URL to the program's CMS for the build.",
    )
  })

  it('refuses a public build on the sample directory, naming CONTACT_DIRECTORY_FILE and the file to copy', () => {
    expect(publicSampleRefusal({ siteUrl: PUBLIC, directory: SAMPLE, directoryFile: undefined, cmsBaseUrl: CMS })).toMatch(
      /^CONTACT_DIRECTORY_FILE is unset, but SITE_URL is set \(https:\/\/www\.example\.gov\): .* Copy content\/contact-directory\.json/,
    )
    expect(publicSampleRefusal({ siteUrl: PUBLIC, directory: SAMPLE, directoryFile: 'content/contact-directory.json', cmsBaseUrl: CMS })).toMatch(
      /^CONTACT_DIRECTORY_FILE \(content\/contact-directory\.json\) is the sample directory \("sample": true\), but SITE_URL is set/,
    )
  })

  it('names both settings, one line each, when both samples would go out', () => {
    const lines = publicSampleRefusal({ siteUrl: PUBLIC, directory: SAMPLE, directoryFile: undefined, cmsBaseUrl: undefined })!.split('\n')
    expect(lines.map((line) => line.split(' ')[0])).toEqual(['CONTACT_DIRECTORY_FILE', 'CMS_BASE_URL'])
  })

  it('lets a build with no public address keep the samples (the quick start), and a public build with the program’s own', () => {
    expect(publicSampleRefusal({ siteUrl: undefined, directory: SAMPLE, directoryFile: undefined, cmsBaseUrl: undefined })).toBeUndefined()
    expect(publicSampleRefusal({ siteUrl: PUBLIC, directory: PROGRAM, directoryFile: '/etc/site/contacts.json', cmsBaseUrl: CMS })).toBeUndefined()
  })
})
