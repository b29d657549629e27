import { expect, test } from '@playwright/test'

test('home page shows the CMS article', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText('Stub CMS home article')).toBeVisible()
})
