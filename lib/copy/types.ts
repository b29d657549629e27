import type { ContactDirectory } from '../contact-directory'
import type { CalendarDate, EnrollmentDateKind, EnrollmentStatus } from '../enrollment-window'
import type { GuideAnswer, GuideReason, GuideStep } from '../guide'
import type { RuleId } from '../plan-rules'
import type { PlanKind, PlanPage } from '../plans'

import type { Locale } from '../page-paths'

export type { Locale }

/** The roles of the staff on Contact Us (the contact directory); each language names them. */
export type StaffRole = ContactDirectory['staff'][number]['role']

/** How Spanish writes a person's title (the directory's `titleForm`); English has one form. */
export type TitleForm = ContactDirectory['staff'][number]['titleForm']

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

/** When the phone line is answered, Monday to Friday, Central time ("08:00", "17:00"). */
export type PhoneHours = NonNullable<ContactDirectory['tollFree']['hours']>

/** The page a browser shows when a page fails there (app/global-error.tsx): apart from Copy, so the browser gets only these words. */
export type BrowserErrorCopy = { title: string; message: string; homeLink: string }

/** A calendar date as this language writes it ("Feb. 28, 2027", "28 de febrero de 2027"). */
export type DateWords = (date: CalendarDate) => string

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
  /** After a page's own name in its title ("Contact Us | ..."): the site's name, which never changes. */
  titleSuffix: string
  /** The site's name where a title has room for a short one (the guide's first page), Texas included. */
  shortName: string
  agencyName: string
  skipLink: string
  /** The banner's lettering: the site's name, set as a title line and a subtitle line. */
  banner: { title: string; subtitle: string; navLabel: string }
  /** The social card's picture (public/), lettered in this language, and what it shows. */
  shareImage: { url: string; alt: string }
  /** The site's description: the home page's, the social card's and TRAIL's. */
  description: string
  /** TRAIL's Dublin Core subject line. */
  trailSubject: string
  jsonLdDescription: string
  /** The home page's heading: what a family comes to do. */
  homeHeading: string
  plans: {
    /** What each kind of plan buys, and how a family joins it. */
    kinds: Record<PlanKind, string>
    /** When a family can join the plans with no window (the fund's card says where its year stands: `fundNow`). */
    enrollment: Record<'yearRound' | 'closed', string>
    /** The Texas Tuition Promise Fund's card: who can enroll now, from the notice's status. */
    fundNow: (status: EnrollmentStatus) => string
    /** The plans' actions: what each link does at the plan's site (an advisor opens a LoneStar 529 Plan account). */
    actions: { open: string; openThroughAdvisor: string; logIn: string; enroll: (status: EnrollmentStatus) => string }
    /** After an action whose site is in English only: nothing in English, "(en inglés)" in Spanish. */
    englishSiteMark: string
    /** The closed plan's action: its contract holders call the toll-free number's option. */
    accountOwnersLead: string
    accountOwnersOption: (option: number) => string
    helpLead: string
    guideLink: string
    helpCall: string
    helpOr: string
    helpContactLink: string
  }
  enrollment: {
    title: string
    message: (status: EnrollmentStatus) => string
    /** The link to the fund's site: what a visitor can do there now. */
    link: (status: EnrollmentStatus) => string
    /** The link to the .ics file of the fund's dates, beside the notice. */
    calendarLink: string
  }
  /** The .ics file of the fund's dates (lib/enrollment-calendar.ts). */
  calendar: {
    name: string
    /** Each date's event, named by what happens that day. */
    events: Record<EnrollmentDateKind, string>
    description: string
  }
  /**
   * The plan rules the site states (lib/plan-rules.ts), each in the one wording every page that
   * states it shows: a sentence or two, with its key terms explained where a family meets them.
   */
  rules: Record<RuleId, string>
  /** A page's list of the documents its rules come from, and when they were checked there. */
  sources: { heading: string; checked: (date: CalendarDate) => string }
  /** What marks bundled sample content: after each sample name, and above a sample article. */
  sample: { mark: string; article: string }
  /** A plan's page (components/plan-page.tsx): what the site itself says of each plan, all year (its rules). */
  planPages: {
    caption: string
    description: (plan: string) => string
    /** The closed plan's: no one joins it. */
    closedDescription: string
    headings: { buys: string; who: string; how: string; need: string; owners: string; contractHolders: string }
    /** Where an open plan's account owners log in, and the toll-free number's option for them. */
    logInLead: string
    /** The closed plan's own site, where its contract holders find its forms and answers. */
    closedSiteLink: string
    ownersCall: string
    closedLead: string
    openPlansLink: string
    compareLink: string
    plans: Record<PlanPage, { lead: string }>
  }
  /** The four plans side by side (components/compare-plans.tsx), one row a question, in the plans' own words. */
  compare: {
    title: string
    description: string
    caption: string
    intro: string
    /** The cells that are labels; the others are the plans' rules (lib/plan-rules.ts, COMPARISON_RULES). */
    rows: { kind: Record<PlanKind, string>; anyDay: string; closed: string; call: (option: number) => string }
    headings: { kind: string; pays: string; worth: string; who: string; when: string; how: string; call: string }
    figures: string
    /** The row of what each plan costs: a link to each open plan's figures on its page (its CMS article), never a price in code. */
    cost: { heading: string; link: string; closed: string }
    /** The scroll box's name, unlike the table's, so a screen reader does not hear the caption twice. */
    scrollLabel: string
  }
  /** The pages of one subject whose body is a CMS article (components/subject-page.tsx). */
  subjects: Record<'questions' | 'students' | 'colleges', { title: string; description: string; lead: string }>
  /** Wherever a page says to call (components/call-us.tsx): a menu option, and the word between two. */
  call: { option: (option: number) => string; or: string }
  /** The students' page's own part (components/school-payment.tsx): how to get each plan to pay the school, and when. */
  usingPlan: {
    /** Each plan's link to where it is asked to pay (its own page on that, or its log-in); a savings plan's names it, as two stand side by side. */
    ask: Record<PlanPage, string>
    call: string
    /** When a savings plan pays: whenever its account owner asks. */
    whenNeeded: string
    atSchool: string
    /** Between two plans' names in a heading. */
    and: string
  }
  /** The colleges' page's own part: the line for school offices, and how each plan's payment reaches a school. */
  schools: {
    contactHeading: string
    call: string
    write: string
    /** What no plan publishes for schools that we can link: where a bill goes, what it shows. */
    billing: string
    heading: string
    /** Who starts the payment: the school's bill, or the account owner's request. */
    bills: Record<'school' | 'accountOwner', string>
    fromStudent: string
  }
  /** The common questions: the call line under the lead, and the link an answer with none of its own ends with (lib/faq.ts). */
  questions: { call: string; nextStep: string }
  /** The accessibility statement (components/accessibility-statement.tsx). */
  accessibility: {
    title: string
    description: string
    scope: string
    standardHeading: string
    /** Where the site stands against the standard ("partially compliant"), and why. */
    status: string
    /** That WCAG 2.1 AA holds WCAG 2.0 AA: the one meets both laws (the rules adaAccessibility, texasAccessibility). */
    superset: string
    canDo: string
    abilities: readonly string[]
    checksHeading: string
    checks: readonly string[]
    limitsHeading: string
    limits: readonly string[]
    helpHeading: string
    help: string
    /** Who the directory's accessibility coordinator is to the visitor ("our accessibility coordinator"). */
    coordinator: Record<TitleForm, string>
    at: string
    relay: string
    relayTexas: string
    /** Where a visitor can go when our answer does not resolve it. */
    complaintHeading: string
    complaint: string
    complaintLink: string
    dateHeading: string
    prepared: (dates: { prepared: CalendarDate; reviewed: CalendarDate }) => string
    policy: string
    policyLink: string
  }
  /** The home page's and the footer's links to the pages for each audience. */
  audiences: {
    heading: string
    links: Record<'comparePlans' | 'questions' | 'students' | 'colleges', string>
    /** The footer's shorter labels, so the footer stays short on a phone. */
    footer: Record<'students' | 'colleges', string>
    statement: string
  }
  /** "Which plan fits?" (lib/guide.ts): each step's heading, and each answer's words. */
  guide: {
    caption: string
    description: string
    /** Each step's heading, and the short name its page title gives it beside the guide's (the first step's title is the guide's). */
    steps: Record<GuideStep, { title: string; short?: string; hint?: string }>
    call: string
    answers: Record<GuideAnswer, string>
    /** An end page's "why": a sentence for each answer that led to its plan. */
    whyHeading: string
    reasons: Record<GuideReason, string>
    /** That a family can have a prepaid and a savings plan together. */
    combine: string
    planPageLink: string
    startAgain: string
    allPlans: string
    notSure: string
  }
  /** The toll-free number as this language prints it (the `tel:` link is the same). */
  tollFreeDisplay: (tollFree: ContactDirectory['tollFree']) => string
  /** When the phone line is answered (the directory's tollFree.hours), as one sentence. */
  phoneHours: (hours: PhoneHours) => string
  loading: string
  failure: { message: string; phoneLead: string }
  removed: { message: string; phoneLead: string }
  contact: {
    title: string
    description: string
    byPhone: string
    callTollFree: string
    chooseOption: string
    option: (option: number) => string
    /** Which languages the phone line serves (the directory's tollFree.languages). */
    phoneLanguages: (languages: readonly Locale[]) => string
    byEmail: string
    /** How soon e-mail is answered (the directory's generalHelp.replyWorkingDays). */
    emailReply: (workingDays: number) => string
    byPost: string
    staff: string
    extension: (extension: string) => string
    staffTitles: Record<StaffRole, Record<TitleForm, string>>
    accessibility: string
    coordinator: Record<TitleForm, string>
  }
  contactUs: string
  generalHelpLabel: string
  programContact: { title: string }
  footer: {
    disclaimer: string
    plansHeading: string
    policiesHeading: string
    stateHeading: string
    copyright: string
    links: Record<LinkKey, string>
  }
  notFound: { title: string; advice: string; goTo: string; homeLink: string; or: string; contactLink: string }
  /** Above the footer of every page (components/report-problem.tsx): an e-mail to the help mailbox, then the directory's reply time. */
  reportProblem: {
    link: string
    next: string
    /** The e-mail's subject and body, with the page's address; without one on the page-not-found page, which cannot know it. */
    subject: (address: string | undefined) => string
    body: (address: string | undefined) => string
  }
}
