import { createPageViewTracker, whenPageTitled, type PageView } from './page-view'

/** The page as GA's snippet leaves it: a global queue of gtag commands. */
const page = window as { dataLayer?: unknown[] }

const ORIGIN = 'https://tuition.example.gov'

describe('createPageViewTracker', () => {
  it('leaves the landing page to GA, which counts it with its own config command', () => {
    const pageViewFor = createPageViewTracker()
    expect(pageViewFor({ pathname: '/', search: '' }, ORIGIN, 'Home')).toBeUndefined()
  })

  it('counts each later route once, with its path, full address and title', () => {
    const pageViewFor = createPageViewTracker()
    pageViewFor({ pathname: '/', search: '' }, ORIGIN, 'Home')
    expect(pageViewFor({ pathname: '/contact', search: '' }, ORIGIN, 'Contact Us | Plans')).toEqual({
      page_path: '/contact',
      page_location: 'https://tuition.example.gov/contact',
      page_title: 'Contact Us | Plans',
    })
  })

  it('does not count the same route twice when it is reported again (strict mode, re-renders)', () => {
    const pageViewFor = createPageViewTracker()
    pageViewFor({ pathname: '/', search: '' }, ORIGIN, 'Home')
    pageViewFor({ pathname: '/', search: '' }, ORIGIN, 'Home')
    expect(pageViewFor({ pathname: '/contact', search: '' }, ORIGIN, 'Contact')).toBeDefined()
    expect(pageViewFor({ pathname: '/contact', search: '' }, ORIGIN, 'Contact')).toBeUndefined()
  })

  it('counts going back and forward between pages as new views each time', () => {
    const pageViewFor = createPageViewTracker()
    const visits = ['/', '/contact', '/', '/contact'].map(
      (pathname) => pageViewFor({ pathname, search: '' }, ORIGIN, pathname)?.page_path,
    )
    expect(visits).toEqual([undefined, '/contact', '/', '/contact'])
  })

  it('counts a change of query string as a new page, keeping the query in path and address', () => {
    const pageViewFor = createPageViewTracker()
    pageViewFor({ pathname: '/contact', search: '' }, ORIGIN, 'Contact')
    expect(pageViewFor({ pathname: '/contact', search: 'plan=lonestar-529' }, ORIGIN, 'Contact')).toEqual({
      page_path: '/contact?plan=lonestar-529',
      page_location: 'https://tuition.example.gov/contact?plan=lonestar-529',
      page_title: 'Contact',
    })
    expect(pageViewFor({ pathname: '/contact', search: '?plan=lonestar-529' }, ORIGIN, 'Contact')).toBeUndefined()
    expect(pageViewFor({ pathname: '/contact', search: '' }, ORIGIN, 'Contact')?.page_path).toBe('/contact')
  })

  it('keeps separate counts for separate trackers', () => {
    const first = createPageViewTracker()
    const second = createPageViewTracker()
    first({ pathname: '/', search: '' }, ORIGIN, 'Home')
    expect(second({ pathname: '/contact', search: '' }, ORIGIN, 'Contact')).toBeUndefined()
  })
})

describe('whenPageTitled', () => {
  beforeEach(() => {
    document.head.innerHTML = ''
  })

  afterEach(() => {
    jest.useRealTimers()
  })

  /** Lets the MutationObserver deliver its records. */
  const mutationsDelivered = () => new Promise((resolve) => setTimeout(resolve, 0))

  it('reports at once when the page already has its title', () => {
    document.title = 'Contact Us | Plans'
    const report = jest.fn()
    whenPageTitled(report)
    expect(report.mock.calls).toEqual([['Contact Us | Plans']])
  })

  it('waits for the title Next is still streaming in, and reports once', async () => {
    const report = jest.fn()
    whenPageTitled(report)
    expect(report).not.toHaveBeenCalled()

    document.title = 'Contact Us | Plans'
    await mutationsDelivered()
    document.title = 'Contact Us | Plans (again)'
    await mutationsDelivered()
    expect(report.mock.calls).toEqual([['Contact Us | Plans']])
  })

  it('reports without a title when the visitor leaves before it arrives', async () => {
    const report = jest.fn()
    const leave = whenPageTitled(report)
    leave()
    document.title = 'Next page'
    await mutationsDelivered()
    leave()
    expect(report.mock.calls).toEqual([['']])
  })

  it('gives up waiting after a second, so a page without a title is still counted', () => {
    jest.useFakeTimers()
    const report = jest.fn()
    whenPageTitled(report)
    jest.advanceTimersByTime(999)
    expect(report).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(report.mock.calls).toEqual([['']])
  })
})

describe('sendPageView', () => {
  const view: PageView = { page_path: '/contact', page_location: `${ORIGIN}/contact`, page_title: 'Contact' }
  const later: PageView = { page_path: '/', page_location: `${ORIGIN}/`, page_title: 'Home' }

  /** The module as a page load starts it: GA's snippet has not run yet. */
  function freshPageViewModule(): typeof import('./page-view') {
    let fresh: typeof import('./page-view') | undefined
    jest.isolateModules(() => {
      fresh = jest.requireActual<typeof import('./page-view')>('./page-view')
    })
    return fresh!
  }

  /** The commands on the layer, each as a plain array. */
  const queued = () => (page.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>))

  afterEach(() => {
    delete page.dataLayer
  })

  it('queues the event on dataLayer as an arguments object, the only form gtag.js reads', () => {
    const { sendPageView, releasePageViews } = freshPageViewModule()
    releasePageViews()
    page.dataLayer = [{ 'gtm.start': 1 }]
    sendPageView(view)
    const event = page.dataLayer[1]
    expect(Object.prototype.toString.call(event)).toBe('[object Arguments]')
    expect(Array.from(event as ArrayLike<unknown>)).toEqual(['event', 'page_view', view])
  })

  it('holds views reported before GA is configured, then queues them in order behind its config', () => {
    const { sendPageView, releasePageViews } = freshPageViewModule()
    sendPageView(view)
    sendPageView(later)
    expect(page.dataLayer).toBeUndefined()

    page.dataLayer = [['config', 'G-TEST']] // what GA's snippet queues when it runs
    releasePageViews()
    sendPageView(view)
    expect(queued()).toEqual([
      ['config', 'G-TEST'],
      ['event', 'page_view', view],
      ['event', 'page_view', later],
      ['event', 'page_view', view],
    ])
  })

  it('starts the queue when GA has not created it', () => {
    const { sendPageView, releasePageViews } = freshPageViewModule()
    releasePageViews()
    sendPageView(view)
    expect(page.dataLayer).toHaveLength(1)
  })
})
