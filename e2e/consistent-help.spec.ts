// Contact details on every page and state, in the same place (spec §1, "every page shows ...
// contact details"; WCAG 2.2 3.2.6 Consistent Help): the toll-free number, the help mailbox and
// Contact Us, in the site's own footer, never dependent on CMS content.
import type { Page } from '@playwright/test'
import { expect, MAIN_DIRECTORY, MAIN_SERVER_PAGES, test } from './support'
import { contactDirectory as sampleDirectory, type ContactDirectory } from '../lib/contact-directory'
import { PAGE_PATHS, type Copy } from '../lib/copy'
import { en } from '../lib/copy/en'

const HELP_NAME = en.programContact.title
const TOLL_FREE = '1-800-445-GRAD (4723)'
const TOLL_FREE_HREF = 'tel:+18004454723'

/** The footer's contact group, found as a screen-reader user would: a landmark named by its heading. */
function helpRegion(page: Page, copy: Copy = en) {
  return page.getByRole('contentinfo').getByRole('region', { name: copy.programContact.title })
}

/**
 * The contact group, with the mailbox of the directory the build was made with: the main build's
 * (CONTACT_DIRECTORY_FILE), or the bundled sample's for the build made while the CMS was down.
 */
async function expectContactDetails(page: Page, copy: Copy = en, directory: ContactDirectory = MAIN_DIRECTORY) {
  const help = helpRegion(page, copy)
  const mailbox = directory.generalHelp.email
  await expect(help.getByRole('heading', { level: 2, name: copy.programContact.title })).toBeVisible()
  await expect(help.getByRole('link', { name: copy.tollFreeDisplay(directory.tollFree) })).toHaveAttribute('href', TOLL_FREE_HREF)
  await expect(help.getByRole('link', { name: mailbox })).toHaveAttribute('href', `mailto:${mailbox}`)
  await expect(help.getByRole('link', { name: copy.contactUs, exact: true })).toHaveAttribute('href', PAGE_PATHS.contact[copy.locale])
}

/** Where the contact group sits: its offset inside the footer, and whether it follows the main content. */
async function helpPlacement(page: Page, copy: Copy = en) {
  const footer = (await page.getByRole('contentinfo').boundingBox())!
  const help = (await helpRegion(page, copy).boundingBox())!
  const main = (await page.getByRole('main').boundingBox())!
  const firstFooterHeading = await page.getByRole('contentinfo').getByRole('heading', { level: 2 }).first().textContent()
  return { x: help.x - footer.x, y: help.y - footer.y, afterMain: help.y >= main.y + main.height, firstFooterHeading }
}

for (const { name, path, copy } of MAIN_SERVER_PAGES) {
  test(`${name} shows the toll-free number, the help mailbox and Contact Us in the footer`, async ({ page }) => {
    await page.goto(path)
    await expectContactDetails(page, copy)
  })
}

test('the contact group has its own landmark and heading, apart from the page’s content', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('region', { name: HELP_NAME })).toHaveCount(1)
  await expect(page.getByRole('heading', { name: HELP_NAME })).toHaveCount(1)
  await expect(page.getByRole('main').getByRole('region', { name: HELP_NAME })).toHaveCount(0)
})

test('the Contact Us link in the contact group leads to the contact page', async ({ page }) => {
  await page.goto('/no-such-page')
  await helpRegion(page).getByRole('link', { name: 'Contact Us', exact: true }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us')
})

test.describe('the content-failure state', () => {
  test('the failure message starts with the specification sentence, then gives the toll-free number', async ({ page, openFailureState }) => {
    await openFailureState()
    const alert = page.getByRole('main').getByRole('alert')
    const paragraphs = alert.getByRole('paragraph')
    await expect(paragraphs).toHaveCount(2)
    expect(await paragraphs.first().textContent()).toBe(en.failure.message)
    expect((await alert.textContent())!.startsWith(en.failure.message)).toBe(true)
    await expect(paragraphs.nth(1)).toContainText(`toll-free at ${TOLL_FREE}`)
    await expect(paragraphs.nth(1).getByRole('link', { name: TOLL_FREE })).toHaveAttribute('href', TOLL_FREE_HREF)
  })

  test('shows the toll-free number, the help mailbox and Contact Us in the footer', async ({ page, openFailureState }) => {
    await openFailureState()
    await expectContactDetails(page, en, sampleDirectory)
  })

  test('the contact group sits in the same place on every page and state', async ({ page, openFailureState }) => {
    const placements = []
    const expected = []
    for (const { path, copy } of MAIN_SERVER_PAGES) {
      await page.goto(path)
      placements.push(await helpPlacement(page, copy))
      expected.push({ firstFooterHeading: copy.programContact.title })
    }
    await openFailureState()
    placements.push(await helpPlacement(page))
    expected.push({ firstFooterHeading: HELP_NAME })

    const place = { x: placements[0]!.x, y: placements[0]!.y, afterMain: true }
    expect(placements).toEqual(expected.map((heading) => ({ ...place, ...heading })))
  })
})
