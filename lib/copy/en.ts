import type { CalendarDate, EnrollmentDateKind, EnrollmentStatus } from '../enrollment-window'
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

/** The fund's card: who can enroll now, in the notice's phase. */
function fundNow(status: EnrollmentStatus): string {
  switch (status.phase) {
    case 'open':
      return `Open through ${formatDate(status.closesOn)}`
    case 'newborns':
      return `Newborns only until ${formatDate(status.newbornsThrough)}; everyone from ${formatDate(status.opensOn)}`
    case 'closed':
      return `Enrollment opens ${formatDate(status.opensOn)}`
  }
}

const FUND_ACTIONS = { open: 'Enroll', newborns: 'Enroll a newborn', closed: 'Learn more' } as const

const CALENDAR_EVENTS: Record<EnrollmentDateKind, string> = {
  closes: 'Texas Tuition Promise Fund: last day to enroll (until midnight Central)',
  newbornsClose: 'Texas Tuition Promise Fund: last day to enroll a newborn (until midnight Central)',
  opens: 'Texas Tuition Promise Fund: enrollment opens',
}

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
      prepaid: "Tuition at Texas public colleges, locked in at today's prices",
      savingsDirect: 'Invested savings for any eligible school, sold directly',
      savingsAdvisor: 'Invested savings for any eligible school, through a financial advisor',
    },
    enrollment: {
      yearRound: 'Open all year',
      window: 'Enrollment Sept. 1 to the last day of February; newborns until July 31',
      closed: 'Closed to new enrollment',
    },
    fundNow,
    actions: { open: 'Open an account', logIn: 'Log in', enroll: (status) => FUND_ACTIONS[status.phase] },
    englishSiteMark: '',
    accountOwnersLead: 'Account owners: call',
    accountOwnersOption: (option) => `, option ${option}`,
    helpLead: 'Not sure which plan fits?',
    guideLink: 'Answer a few questions',
    helpCall: 'or call us toll-free at',
    helpOr: 'or see',
    helpContactLink: 'all the ways to contact us',
  },
  enrollment: {
    title: 'Texas Tuition Promise Fund',
    message: enrollmentMessage,
    link: (status) => ENROLLMENT_LINKS[status.phase],
    calendarLink: 'Add the dates to your calendar',
  },
  calendar: {
    name: 'Texas Tuition Promise Fund enrollment',
    events: CALENDAR_EVENTS,
    description: "The fund's website:",
  },
  guide: {
    caption: 'Which plan fits?',
    description: 'A few questions to find the Texas college savings or prepaid tuition plan that fits your family, and what to do next.',
    steps: {
      guide: { title: 'Do you already have an account with one of the plans?' },
      guideNew: {
        title: 'What should the money pay for?',
        short: 'What to pay for',
        hint: 'A prepaid plan locks in the price of tuition. A savings plan is invested, so it can grow or lose value.',
      },
      guideSavings: { title: 'Do you want to open the account yourself, or through a financial advisor?', short: 'Yourself or an advisor' },
      guideFund: { title: 'Texas Tuition Promise Fund', short: 'Texas Tuition Promise Fund' },
      guideDirect: { title: 'Texas College Savings Plan', short: 'Texas College Savings Plan' },
      guideAdvisor: { title: 'LoneStar 529 Plan', short: 'LoneStar 529 Plan' },
      guideAccount: { title: 'Go to your account', short: 'Your account' },
      guideCall: { title: 'Talk it over with us', short: 'Call us', hint: 'We can talk you through the plans and help you choose.' },
    },
    answers: {
      haveAccount: 'Yes, I have an account',
      startSaving: 'No, I want to start one',
      tuition: "Tuition at a Texas public college or university, at today's prices",
      anySchool: 'Any eligible school, in Texas or elsewhere, from invested savings',
      direct: 'Myself',
      advisor: 'Through a financial advisor',
      notSure: "I'm not sure",
    },
    call: 'Call us toll-free at',
    startAgain: 'Start again',
    allPlans: 'See all the plans',
    notSure: 'Not sure? Call us toll-free at',
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
