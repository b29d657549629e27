// @ts-check
// No placeholders in public: a build for a public address (SITE_URL) stops rather than show the
// bundled samples (the contact directory's placeholder staff, the sample articles' made-up figures
// and sentences) as the agency's own words. `next build` asks once (next.config.mjs), so a Node
// host, a container and Vercel, which all build with it, are refused alike.

/**
 * Why this build must stop, one line for each sample it would show, each naming the setting to
 * fix; undefined when SITE_URL is unset (the quick start) or nothing is a sample.
 * @param {{ siteUrl: string | undefined, directory: { sample?: boolean }, directoryFile: string | undefined, cmsBaseUrl: string | undefined }} build
 * @returns {string | undefined}
 */
export function publicSampleRefusal({ siteUrl, directory, directoryFile, cmsBaseUrl }) {
  if (siteUrl === undefined) return undefined
  const refusals = []
  if (directory.sample === true) {
    const which = directoryFile === undefined ? 'CONTACT_DIRECTORY_FILE is unset' : `CONTACT_DIRECTORY_FILE (${directoryFile}) is the sample directory ("sample": true)`
    refusals.push(
      `${which}, but SITE_URL is set (${siteUrl}): this build would show the public the sample's placeholder staff and example.gov mailboxes. Copy content/contact-directory.json, put the program's contacts in it (without "sample": true), and set CONTACT_DIRECTORY_FILE to its path for the build.`,
    )
  }
  if (cmsBaseUrl === undefined) {
    refusals.push(
      `CMS_BASE_URL is unset, but SITE_URL is set (${siteUrl}): this build would show the public the bundled sample articles (content/sample-articles.ts), whose figures are made up, as the program's. Set CMS_BASE_URL to the program's CMS for the build.`,
    )
  }
  return refusals.length === 0 ? undefined : refusals.join('\n')
}
