import type { CalendarDate } from '../enrollment-window'

/** The site's two languages, as BCP 47 tags (`<html lang>`, hreflang). */
export type Locale = 'en' | 'es'

/** The roles of the staff on Contact Us (lib/contact-directory.ts); each language names them. */
export type StaffRole = 'programDirector' | 'planAdministrator' | 'customerServiceManager' | 'communicationsCoordinator'

/** The footer's links whose labels are the site's own words (plan names stay as registered). */
export type LinkKey =
  | 'privacy'
  | 'accessibility'
  | 'linking'
  | 'openRecords'
  | 'compact'
  | 'comptroller'
  | 'texasGov'
  | 'homelandSecurity'
  | 'trail'
  | 'fraud'

/**
 * Everything the site itself writes, in one language. Both dictionaries satisfy this type, so a
 * string with no Spanish counterpart fails the typecheck (and lib/copy/copy.test.ts).
 */
export type Copy = {
  locale: Locale
  /** This language's name in itself, as the other language's pages link to it. */
  languageName: string
  /** Open Graph's locale. */
  ogLocale: string
  siteName: string
  /** After a page's own name in its title ("Contact Us | ..."): short enough for 70 characters in all. */
  titleSuffix: string
  agencyName: string
  skipLink: string
  banner: {
    /** The banner's accessible name: what it shows, and where its link goes. */
    name: string
    /** The lettering: the wide strip's title line, the phone layout's title lines, the subtitle. */
    wideTitle: string
    narrowTitle: readonly string[]
    subtitle: string
  }
  /** The site's description: the home page's, the social card's and TRAIL's. */
  description: string
  /** TRAIL's Dublin Core subject line. */
  trailSubject: string
  jsonLdDescription: string
  enrollment: {
    title: string
    openThrough: (closesOn: CalendarDate) => string
    opensOn: (opensOn: CalendarDate) => string
  }
  loading: string
  helpContactLabel: string
  failure: { message: string; phoneLead: string }
  removed: { message: string; phoneLead: string; contactLead: string; contactLinkText: string }
  contact: {
    title: string
    description: string
    byPhone: string
    callTollFree: string
    chooseOption: string
    option: (option: number) => string
    byEmail: string
    staff: string
    extension: (extension: string) => string
    staffTitles: Record<StaffRole, string>
  }
  contactUs: string
  generalHelpLabel: string
  programContact: { title: string; tollFree: string; contactUsDetail: string }
  footer: {
    disclaimer: string
    plansHeading: string
    policiesHeading: string
    stateHeading: string
    coordinator: string
    copyright: string
    links: Record<LinkKey, string>
  }
  notFound: { title: string; advice: string; goTo: string; homeLink: string; or: string; contactLink: string }
}
