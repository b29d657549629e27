import type { Metadata } from 'next'
import { createElement, type ReactNode } from 'react'
import { COPY, type Copy } from './copy'
import type { Locale } from './copy/types'
import { GUIDE_STEPS } from './guide'
import { PAGE_PATHS, type PageName } from './page-paths'
import { PLANS } from './plans'

/**
 * The pages that share a shape, each group served by one route a language (generateStaticParams): a page a plan, a page a subject, and the steps of "Which plan fits?".
 * Their addresses are PAGE_PATHS'; a route's parameter is what follows the group's base address,
 * one segment, or any number for a catch-all ([[...step]]: none is the base itself).
 */
export const PAGE_GROUPS = {
  plans: { pages: PLANS.map((plan) => plan.page), base: { en: '/plans', es: '/es/planes' }, param: 'plan', catchAll: false },
  subjects: { pages: ['comparePlans', 'questions', 'students', 'colleges', 'accessibility'], base: { en: '', es: '/es' }, param: 'page', catchAll: false },
  guide: { pages: GUIDE_STEPS, base: PAGE_PATHS.guide, param: 'step', catchAll: true },
} as const satisfies Record<string, { pages: readonly PageName[]; base: Record<Locale, string>; param: string; catchAll: boolean }>

/** The pages for each audience besides the plans', as the home page and the footer list them. */
export const AUDIENCE_PAGES = ['comparePlans', 'questions', 'students', 'colleges'] as const satisfies readonly PageName[]

export type PageGroup = keyof typeof PAGE_GROUPS
export type GroupPage<G extends PageGroup> = (typeof PAGE_GROUPS)[G]['pages'][number]

/** A page's address after its group's base, as segments ([] for the base itself). */
function segmentsOf(group: PageGroup, page: PageName, locale: Locale): string[] {
  return PAGE_PATHS[page][locale].slice(PAGE_GROUPS[group].base[locale].length).split('/').filter(Boolean)
}

/** The page of a group at these segments, if it has one there. */
export function pageAt<G extends PageGroup>(group: G, locale: Locale, segments: readonly string[] = []): GroupPage<G> | undefined {
  const key = segments.join('/')
  return PAGE_GROUPS[group].pages.find((name) => segmentsOf(group, name, locale).join('/') === key) as GroupPage<G> | undefined
}

/** An address no page of a language has: its title, and not to be indexed. */
export const unknownAddressMetadata = (copy: Copy): Metadata => ({ title: copy.notFound.title, robots: { index: false } })

type RouteProps = { params: Promise<Record<string, string | string[] | undefined>> }

/**
 * The exports of a group's route in one language (app/(en)/plans/[plan]/page.tsx and its
 * siblings): the group's pages as its static params, and each page's metadata and body.
 */
export function groupRoute<G extends PageGroup>(
  group: G,
  locale: Locale,
  { metadata, render }: { metadata: (page: GroupPage<G>) => Promise<Metadata> | Metadata; render: (page: GroupPage<G>) => ReactNode },
) {
  const { param, catchAll, pages } = PAGE_GROUPS[group]
  const page = async ({ params }: RouteProps) => pageAt(group, locale, [(await params)[param] ?? []].flat())
  return {
    generateStaticParams: () => pages.map((name) => segmentsOf(group, name, locale)).map((segments) => ({ [param]: catchAll ? segments : segments[0] })),
    // Any other address under the route is rendered when asked for, as the 404 of its language.
    generateMetadata: async (props: RouteProps) => {
      const found = await page(props)
      return found === undefined ? unknownAddressMetadata(COPY[locale]) : metadata(found)
    },
    Page: async (props: RouteProps) => {
      const found = await page(props)
      if (found !== undefined) return render(found)
      // Loaded only to answer an unknown address, so this module stays free of server-only code.
      const { UnknownAddress } = await import('@/components/page-not-found')
      return createElement(UnknownAddress, { copy: COPY[locale] })
    },
  }
}
