import type { CalendarDate, EnrollmentStatus } from '../enrollment-window'
import type { BrowserErrorCopy, Copy, PhoneHours } from './types'
import { clockTime } from './en'

// Formal ("usted"), plain Spanish. Terminology follows the Comptroller's Spanish releases; usage
// and style follow USAGov en Español. The plans' registered names (Texas Tuition Promise Fund®,
// LoneStar 529 Plan...) stay as they are there.
const SITE_NAME = 'Planes de Matrícula Prepagada y Ahorro Universitario de Texas'
const AGENCY_NAME = 'Contralor de Cuentas Públicas de Texas'

// "28 de febrero de 2027". The date is a calendar day already in Texas time, so it is formatted in UTC.
const spanishDate = new Intl.DateTimeFormat('es-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
const formatDate = ({ year, month, day }: CalendarDate) => spanishDate.format(new Date(Date.UTC(year, month - 1, day)))
// "31 de julio": within the sentence that names the year once.
const dayAndMonth = new Intl.DateTimeFormat('es-US', { day: 'numeric', month: 'long', timeZone: 'UTC' })

function enrollmentMessage(status: EnrollmentStatus): string {
  switch (status.phase) {
    case 'open':
      return `Puede inscribirse hasta el ${formatDate(status.closesOn)}.`
    case 'newborns': {
      const { year, month, day } = status.newbornsThrough
      const through = dayAndMonth.format(new Date(Date.UTC(year, month - 1, day)))
      return `La inscripción general comienza el ${formatDate(status.opensOn)}. Hasta el ${through}, todavía puede inscribir a un recién nacido (menor de 1 año).`
    }
    case 'closed':
      return `La inscripción comienza el ${formatDate(status.opensOn)}.`
  }
}

// "8 a.m." as USAGov en Español writes times; the day and the zone in words (finding 15: «hora central»).
const phoneHours = ({ opens, closes }: PhoneHours) => `Horario de atención: de lunes a viernes, de ${clockTime(opens)} a ${clockTime(closes)}, hora central.`

/** Marks a link to a page that is in English only (USAGov en Español writes "(en inglés)"). */
const inEnglish = (label: string) => `${label} (en inglés)`

const ENROLLMENT_LINKS = {
  open: inEnglish('Inscríbase en el sitio del fondo'),
  newborns: inEnglish('Inscríbalo en el sitio del fondo'),
  closed: inEnglish('Más información en el sitio del fondo'),
} as const

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
      prepaid: 'Plan de matrícula prepagada',
      savingsDirect: 'Plan 529 de ahorro universitario, de venta directa',
      savingsAdvisor: 'Plan 529 de ahorro universitario, con un asesor financiero',
    },
    enrollment: {
      yearRound: 'Abierto todo el año',
      window: 'Inscripción del 1 de septiembre al final de febrero',
      closed: 'Ya no acepta nuevas inscripciones',
    },
    accountOwnersLead: 'Si ya tiene cuenta, llame al',
    accountOwnersOption: (option) => `, opción ${option}`,
    helpLead: '¿No sabe qué plan le conviene? Llámenos sin costo al',
    helpOr: 'o consulte',
    helpContactLink: 'todas las formas de comunicarse con nosotros',
  },
  enrollment: {
    title: 'Texas Tuition Promise Fund',
    message: enrollmentMessage,
    link: (status) => ENROLLMENT_LINKS[status.phase],
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
  /** Above the plans, whose own sites are in English. */
  planSitesNote: 'Los sitios de los planes están en inglés.',
} as const

/** What a browser shows when a page fails there (app/global-error.tsx). */
export const BROWSER_ERROR_ES: BrowserErrorCopy = {
  title: 'No se pudo cargar esta página',
  message: 'Vuelva a cargarla para intentarlo de nuevo.',
  homeLink: 'Ir a la página principal',
}
