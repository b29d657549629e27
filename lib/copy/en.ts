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
      return `You can enroll until the end of the day on ${formatDate(status.closesOn)} (Central time).`
    case 'newborns':
      return `You can still enroll a newborn until the end of the day on ${formatDate(status.newbornsThrough)} (Central time), at this year's prices. The child must be under 1 year old on the day you enroll. General enrollment opens again ${monthDay(status.opensOn)}.`
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
      return `Newborns only until ${formatDate(status.newbornsThrough)}; general enrollment from ${formatDate(status.opensOn)}`
    case 'closed':
      return `Enrollment opens ${formatDate(status.opensOn)}`
  }
}

const FUND_ACTIONS = { open: 'Enroll', newborns: 'Enroll a newborn', closed: 'Learn more' } as const

const CALENDAR_EVENTS: Record<EnrollmentDateKind, string> = {
  closes: 'Texas Tuition Promise Fund: last day to enroll (until the end of the day, Central time)',
  newbornsClose: 'Texas Tuition Promise Fund: last day to enroll a newborn (until the end of the day, Central time)',
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
  jsonLdDescription: `The ${AGENCY_NAME}' prepaid tuition and college savings programs, administered by the Texas Prepaid Higher Education Tuition Board.`,
  homeHeading: 'Find your plan',
  plans: {
    kinds: {
      prepaid: "Tuition at Texas public colleges, locked in at today's prices",
      savingsDirect: 'Invested savings for any eligible school, sold directly',
      savingsAdvisor: 'Invested savings for any eligible school, through a financial advisor',
    },
    enrollment: {
      yearRound: 'Open all year',
      closed: 'Closed to new enrollment',
    },
    fundNow,
    actions: { open: 'Open an account', openThroughAdvisor: 'Open with an advisor', logIn: 'Log in', enroll: (status) => FUND_ACTIONS[status.phase] },
    englishSiteMark: '',
    accountOwnersLead: 'If you have a contract, call',
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
  rules: {
    fundHow: 'Enroll on the fund’s website or by mail.',
    fundWindow:
      'General enrollment runs from Sept. 1 to the last day of February. From March 1 to July 31, you can still enroll a newborn (a child under 1 year old on the day you enroll), at this year’s prices.',
    fundBuyers:
      'If the child (the beneficiary: the student the plan is for) lives in Texas, any U.S. citizen or resident alien 18 or older can buy units for them, grandparents included. If the child lives outside Texas, the buyer must be the child’s parent and live in Texas.',
    fundCharities: 'Charities that give scholarships can buy units too.',
    fundResidencyFixed: 'If the family later moves away from Texas, the units still pay at the Texas resident rate: residency is set when the units are bought.',
    fundUnits:
      'You buy tuition units. Each pays a fixed share of a year’s undergraduate tuition and required fees (fees every student pays, not those for one course) at a Texas public college or university, at the resident rate, whatever they cost then.',
    fundExcluded: 'Units do not pay at medical and dental schools or other health-related institutions.',
    fundUnitTypes:
      'Units come in three types. 100 Type I units pay for a year (30 semester hours) at the most expensive Texas public university; Type II, at an average-priced public university; Type III, at an average-priced community college. A school that costs more takes more units.',
    fundTransferValue:
      'At a private or out-of-state college, a Texas medical or dental school, a career school or a registered apprenticeship program, the fund pays a transfer value instead: the lesser of what the units would pay at a Texas public college and what you paid for them, plus or minus the fund’s earnings. It may not cover the whole bill.',
    fundHolding: 'Units can be used only after a three-year holding period.',
    fundTerm: 'A contract ends 10 years after the date the child was expected to finish high school, plus any time on active military duty.',
    fundNeedIds: 'For you and the child: Social Security numbers, dates of birth, mailing address and phone number',
    fundNeedBank: 'Your bank’s routing number and your bank account number',
    fundNeedUnits: 'Which type of units to buy, how many, and whether to pay at once or monthly',
    fundPayment:
      'Each semester, the purchaser (the account owner: the person who bought the units) must ask the fund to pay the school, in time for the fund to approve it before the school’s payment due date.',
    fundHowToAsk: 'The fund’s Student Handbook, on its website, says how to ask.',
    fundSchoolBilling: 'Once the fund approves, it tells the school that the student may use the units; the school then bills the fund for the tuition and required fees they cover.',
    fundAtSchool: 'The student tells the school’s billing office that the fund will pay, as the school asks: some schools want their own form each semester.',
    fundNotCovered: 'The fund does not pay for housing, meals, books, transportation or fees other than required fees: the family pays those.',
    savingsAccount: 'An investment account for college. What it is worth depends on the investments chosen: it can grow or lose value.',
    savingsExpenses:
      'The money can pay for tuition, fees, books, and room and board (for a student enrolled at least half-time) at any eligible college, university or technical school, in Texas or elsewhere.',
    savingsBuyers:
      'Any U.S. citizen or permanent resident alien 18 or older with a Social Security number can open an account, wherever they live: parents, grandparents, other relatives and friends.',
    savingsBeneficiary: 'The student the account is for (the beneficiary) can be any age, and can be you.',
    advisorCharges: 'An advisor may charge for their advice: ask what you will pay before you open the account.',
    tcspHow: 'Open an account yourself on the plan’s website, any day of the year.',
    lonestarHow: 'A financial advisor who offers the plan opens the account with you, any day of the year.',
    savingsDeposits: 'You choose how much to put in, at once or by automatic deposits.',
    savingsNeedOwner: 'Your Social Security number, date of birth and address',
    savingsNeedStudent: 'The student’s name, date of birth and Social Security number',
    savingsNeedBank: 'Your bank’s routing number and your bank account number, to pay from your bank',
    lonestarNeedAdvisor: 'A financial advisor who offers the plan',
    savingsPayment:
      'To pay a school, the account owner (the person who opened the account) asks the plan for a withdrawal, online or on a form; the plan pays the school, the student or the account owner.',
    outOfStateTax: 'If you or the student live outside Texas, check whether your own state gives tax benefits only for its own 529 plan: a tax adviser can tell you.',
    tgtpClosed: 'No one can join: the plan has been closed to new enrollment since 2003.',
    tgtpPays:
      'Each contract pays tuition and required fees (fees every student pays) as its terms say: at Texas public colleges and universities, or an amount its terms set at other schools.',
    tgtpWorth: 'A contract pays the tuition it covers at a Texas public college or university, however much tuition has risen since it was bought.',
    tgtpTerm: 'A contract ends 10 years after the date the student was expected to finish high school; what is left is refunded, without earnings.',
    tgtpPayment: 'Each time the student registers, the student tells the college that they will use the contract; the college then bills the plan.',
    tgtpCheckBill: 'Each term, check that the plan’s credit is on the student’s bill, and pay whatever the plan does not cover.',
    tgtpOutOfState:
      'For a college outside Texas, fill in the plan’s Intent to Enroll in an Out-of-State College or University form, in the First Time in College packet on its website.',
    administrator: 'The Texas Prepaid Higher Education Tuition Board, in the Comptroller’s office, administers all four plans.',
    texasAccessibility: 'Texas asks its agencies’ websites to meet WCAG 2.0 at level AA (1 TAC §206.50, through the federal Section 508 standards).',
    adaAccessibility: 'The Americans with Disabilities Act’s rule of April 2024 asks state and local governments’ websites to meet WCAG 2.1 at level AA.',
  },
  sources: { heading: 'Sources', checked: (date) => `Checked against these sources on ${formatDate(date)}.` },
  sample: { mark: '(sample)', article: 'Sample text, for trying out the site: not the program’s words or figures.' },
  planPages: {
    caption: 'The plans',
    description: (plan) => `${plan}: what it buys, who can join, how and when to join, this year's figures, and how account owners log in.`,
    closedDescription: 'Texas Guaranteed Tuition Plan: closed to new enrollment since 2003. What its contracts pay for, and how contract holders reach the plan.',
    headings: {
      buys: 'What it buys',
      who: 'Who can join',
      how: 'How and when to join',
      need: 'What you will need',
      owners: 'If you have an account',
      contractHolders: 'If you have a contract',
    },
    logInLead: 'Log in on the plan’s website',
    closedSiteLink: 'Go to the plan’s website',
    ownersCall: 'Or call us toll-free at',
    closedLead: 'Call us toll-free at',
    openPlansLink: 'See the plans you can join',
    compareLink: 'Compare the four plans',
    plans: {
      texasCollegeSavingsPlan: { lead: 'A 529 college savings plan you open yourself, online, any day of the year.' },
      lonestar529Plan: { lead: 'A 529 college savings plan you open through a financial advisor.' },
      texasTuitionPromiseFund: { lead: 'A prepaid tuition plan: you buy tuition at this year’s prices, to use at a Texas public college or university later.' },
      texasGuaranteedTuitionPlan: { lead: 'The state’s first prepaid tuition plan, closed to new enrollment. Its contracts still pay for the students they were bought for.' },
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
      anyDay: 'Any day of the year',
      closed: 'Closed',
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
      lead: 'Answers to questions families often ask.',
    },
    students: {
      title: 'Using a plan at college',
      description: 'For students and families paying for college with a Texas prepaid tuition or college savings plan: how to get each plan to pay the school, when, and whom to call.',
      lead: 'For students, and the families paying for college with a plan: how to get each plan to pay the school, and when.',
    },
    colleges: {
      title: 'For colleges and universities',
      description: 'For the financial aid, business and registrar offices of colleges and universities paid by the Texas prepaid tuition and college savings plans.',
      lead: 'For the financial aid, business and registrar offices that receive the plans’ payments.',
    },
  },
  call: { option: (option) => `option ${option}`, or: ' or ' },
  usingPlan: {
    ask: {
      texasTuitionPromiseFund: 'Ask the fund to pay, on its website',
      texasGuaranteedTuitionPlan: 'How to use a contract, on the plan’s website',
      texasCollegeSavingsPlan: 'Texas College Savings Plan: how to ask for a withdrawal',
      lonestar529Plan: 'LoneStar 529 Plan: how to ask for a withdrawal',
    },
    call: 'Or call us toll-free at',
    whenNeeded: 'Ask whenever a bill is due, in time for the payment to reach the school by its due date.',
    atSchool: 'At the school:',
    and: ' and ',
  },
  schools: {
    contactHeading: 'Contact for school offices',
    call: 'Call our line for school offices at',
    write: 'Or e-mail',
    billing: 'Ask us where to send a bill and what it must show.',
    heading: 'How each plan pays your institution',
    bills: { school: 'Your office bills the plan.', accountOwner: 'Nothing to bill: the plan pays when the account owner asks.' },
    fromStudent: 'What you need from the student:',
  },
  questions: { call: 'For your own situation, call us toll-free at', nextStep: 'Ask us about this' },
  accessibility: {
    title: 'Accessibility statement',
    description: 'How accessible this website is, how we check it, what is not yet accessible, and how to get help.',
    scope: 'This statement covers this website, not the plans’ own websites, where you open an account or log in.',
    standardHeading: 'How accessible this site is',
    status:
      'This website is partially compliant with the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA: the exceptions are listed under “What is not yet accessible”.',
    superset: 'WCAG 2.1 at level AA includes everything WCAG 2.0 at level AA asks.',
    canDo: 'You should be able to:',
    abilities: [
      'use every page with a keyboard alone',
      'zoom in to 400% and read every page on a screen 320 pixels wide without scrolling sideways',
      'use every page with a screen reader, in English or in Spanish',
      'print any page, and keep the addresses of its links',
    ],
    checksHeading: 'How we check it',
    checks: [
      'Automated tests open every page, in both languages and in each of its states (such as when plan information cannot load), in a real browser. They check each page with the axe accessibility checker and an HTML checker, at 320 pixels wide, by keyboard, and in print.',
      'People look at each new page on a phone, on a computer and on paper.',
    ],
    limitsHeading: 'What is not yet accessible',
    limits: [
      'The plans’ websites, where you open an account or log in, are run by the plans. This statement does not cover them.',
      'Articles the program’s editors publish are checked when the site shows them, but a table or a document they link to may not yet meet every rule.',
      'The site has not yet been tested with disabled visitors.',
    ],
    helpHeading: 'Get help, or tell us about a problem',
    help: 'If something on this site does not work for you, or you need its information in another format, write to',
    coordinator: { masculine: 'our accessibility coordinator', feminine: 'our accessibility coordinator' },
    at: 'at',
    relay: 'or call us toll-free at',
    relayTexas: 'If you are deaf, hard of hearing or have a speech disability, call through Relay Texas at 711.',
    complaintHeading: 'If you are not happy with our answer',
    complaint: 'You can file a complaint with the U.S. Department of Justice, which enforces the Americans with Disabilities Act:',
    complaintLink: 'File an ADA complaint (ADA.gov)',
    dateHeading: 'This statement',
    prepared: ({ prepared, reviewed }) => `Prepared ${formatDate(prepared)}; last reviewed ${formatDate(reviewed)}.`,
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
        hint: 'A prepaid plan locks in the price of tuition at Texas public colleges; at other schools it pays a transfer value, no more than the units would pay at a Texas public college, which may not cover the whole bill. A savings plan is invested, so it can grow or lose value.',
      },
      guideWho: { title: 'Where does the child live, and who is buying?', short: 'Who is buying' },
      guideSavings: { title: 'Do you want to open the account yourself, or through a financial advisor?', short: 'Yourself or an advisor' },
      guideSavingsOnly: {
        title: 'Do you want to open a savings account yourself, or through a financial advisor?',
        short: 'A savings plan',
        hint: 'You can’t buy the Texas Tuition Promise Fund for this child, but you can open either savings plan.',
      },
      guideFund: { title: 'Texas Tuition Promise Fund', short: 'Texas Tuition Promise Fund' },
      guideDirect: { title: 'Texas College Savings Plan', short: 'Texas College Savings Plan' },
      guideAdvisor: { title: 'LoneStar 529 Plan', short: 'LoneStar 529 Plan' },
      guideDirectOnly: { title: 'Texas College Savings Plan', short: 'Texas College Savings Plan' },
      guideAdvisorOnly: { title: 'LoneStar 529 Plan', short: 'LoneStar 529 Plan' },
      guideAccount: { title: 'Go to your account', short: 'Your account' },
      guideCall: { title: 'Talk it over with us', short: 'Call us', hint: 'We can explain how the plans differ.' },
    },
    answers: {
      haveAccount: 'Yes, I have an account',
      startSaving: 'No, I want to start one',
      tuition: "Tuition at a Texas public college or university, at this year's prices",
      anySchool: 'Any eligible school, in Texas or elsewhere, from invested savings',
      childInTexas: 'The child lives in Texas',
      parentInTexas: 'The child lives outside Texas, and I am their parent and live in Texas',
      neither: 'The child lives outside Texas, and I am not their parent, or I do not live in Texas (a grandparent, say)',
      direct: 'Myself',
      advisor: 'Through a financial advisor, who may charge for advice',
      notSure: "I'm not sure",
    },
    whyHeading: 'Why this plan',
    reasons: {
      tuition: "You want tuition at a Texas public college or university, at this year's prices.",
      fundOpen: 'The fund can be bought for this child: they live in Texas, or you are their parent and live in Texas.',
      anySchool: 'You want invested savings that can pay any eligible school, in Texas or elsewhere.',
      fundNotForYou: 'You can’t buy the Texas Tuition Promise Fund for this child, but you can open a savings plan.',
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
