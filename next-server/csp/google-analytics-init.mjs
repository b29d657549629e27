// @ts-check
/**
 * The inline script @next/third-parties' <GoogleAnalytics> inserts (next/script `_next-ga-init`),
 * character for character as its dist/google/ga.js writes it with the default `dataLayer` and no
 * debug mode. It is added in the browser, so it is in no HTML to hash: the page policy lists its
 * hash from the measurement id. The analytics browser test fails if the package ever changes it.
 * @param {string} measurementId
 */
export const googleAnalyticsInitScript = (measurementId) => `
          window['dataLayer'] = window['dataLayer'] || [];
          function gtag(){window['dataLayer'].push(arguments);}
          gtag('js', new Date());

          gtag('config', '${measurementId}' );`
