import type { CalendarDate, EnrollmentDateKind, EnrollmentStatus } from '../enrollment-window'
import type { BrowserErrorCopy, Copy, PhoneHours } from './types'

const SITE_NAME = 'Texas Prepaid Tuition and College Savings Plans'
const AGENCY_NAME = 'Texas Comptroller of Public Accounts'

const MONTHS = ['Jan.', 'Feb.', 'March', 'April', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.']

/** "Feb. 28, 2027", "July 31, 2027", "Sept. 1, 2027": AP style, as the plan's own materials write dates. */
function formatDate({ year, month, day }: CalendarDate): string {
  return `${MONTHS[month - 1]} ${day}, ${year}`
}

/** "Sept. 1": within a notice that names the year once. */
const monthDay = ({ month, day }: CalendarDate) => `${MONTHS[month - 1]} ${day}`

/** What a family can still do, and by when, first; in the newborn months, the age rule and why now, then the reopening. */
function enrollmentMessage(status: EnrollmentStatus): string {
  switch (status.phase) {
    case 'open':
      return `You can enroll until midnight Central on ${formatDate(status.closesOn)}.`
    case 'newborns':
      return `You can still enroll a newborn until midnight Central on ${formatDate(status.newbornsThrough)}, at this year's prices. The child must be under 1 year old on the day you enroll. General enrollment opens again ${monthDay(status.opensOn)}.`
    case 'closed':
      return `You can enroll from ${formatDate(status.opensOn)}, when enrollment opens.`
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
  shortName: 'Texas Prepaid Tuition',
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
    helpCall: ' or call us toll-free at',
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
  planPages: {
    caption: 'The plans',
    description: (plan) => `${plan}: what it buys, who can join, how and when to join, this year's figures, and how account owners log in.`,
    headings: { buys: 'What it buys', who: 'Who can join', how: 'How and when to join', need: 'What you will need', owners: 'If you have an account' },
    logInLead: 'Log in on the plan’s website',
    ownersCall: 'Or call us toll-free at',
    ownersOption: (option) => `, option ${option}.`,
    closedLead: 'Call us toll-free at',
    openPlansLink: 'See the plans you can join',
    compareLink: 'Compare the four plans',
    plans: {
      texasCollegeSavingsPlan: {
        lead: 'A 529 college savings plan you open yourself, online, any day of the year.',
        buys: [
          'An investment account for college. You choose the investments, and the account can grow or lose value.',
          'The money can pay for tuition, fees, books, and room and board at any eligible college, university or technical school, in Texas or elsewhere.',
        ],
        who: [
          'Any U.S. citizen or permanent resident 18 or older, wherever they live: parents, grandparents, other relatives and friends.',
          'The student can be any age, and can be you.',
        ],
        how: ['Open an account on the plan’s website, any day of the year. You choose the investments and how much to put in, once or by automatic deposits.'],
        need: [
          'Your Social Security or taxpayer identification number, date of birth and U.S. address',
          'The student’s name, date of birth and Social Security number',
          'Your bank’s routing number and your account number, to pay from your bank',
        ],
      },
      lonestar529Plan: {
        lead: 'A 529 college savings plan you open through a financial advisor.',
        buys: [
          'An investment account for college, whose investments you choose with your financial advisor. The account can grow or lose value.',
          'The money can pay for tuition, fees, books, and room and board at any eligible college, university or technical school, in Texas or elsewhere.',
        ],
        who: [
          'Any U.S. citizen or permanent resident 18 or older, wherever they live: parents, grandparents, other relatives and friends.',
          'An advisor may charge for their advice: ask what you will pay before you open the account.',
        ],
        how: ['Ask a financial advisor who offers the LoneStar 529 Plan. They open the account with you, any day of the year.'],
        need: [
          'A financial advisor who offers the plan',
          'Your Social Security or taxpayer identification number, date of birth and U.S. address',
          'The student’s name, date of birth and Social Security number',
        ],
      },
      texasTuitionPromiseFund: {
        lead: 'A prepaid tuition plan: you buy tuition at this year’s prices, to use at a Texas public college or university later.',
        buys: [
          'Tuition units, at this year’s prices. Units pay undergraduate resident tuition and required fees at Texas public colleges and universities (except medical and dental schools), however much they rise by then.',
          'At a private or out-of-state school, the plan pays a transfer value instead, which may cover less.',
        ],
        who: [
          'If the child (the beneficiary) lives in Texas, any U.S. citizen or permanent resident 18 or older can buy units for them, a grandparent included.',
          'If the child lives outside Texas, the buyer must be the child’s parent and live in Texas.',
        ],
        how: [
          'Enroll on the fund’s website, or by mail, from Sept. 1 to the last day of February.',
          'From March 1 to July 31, you can still enroll a newborn (a child under 1 year old on the day you enroll), at this year’s prices.',
        ],
        need: [
          'Your and the child’s Social Security numbers, dates of birth, mailing address and phone number',
          'Your bank’s routing number and your account number',
          'Which type of units to buy, how many, and whether to pay at once or monthly',
        ],
      },
      texasGuaranteedTuitionPlan: {
        lead: 'The state’s first prepaid tuition plan, closed to new enrollment. Its contracts still pay for the students they were bought for.',
        buys: ['Each contract pays college tuition and required fees as its terms say: at Texas public colleges and universities, or a set amount at other schools.'],
        who: ['No one can join: the plan is closed to new enrollment.'],
        how: [],
        need: [],
      },
    },
  },
  compare: {
    title: 'Compare the plans',
    description: 'The four Texas prepaid tuition and college savings plans side by side: what each pays for, who can join, when, and how.',
    caption: 'The four plans side by side',
    intro: 'Three plans are open to new accounts; the fourth serves the contracts it already has.',
    headings: {
      kind: 'Kind of plan',
      pays: 'What it pays for',
      worth: 'What it is worth',
      who: 'Who can join',
      when: 'When to join',
      how: 'How to join',
      call: 'Account owners call',
    },
    rows: {
      kind: { prepaid: 'Prepaid tuition', savingsDirect: '529 college savings', savingsAdvisor: '529 college savings, through an advisor' },
      pays: {
        prepaid: 'Tuition and required fees at Texas public colleges and universities; a transfer value at other schools',
        savings: 'Tuition, fees, books, and room and board at any eligible school',
      },
      worth: { prepaid: 'Tuition at the price paid, however much it rises', savings: 'What the investments are worth: it can grow or lose value' },
      who: {
        window: 'Anyone, for a child who lives in Texas; a parent living in Texas, for a child elsewhere',
        yearRound: 'Anyone 18 or older, wherever they live',
        closed: 'No one: closed to new enrollment',
      },
      when: { window: 'Sept. 1 to the last day of February; newborns until July 31', yearRound: 'Any day of the year', closed: 'Closed' },
      how: { prepaid: 'Online or by mail', savingsDirect: 'Online, yourself', savingsAdvisor: 'Through a financial advisor', closed: 'Closed' },
      call: (option) => `Option ${option}`,
    },
    figures: 'Prices, fees and minimums change each year: each plan’s page gives this year’s.',
    cost: { heading: 'What it costs', link: 'This year’s prices and fees', closed: 'Closed to new enrollment' },
    scrollLabel: 'Plans compared: scroll to see every plan',
  },
  subjects: {
    questions: {
      title: 'Common questions',
      description: 'Answers to common questions about the Texas prepaid tuition and college savings plans: grandparents, gifts, moving, and more.',
      lead: 'Answers to questions families often ask. For your own situation, call us toll-free at',
    },
    students: {
      title: 'Using a plan at college',
      description: 'For students and families paying for college with a Texas prepaid tuition or college savings plan: how a plan pays, and whom to call.',
      lead: 'For students, and the families paying for college with a plan: how a plan pays, and whom to call.',
    },
    colleges: {
      title: 'For colleges and universities',
      description: 'For the financial aid, business and registrar offices of colleges and universities paid by the Texas prepaid tuition and college savings plans.',
      lead: 'For the financial aid, business and registrar offices that receive the plans’ payments.',
    },
  },
  studentsCall: 'Questions about an account? Call us toll-free at',
  collegesContact: { call: 'Questions from your office? Call us toll-free at', write: 'or e-mail' },
  accessibility: {
    title: 'Accessibility statement',
    description: 'How accessible this website is, how we check it, what is not yet accessible, and how to get help.',
    scope: 'This statement covers this website. The plans’ own websites, where you open an account or log in, have their own.',
    standardHeading: 'How accessible this site is',
    standard:
      'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA: the standard the Americans with Disabilities Act’s rule for state websites sets, and that Texas asks of its agencies’ sites (1 TAC Chapters 206 and 213).',
    canDo: 'You should be able to:',
    abilities: [
      'use every page with a keyboard alone',
      'zoom in to 400% and read every page on a screen 320 pixels wide without scrolling sideways',
      'use every page with a screen reader, in English or in Spanish',
      'print any page, and keep the addresses of its links',
    ],
    checksHeading: 'How we check it',
    checks: [
      'Before any change goes live, automated tests open every page, in both languages and in each of its states (such as when plan information cannot load), in a real browser. They check each page with the axe accessibility checker and an HTML checker, at 320 pixels wide, by keyboard, and in print.',
      'People look at each new page on a phone, on a computer and on paper.',
    ],
    limitsHeading: 'What is not yet accessible',
    limits: [
      'The plans’ websites, where you open an account or log in, are run by the plans and are in English only. This statement does not cover them.',
      'Articles the program’s editors publish are checked when the site shows them, but a table or a document they link to may not yet meet every rule.',
      'The site has not yet been tested with disabled visitors.',
    ],
    helpHeading: 'Get help, or tell us about a problem',
    help: 'If something on this site does not work for you, or you need its information in another format, write to',
    coordinator: { masculine: 'our accessibility coordinator', feminine: 'our accessibility coordinator' },
    at: 'at',
    relay: 'or call us toll-free at',
    relayTexas: 'If you are deaf or hard of hearing, call through Relay Texas at 711.',
    dateHeading: 'This statement',
    prepared: (date) => `Prepared ${formatDate(date)}, and reviewed the same day.`,
    policy: 'The Comptroller’s accessibility policy covers all of the agency’s websites:',
    policyLink: 'Accessibility Policy',
  },
  audiences: {
    heading: 'Help with the plans',
    links: {
      comparePlans: 'Compare the plans',
      questions: 'Common questions',
      students: 'Using a plan at college',
      colleges: 'For colleges and universities',
    },
    footer: { students: 'For students', colleges: 'For colleges' },
    statement: 'Accessibility statement',
  },
  guide: {
    caption: 'Which plan fits?',
    description: 'A few questions to find the Texas college savings or prepaid tuition plan that fits your family, and what to do next.',
    steps: {
      guide: { title: 'Do you already have an account with one of the plans?' },
      guideNew: {
        title: 'What should the money pay for?',
        short: 'What to pay for',
        hint: 'A prepaid plan locks in the price of tuition at Texas public colleges; at other schools it pays a transfer value, which may cover less. A savings plan is invested, so it can grow or lose value.',
      },
      guideWho: {
        title: 'Where does the child live, and who is buying?',
        short: 'Who is buying',
        hint: 'The Texas Tuition Promise Fund is for a child who lives in Texas, or whose parent lives in Texas and buys it.',
      },
      guideSavings: { title: 'Do you want to open the account yourself, or through a financial advisor?', short: 'Yourself or an advisor' },
      guideSavingsOnly: {
        title: 'Do you want to open a savings account yourself, or through a financial advisor?',
        short: 'A savings plan',
        hint: 'You can’t buy the Texas Tuition Promise Fund for this child, but anyone can open either savings plan, wherever they live.',
      },
      guideFund: { title: 'Texas Tuition Promise Fund', short: 'Texas Tuition Promise Fund' },
      guideDirect: { title: 'Texas College Savings Plan', short: 'Texas College Savings Plan' },
      guideAdvisor: { title: 'LoneStar 529 Plan', short: 'LoneStar 529 Plan' },
      guideDirectOnly: { title: 'Texas College Savings Plan', short: 'Texas College Savings Plan' },
      guideAdvisorOnly: { title: 'LoneStar 529 Plan', short: 'LoneStar 529 Plan' },
      guideAccount: { title: 'Go to your account', short: 'Your account' },
      guideCall: { title: 'Talk it over with us', short: 'Call us', hint: 'We can talk you through the plans and help you choose.' },
    },
    answers: {
      haveAccount: 'Yes, I have an account',
      startSaving: 'No, I want to start one',
      tuition: "Tuition at a Texas public college or university, at this year's prices",
      anySchool: 'Any eligible school, in Texas or elsewhere, from invested savings',
      childInTexas: 'The child lives in Texas',
      parentInTexas: 'The child lives outside Texas, and I am their parent and live in Texas',
      neither: 'The child lives outside Texas, and I am not their parent living in Texas (a grandparent, say)',
      direct: 'Myself',
      advisor: 'Through a financial advisor, who may charge for advice',
      notSure: "I'm not sure",
    },
    whyHeading: 'Why this plan',
    reasons: {
      tuition: "You want tuition at a Texas public college or university, at this year's prices.",
      fundOpen: 'The fund can be bought for this child: they live in Texas, or you are their parent and live in Texas.',
      anySchool: 'You want invested savings that can pay any eligible school, in Texas or elsewhere.',
      fundNotForYou: 'You can’t buy the Texas Tuition Promise Fund for this child, but anyone can open a savings plan.',
      direct: 'You want to open the account yourself, online, with no advisor.',
      advisor: 'You want a financial advisor’s help. An advisor may charge for it: ask what you will pay.',
    },
    combine: 'You can have more than one plan: many families lock in tuition with the Texas Tuition Promise Fund and save for books, room and board in a savings plan.',
    planPageLink: 'More about this plan: what you will need, and this year’s figures',
    call: 'Call us toll-free at',
    startAgain: 'Start again',
    allPlans: 'See all the plans',
    notSure: 'Not sure? Call us toll-free at',
  },
  tollFreeDisplay: (tollFree) => tollFree.display,
  phoneHours,
  loading: 'Loading plan information…',
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
    copyright: `© 2008 ${AGENCY_NAME}.`,
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
  reportProblem: {
    link: 'Report a problem with this page',
    next: 'This opens an e-mail to our help mailbox. Tell us what is wrong or missing.',
    subject: (address) => `Problem with a page: ${address ?? 'page not found'}`,
    body: (address) => `${address ? `Page: ${address}` : 'Address I tried:'}\n\nWhat is wrong or missing:\n`,
  },
} as const satisfies Copy

/** What a browser shows when a page fails there (app/global-error.tsx). */
export const BROWSER_ERROR_EN: BrowserErrorCopy = {
  title: 'This page could not load',
  message: 'Reload the page to try again.',
  homeLink: 'Go to the home page',
}
