// Draws the link-preview cards, public/share-en.png and public/share-es.png (1200 × 630, the size
// link previews show whole), each lettered in its language with the banner's look: `node
// scripts/draw-share-images.mjs`. Run it after changing the site's name or the banner's colours,
// and commit the pictures; the site itself never draws them.
import { writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../e2e/browser.mjs'

/** The names each card spells out (lib/copy: banner.title, banner.subtitle, agencyName). */
const CARDS = {
  en: ['Texas Prepaid Tuition', 'and College Savings Plans', 'Texas Comptroller of Public Accounts'],
  es: ['Planes de Matrícula Prepagada', 'y Ahorro Universitario de Texas', 'Contralor de Cuentas Públicas de Texas'],
}

const STAR = Array.from({ length: 10 }, (_, index) => {
  const radius = index % 2 === 0 ? 50 : 50 * 0.382
  const angle = (Math.PI / 5) * index - Math.PI / 2
  return `${(50 + radius * Math.cos(angle)).toFixed(1)},${(52 + radius * Math.sin(angle)).toFixed(1)}`
}).join(' ')

const card = ([title, subtitle, agency]) => `<!doctype html><meta charset="utf-8"><style>
  body { margin: 0; width: 1200px; height: 630px; box-sizing: border-box; display: flex; flex-direction: column;
    justify-content: center; padding: 0 80px 36px; font-family: system-ui, sans-serif; color: #fff;
    background: linear-gradient(100deg, #0b2a4a 0%, #14497a 100%); border-bottom: 36px solid #b3202a; }
  svg { width: 150px; height: 150px; fill: #fff; margin-bottom: 28px; }
  .title { font-size: 68px; font-weight: 700; line-height: 1.1; }
  .subtitle { font-size: 52px; color: #e8eef5; line-height: 1.2; }
  .agency { font-size: 34px; color: #e8eef5; margin-top: 36px; }
</style><svg viewBox="0 0 100 100"><polygon points="${STAR}"/></svg>
<div class="title">${title}</div><div class="subtitle">${subtitle}</div><div class="agency">${agency}</div>`

const browser = await chromium.launch(chromiumLaunchOptions())
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
  for (const [locale, words] of Object.entries(CARDS)) {
    await page.setContent(card(words))
    writeFileSync(`public/share-${locale}.png`, await page.screenshot({ type: 'png' }))
    console.log(`public/share-${locale}.png`)
  }
} finally {
  await browser.close()
}
