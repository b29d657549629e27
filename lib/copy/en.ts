import type { CalendarDate, EnrollmentStatus } from '../enrollment-window'
import type { BrowserErrorCopy, Copy, PhoneHours } from './types'

const SITE_NAME = 'Texas Prepaid Tuition and College Savings Plans'
const AGENCY_NAME = 'Texas Comptroller of Public Accounts'

const MONTHS: Record<number, string> = { 2: 'Feb.', 7: 'July', 9: 'Sept.' }

/** "Feb. 28, 2027", "July 31, 2027", "Sept. 1, 2027": the abbreviations the plan's own materials use. */
function formatDate({ year, month, day }: CalendarDate): string {
  return `${MONTHS[month]} ${day}, ${year}`
}

function enrollmentMessage(status: EnrollmentStatus): string {
  switch (status.phase) {
    case 'open':
      return `Enrollment is open through ${formatDate(status.closesOn)}.`
    case 'newborns':
      return `Enrollment opens again ${formatDate(status.opensOn)}. Until ${formatDate(status.newbornsThrough)}, you can still enroll a newborn (a child under 1 year old).`
    case 'closed':
      return `Enrollment opens ${formatDate(status.opensOn)}.`
  }
}

/** "8 a.m.", "5:30 p.m." (AP style, as the agency writes times) from "08:00", "17:30". */
export function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return `${hours % 12 || 12}${minutes === 0 ? '' : `:${String(minutes).padStart(2, '0')}`} ${hours < 12 ? 'a.m.' : 'p.m.'}`
}

const phoneHours = ({ opens, closes }: PhoneHours) => `Lines are open Monday to Friday, ${clockTime(opens)} to ${clockTime(closes)} Central time.`

const ENROLLMENT_LINKS = {
  open: "Enroll on the fund's website",
  newborns: "Enroll a newborn on the fund's website",
  closed: "Learn more on the fund's website",
} as const

/** What the site writes in English, tested verbatim. */
export const en = {
  locale: 'en',
  languageName: 'English',
  ogLocale: 'en_US',
  siteName: SITE_NAME,
  titleSuffix: SITE_NAME,
  agencyName: AGENCY_NAME,
  skipLink: 'Skip to main content',
  banner: { title: 'Texas Prepaid Tuition', subtitle: 'and College Savings Plans', navLabel: 'Contact and language' },
  shareImage: { url: '/share-en.png', alt: `${SITE_NAME}, ${AGENCY_NAME}` },
  description:
    "The Texas Comptroller's prepaid tuition and college savings plans: the Texas Guaranteed Tuition Plan, the Texas College Savings Plan, the LoneStar 529 Plan and the Texas Tuition Promise Fund.",
  trailSubject: 'Prepaid tuition; College savings plans; 529 plans; Higher education finance',
  jsonLdDescription: `The ${AGENCY_NAME}' prepaid tuition and college savings programs.`,
  homeHeading: 'Find your plan',
  plans: {
    kinds: {
      prepaid: 'Prepaid tuition plan',
      savingsDirect: 'College savings plan (529), sold directly',
      savingsAdvisor: 'College savings plan (529), through a financial advisor',
    },
    enrollment: {
      yearRound: 'Open all year',
      window: 'Enrollment Sept. 1 to the end of February',
      closed: 'Closed to new enrollment',
    },
    accountOwnersLead: 'Account owners: call',
    accountOwnersOption: (option) => `, option ${option}`,
    helpLead: 'Not sure which plan fits? Call us toll-free at',
    helpOr: 'or see',
    helpContactLink: 'all the ways to contact us',
  },
  enrollment: {
    title: 'Texas Tuition Promise Fund',
    message: enrollmentMessage,
    link: (status) => ENROLLMENT_LINKS[status.phase],
  },
  tollFreeDisplay: (tollFree) => tollFree.display,
  phoneHours,
  loading: 'Loading plan information…',
  helpContactLabel: 'Help and contact',
  failure: {
    // The specification's failure message, verbatim.
    message:
      "The content has failed to load. Our developers are working on fixing this problem. Please contact the Texas Comptroller's CloudApps team if the problem persists.",
    phoneLead: 'For help with your plan in the meantime, call us toll-free at',
  },
  removed: {
    message: 'There is no further plan information on this page right now.',
    phoneLead: 'For help with your plan, call us toll-free at',
  },
  contact: {
    title: 'Contact Us',
    description: 'Phone, e-mail and staff contacts for the Texas prepaid tuition and college savings plans.',
    byPhone: 'By phone',
    callTollFree: 'Call toll-free:',
    chooseOption: 'When you call, choose the option for your plan:',
    option: (option) => `Option #${option}`,
    phoneLanguages: (languages) =>
      languages.includes('es') ? (languages.includes('en') ? 'We answer calls in English and Spanish.' : 'We answer calls in Spanish.') : 'We answer calls in English.',
    byEmail: 'By e-mail',
    emailReply: (days) => `We answer e-mail within ${days} working day${days === 1 ? '' : 's'}.`,
    byPost: 'By mail',
    sampleMark: '(sample)',
    staff: 'Staff',
    extension: (extension) => `Extension ${extension}`,
    staffTitles: {
      programDirector: { masculine: 'Program Director', feminine: 'Program Director' },
      planAdministrator: { masculine: 'Plan Administrator', feminine: 'Plan Administrator' },
      customerServiceManager: { masculine: 'Customer Service Manager', feminine: 'Customer Service Manager' },
      communicationsCoordinator: { masculine: 'Communications Coordinator', feminine: 'Communications Coordinator' },
    },
    accessibility: 'Accessibility',
    coordinator: { masculine: 'Accessibility coordinator', feminine: 'Accessibility coordinator' },
  },
  contactUs: 'Contact Us',
  generalHelpLabel: 'General help mailbox',
  programContact: { title: 'Call or e-mail us' },
  footer: {
    disclaimer:
      "The plans do not guarantee that a beneficiary will be accepted at any college or university. Students must meet each college's normal admission requirements.",
    plansHeading: 'Plan websites',
    policiesHeading: 'About this site',
    stateHeading: 'State of Texas',
    // The specification's copyright year.
    copyright: `© 2008 ${AGENCY_NAME}. All rights reserved.`,
    links: {
      privacy: 'Privacy and Security Policy',
      accessibility: 'Accessibility Policy',
      linking: 'Linking Notice',
      openRecords: 'Open Records / Public Information',
      compact: 'Compact with Texans',
      comptroller: AGENCY_NAME,
      texasGov: 'Texas.gov',
      homelandSecurity: 'Texas Homeland Security',
      trail: 'TRAIL Statewide Search',
      // The State Auditor's fraud reporting site (its name would split the label on a phone).
      fraud: 'Report Fraud, Waste or Abuse',
    },
  },
  notFound: {
    title: 'Page not found',
    advice: 'If you typed the web address, check it is correct. If you pasted it, check you copied the whole address.',
    goTo: 'Go to the',
    homeLink: 'home page',
    or: 'or',
    contactLink: 'contact us',
  },
} as const satisfies Copy

/** What a browser shows when a page fails there (app/global-error.tsx). */
export const BROWSER_ERROR_EN: BrowserErrorCopy = {
  title: 'This page could not load',
  message: 'Reload the page to try again.',
  homeLink: 'Go to the home page',
}
