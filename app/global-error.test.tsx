import { renderToStaticMarkup } from 'react-dom/server'
import { PAGE_PATHS } from '@/lib/page-paths'
import GlobalError from './global-error'

/** The whole document the browser shows when a page at this address fails there. */
function errorPageAt(pathname: string) {
  window.history.replaceState(null, '', pathname)
  return new DOMParser().parseFromString(renderToStaticMarkup(<GlobalError />), 'text/html')
}

describe('the page a browser shows when a page fails there', () => {
  it.each([
    ['/es/contacto', 'es', 'No se pudo cargar esta página', 'Vaya a la página principal'],
    ['/es', 'es', 'No se pudo cargar esta página', 'Vaya a la página principal'],
    ['/contact', 'en', 'This page could not load', 'Go to the home page'],
    ['/estimates', 'en', 'This page could not load', 'Go to the home page'],
    ['/espanol', 'en', 'This page could not load', 'Go to the home page'],
  ] as const)('at %s speaks the page’s language (%s), with a way home', (path, lang, title, homeLink) => {
    const document = errorPageAt(path)
    expect(document.documentElement.lang).toBe(lang)
    expect(document.querySelector('h1')?.textContent).toBe(title)
    const link = [...document.querySelectorAll('a')].find((anchor) => anchor.textContent === homeLink)
    expect(link?.getAttribute('href')).toBe(PAGE_PATHS.home[lang])
  })
})
