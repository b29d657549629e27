// Valid HTML on every page and state: the HTML the server sends (before any JavaScript runs) is
// checked with html-validate and the project's .htmlvalidate.mjs.
import { htmlProblems } from './html-validation'
import { expect, test } from './support'
import { en } from '../lib/copy/en'

const PAGES = [
  { name: 'the home page', path: '/', status: 200 },
  { name: 'Contact Us', path: '/contact', status: 200 },
  { name: 'the page-not-found page', path: '/no-such-page', status: 404 },
  { name: 'the Spanish home page', path: '/es', status: 200 },
  { name: 'the Spanish Contact Us', path: '/es/contacto', status: 200 },
  { name: 'the Spanish page-not-found page', path: '/es/no-existe', status: 404 },
]

for (const { name, path, status } of PAGES) {
  test(`${name} is valid HTML`, async ({ baseURL }) => {
    const response = await fetch(`${baseURL}${path}`)
    expect(response.status).toBe(status)
    expect(await htmlProblems(await response.text(), name)).toEqual([])
  })
}

test('the failure-message state is valid HTML', async ({ failingSite }) => {
  // A server that has never had a good copy, whose CMS answers 500: the only way to the message.
  const html = await (await fetch(`${failingSite.url}/`)).text()
  expect(html).toContain(en.failure.message.replace(/'/g, '&#x27;'))
  expect(await htmlProblems(html, 'failure-message')).toEqual([])
})
