import type { CalendarDate, EnrollmentDateKind, EnrollmentStatus } from '../enrollment-window'
import type { BrowserErrorCopy, Copy, PhoneHours } from './types'
import { clockTime } from './en'

// Formal ("usted"), plain Spanish. Terminology follows the Comptroller's Spanish releases; usage
// and style follow USAGov en Español. The plans' registered names (Texas Tuition Promise Fund®,
// LoneStar 529 Plan...) stay as they are there.
const SITE_NAME = 'Planes de Matrícula Prepagada y Ahorro Universitario de Texas'
const AGENCY_NAME = 'Contralor de Cuentas Públicas de Texas'

// Every page's browser bundle holds BROWSER_ERROR_ES (app/global-error.tsx) and so whatever this
// file runs as it loads: nothing here is computed until it is used (no formatter made up front, the
// links' labels marked "(en inglés)" when read), so that bundle holds only those words.
// "28 de febrero de 2027". The date is a calendar day already in Texas time, so it is formatted in UTC.
const formatDate = ({ year, month, day }: CalendarDate) =>
  new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('es-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
// "31 de julio": within the sentence that names the year once.
const dayOf = ({ year, month, day }: CalendarDate) =>
  new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('es-US', { day: 'numeric', month: 'long', timeZone: 'UTC' })

function enrollmentMessage(status: EnrollmentStatus): string {
  switch (status.phase) {
    case 'open':
      return `La inscripción está abierta hasta el ${formatDate(status.closesOn)}.`
    case 'newborns':
      return `La inscripción general vuelve a abrir el ${formatDate(status.opensOn)}. Hasta el ${dayOf(status.newbornsThrough)}, todavía puede inscribir a un recién nacido (menor de un año).`
    case 'closed':
      return `La inscripción comienza el ${formatDate(status.opensOn)}.`
  }
}

// "8 a.m." as USAGov en Español writes times; the day and the zone in words (finding 15: «hora central»).
const phoneHours = ({ opens, closes }: PhoneHours) => `Horario de atención: de lunes a viernes, de ${clockTime(opens)} a ${clockTime(closes)}, hora central.`

/** Marks a link to a page that is in English only (USAGov en Español writes "(en inglés)"). */
const inEnglish = (label: string) => `${label} (en inglés)`

const ENROLLMENT_LINKS = {
  open: 'Inscríbase en el sitio web del fondo',
  newborns: 'Inscriba a un recién nacido en el sitio web del fondo',
  closed: 'Más información en el sitio web del fondo',
} as const

/** The fund's card: who can enroll now, in the notice's phase. */
function fundNow(status: EnrollmentStatus): string {
  switch (status.phase) {
    case 'open':
      return `Inscripción abierta hasta el ${formatDate(status.closesOn)}`
    case 'newborns':
      return `Hasta el ${dayOf(status.newbornsThrough)}, solo recién nacidos; para todos, desde el ${formatDate(status.opensOn)}`
    case 'closed':
      return `La inscripción vuelve a abrir el ${formatDate(status.opensOn)}`
  }
}

const FUND_ACTIONS = { open: 'Inscríbase', newborns: 'Inscriba a un recién nacido', closed: 'Más información' } as const

const CALENDAR_EVENTS: Record<EnrollmentDateKind, string> = {
  closes: 'Texas Tuition Promise Fund: último día para inscribirse (hasta la medianoche, hora central)',
  newbornsClose: 'Texas Tuition Promise Fund: último día para inscribir a un recién nacido (hasta la medianoche, hora central)',
  opens: 'Texas Tuition Promise Fund: se abre la inscripción',
}

/** "1-800-445-4723": the digits, since the letters of a vanity number mean nothing in Spanish. */
const digitsOf = (dial: string) => dial.replace(/^\+1(\d{3})(\d{3})(\d{4})$/, '1-$1-$2-$3')

const STAFF_TITLES = {
  programDirector: { masculine: 'Director del programa', feminine: 'Directora del programa' },
  planAdministrator: { masculine: 'Administrador de planes', feminine: 'Administradora de planes' },
  customerServiceManager: { masculine: 'Gerente de servicio al cliente', feminine: 'Gerente de servicio al cliente' },
  communicationsCoordinator: { masculine: 'Coordinador de comunicaciones', feminine: 'Coordinadora de comunicaciones' },
} as const

/** What the site writes in Spanish, tested verbatim. */
export const es = {
  locale: 'es',
  languageName: 'Español',
  ogLocale: 'es_US',
  siteName: SITE_NAME,
  titleSuffix: SITE_NAME,
  agencyName: AGENCY_NAME,
  skipLink: 'Saltar al contenido principal',
  banner: { title: 'Planes de Matrícula Prepagada', subtitle: 'y Ahorro Universitario de Texas', navLabel: 'Contacto e idioma' },
  shareImage: { url: '/share-es.png', alt: `${SITE_NAME}, ${AGENCY_NAME}` },
  description:
    'Los planes de matrícula prepagada y de ahorro universitario del Contralor de Texas: el Texas Guaranteed Tuition Plan, el Texas College Savings Plan, el LoneStar 529 Plan y el Texas Tuition Promise Fund.',
  trailSubject: 'Matrícula prepagada; Planes de ahorro universitario; Planes 529; Financiamiento de la educación superior',
  jsonLdDescription: `Los programas de matrícula prepagada y de ahorro universitario del ${AGENCY_NAME}.`,
  homeHeading: 'Encuentre su plan',
  plans: {
    kinds: {
      prepaid: 'Matrícula en universidades públicas de Texas, a precios de hoy',
      savingsDirect: 'Ahorro invertido para cualquier institución elegible, de venta directa',
      savingsAdvisor: 'Ahorro invertido para cualquier institución elegible, a través de un asesor financiero',
    },
    enrollment: {
      yearRound: 'Inscripción abierta todo el año',
      window: 'Inscripción del 1 de septiembre hasta el último día de febrero; recién nacidos, hasta el 31 de julio',
      closed: 'Ya no acepta nuevas inscripciones',
    },
    fundNow,
    actions: { open: 'Abra una cuenta', logIn: 'Inicie sesión', enroll: (status) => FUND_ACTIONS[status.phase] },
    englishSiteMark: ' (en inglés)',
    accountOwnersLead: 'Si ya tiene una cuenta, llame al',
    accountOwnersOption: (option) => `, opción ${option}`,
    helpLead: '¿No sabe qué plan le conviene?',
    guideLink: 'Responda unas preguntas',
    helpCall: 'o llámenos sin costo al',
    helpOr: 'o consulte',
    helpContactLink: 'todas las formas de comunicarse con nosotros',
  },
  enrollment: {
    title: 'Texas Tuition Promise Fund',
    message: enrollmentMessage,
    link: (status) => inEnglish(ENROLLMENT_LINKS[status.phase]),
    calendarLink: 'Agregue las fechas a su calendario',
  },
  calendar: {
    name: 'Inscripción en el Texas Tuition Promise Fund',
    events: CALENDAR_EVENTS,
    description: 'El sitio web del fondo (en inglés):',
  },
  guide: {
    caption: '¿Qué plan le conviene?',
    description: 'Unas preguntas para encontrar el plan de ahorro universitario o de matrícula prepagada de Texas que le conviene a su familia, y qué hacer después.',
    steps: {
      guide: { title: '¿Ya tiene una cuenta en alguno de los planes?' },
      guideNew: {
        title: '¿Para qué quiere usar el dinero?',
        short: 'Para qué es el dinero',
        hint: 'Un plan prepagado asegura el precio de la matrícula. Un plan de ahorro se invierte, así que su valor puede subir o bajar.',
      },
      guideSavings: { title: '¿Quiere abrir la cuenta directamente o a través de un asesor financiero?', short: 'Directamente o con un asesor' },
      guideFund: { title: 'Texas Tuition Promise Fund', short: 'Texas Tuition Promise Fund' },
      guideDirect: { title: 'Texas College Savings Plan', short: 'Texas College Savings Plan' },
      guideAdvisor: { title: 'LoneStar 529 Plan', short: 'LoneStar 529 Plan' },
      guideAccount: { title: 'Vaya a su cuenta', short: 'Su cuenta' },
      guideCall: { title: 'Hable con nosotros', short: 'Llámenos', hint: 'Podemos explicarle los planes y ayudarle a elegir.' },
    },
    answers: {
      haveAccount: 'Sí, ya tengo una cuenta',
      startSaving: 'No, quiero abrir una',
      tuition: 'La matrícula en una universidad pública de Texas, a precios de hoy',
      anySchool: 'Cualquier institución elegible, en Texas o en otro lugar, con ahorro invertido',
      direct: 'Directamente',
      advisor: 'A través de un asesor financiero',
      notSure: 'No lo sé',
    },
    call: 'Llámenos sin costo al',
    startAgain: 'Vuelva a empezar',
    allPlans: 'Vea todos los planes',
    notSure: '¿Tiene dudas? Llámenos sin costo al',
  },
  tollFreeDisplay: (tollFree) => digitsOf(tollFree.dial),
  phoneHours,
  loading: 'Cargando la información de los planes…',
  helpContactLabel: 'Ayuda y contacto',
  failure: {
    message:
      'No se pudo cargar el contenido. Estamos trabajando para resolverlo. Si el problema continúa, comuníquese con el equipo CloudApps de la Oficina del Contralor de Texas.',
    phoneLead: 'Mientras tanto, si necesita ayuda con su plan, llámenos sin costo al',
  },
  removed: {
    message: 'En este momento no hay más información sobre los planes en esta página.',
    phoneLead: 'Si necesita ayuda con su plan, llámenos sin costo al',
  },
  contact: {
    title: 'Contáctenos',
    description: 'Teléfono, correo electrónico y personal de contacto de los planes de matrícula prepagada y de ahorro universitario de Texas.',
    byPhone: 'Por teléfono',
    callTollFree: 'Llame sin costo:',
    chooseOption: 'Cuando llame, elija la opción de su plan:',
    option: (option) => `Opción ${option}`,
    phoneLanguages: (languages) => (languages.includes('es') ? 'Le atendemos en español.' : 'La línea telefónica atiende solo en inglés.'),
    byEmail: 'Por correo electrónico',
    emailReply: (days) => `Respondemos los correos electrónicos en un plazo de ${days} ${days === 1 ? 'día hábil' : 'días hábiles'}.`,
    byPost: 'Por correo postal',
    sampleMark: '(ejemplo)',
    staff: 'Personal',
    extension: (extension) => `Extensión ${extension}`,
    staffTitles: STAFF_TITLES,
    accessibility: 'Accesibilidad',
    coordinator: { masculine: 'Coordinador de accesibilidad', feminine: 'Coordinadora de accesibilidad' },
  },
  contactUs: 'Contáctenos',
  generalHelpLabel: 'Correo electrónico de ayuda',
  programContact: { title: 'Llámenos o escríbanos' },
  footer: {
    disclaimer:
      'Los planes no garantizan que el estudiante (el beneficiario) sea admitido en ninguna universidad ni en ninguna otra institución de educación superior. El estudiante debe cumplir los requisitos de admisión habituales de cada institución.',
    plansHeading: 'Sitios de los planes',
    policiesHeading: 'Acerca de este sitio',
    stateHeading: 'Estado de Texas',
    copyright: `© 2008 ${AGENCY_NAME}. Todos los derechos reservados.`,
    links: {
      privacy: 'Política de privacidad y seguridad',
      accessibility: 'Política de accesibilidad',
      linking: 'Aviso sobre enlaces',
      openRecords: 'Registros públicos / Información pública',
      compact: 'Compromiso con los texanos',
      comptroller: AGENCY_NAME,
      texasGov: 'Texas.gov',
      homelandSecurity: 'Seguridad Nacional de Texas',
      trail: 'TRAIL: buscador de sitios web estatales',
      // El sitio del Auditor del Estado (su nombre partiría el enlace en un teléfono).
      fraud: 'Denuncie fraude, despilfarro o abuso',
    },
  },
  notFound: {
    title: 'Página no encontrada',
    advice: 'Si escribió la dirección, revise que esté bien escrita. Si la copió y pegó, asegúrese de haberla copiado completa.',
    goTo: 'Vaya a la',
    homeLink: 'página principal',
    or: 'o',
    contactLink: 'comuníquese con nosotros',
  },
} as const satisfies Copy

/**
 * What Spanish pages say where what they show or link to is in English only (Texas Government
 * Code §2054.116 asks that program information not be in English only; where it still is, say so).
 * English pages never need these.
 */
export const ENGLISH_ONLY = {
  /** Above the English home article, where the Spanish one is not set or has not arrived; the toll-free number follows. */
  articleLead: 'Por ahora, la siguiente información está solo en inglés. Si necesita ayuda, llámenos sin costo al',
  /** Inside the help-contact block, where it shows the English article. */
  sectionNote: 'Por ahora, esta sección está solo en inglés.',
  /** Above the footer's links, which go to English pages except where a Spanish page exists. */
  footerNote: 'Estos enlaces llevan a sitios en inglés, excepto Texas.gov.',
  /** After each footer link to an English page, for screen readers, who may reach a link group without the note (USAGov en Español's habit). */
  linkMark: ' (en inglés)',
} as const

/** What a browser shows when a page fails there (app/global-error.tsx). */
export const BROWSER_ERROR_ES: BrowserErrorCopy = {
  title: 'No se pudo cargar esta página',
  message: 'Vuelva a cargarla para intentarlo de nuevo.',
  homeLink: 'Ir a la página principal',
}
