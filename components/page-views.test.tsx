import { act, render } from '@testing-library/react'
import { StrictMode } from 'react'
import { releasePageViews } from '@/lib/page-view'
import { PageViews } from './page-views'

/** The page as GA's snippet leaves it: a global queue of gtag commands. */
const page = window as { dataLayer?: unknown[] }

// The router's view of the current route, moved by each test as a navigation would.
const route = { pathname: '/', search: '' }
jest.mock('next/navigation', () => ({
  usePathname: () => route.pathname,
  useSearchParams: () => new URLSearchParams(route.search),
}))

function mountReporter() {
  const tree = () => (
    <StrictMode>
      <PageViews />
    </StrictMode>
  )
  const { container, rerender } = render(tree())
  return { container, rerender: () => rerender(tree()) }
}

/** Moves to a route as Next does when the page's metadata is ready: URL and title with the page. */
function navigate(rerender: () => void, pathname: string, title: string, search = '') {
  Object.assign(route, { pathname, search })
  window.history.pushState(null, '', pathname + (search ? `?${search}` : ''))
  document.title = title
  act(rerender)
}

function queuedPageViews() {
  return (page.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>))
}

const origin = window.location.origin

// As components/google-analytics.tsx does once GA's snippet has queued its config.
beforeAll(releasePageViews)

beforeEach(() => {
  Object.assign(route, { pathname: '/', search: '' })
  window.history.replaceState(null, '', '/')
  document.title = 'Home'
  delete page.dataLayer
})

it('renders nothing', () => {
  const { container } = mountReporter()
  expect(container).toBeEmptyDOMElement()
})

it('queues nothing for the landing page, even though strict mode runs its effect twice', () => {
  mountReporter()
  expect(queuedPageViews()).toEqual([])
})

it('queues one page_view per route change, with the title the new page shows', () => {
  const { rerender } = mountReporter()

  navigate(rerender, '/contact', 'Contact Us | Plans')
  act(rerender) // a re-render on the same route is not a new page
  navigate(rerender, '/contact', 'Contact Us | Plans', 'plan=lonestar-529')
  navigate(rerender, '/', 'Home')

  expect(queuedPageViews()).toEqual([
    ['event', 'page_view', { page_path: '/contact', page_location: `${origin}/contact`, page_title: 'Contact Us | Plans' }],
    [
      'event',
      'page_view',
      {
        page_path: '/contact?plan=lonestar-529',
        page_location: `${origin}/contact?plan=lonestar-529`,
        page_title: 'Contact Us | Plans',
      },
    ],
    ['event', 'page_view', { page_path: '/', page_location: `${origin}/`, page_title: 'Home' }],
  ])
})

it('waits for the new title when the page arrives before its metadata', async () => {
  const { rerender } = mountReporter()

  // Next has dropped the old <title> with the old page; the new one is still streaming in.
  document.querySelector('title')?.remove()
  Object.assign(route, { pathname: '/contact' })
  act(rerender)
  expect(queuedPageViews()).toEqual([])

  await act(async () => {
    document.title = 'Contact Us | Plans'
  })
  expect(queuedPageViews()).toEqual([
    ['event', 'page_view', expect.objectContaining({ page_path: '/contact', page_title: 'Contact Us | Plans' })],
  ])
})

it('still counts a page the visitor leaves before its title arrives, without a title', () => {
  const { rerender } = mountReporter()

  document.querySelector('title')?.remove()
  Object.assign(route, { pathname: '/contact' })
  act(rerender)
  navigate(rerender, '/', 'Home')

  expect(queuedPageViews()).toEqual([
    ['event', 'page_view', expect.objectContaining({ page_path: '/contact', page_title: '' })],
    ['event', 'page_view', expect.objectContaining({ page_path: '/', page_title: 'Home' })],
  ])
})
