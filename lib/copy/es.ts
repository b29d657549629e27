import type { CalendarDate } from '../enrollment-window'
import type { Copy } from './types'

// Formal ("usted"), plain Spanish, as the Comptroller's Spanish news releases write it; the plans'
// registered names (Texas Tuition Promise Fund®, LoneStar 529 Plan...) stay as they are there.
const SITE_NAME = 'Planes de Matrícula Prepagada y Ahorro Universitario de Texas'
const AGENCY_NAME = 'Contralor de Cuentas Públicas de Texas'

// "28 de febrero de 2027". The date is a calendar day already in Texas time, so it is formatted in UTC.
const spanishDate = new Intl.DateTimeFormat('es-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
const formatDate = ({ year, month, day }: CalendarDate) => spanishDate.format(new Date(Date.UTC(year, month - 1, day)))

/** What the site writes in Spanish, tested verbatim. */
export const es = {
  locale: 'es',
  languageName: 'Español',
  ogLocale: 'es_US',
  siteName: SITE_NAME,
  titleSuffix: 'Planes de Matrícula y Ahorro de Texas',
  agencyName: AGENCY_NAME,
  skipLink: 'Saltar al contenido principal',
  banner: {
    name: `${SITE_NAME}, ${AGENCY_NAME}: página principal`,
    wideTitle: 'Planes de Matrícula Prepagada',
    narrowTitle: ['Planes de Matrícula', 'Prepagada'],
    subtitle: 'y Ahorro Universitario de Texas',
  },
  description:
    'Los planes de matrícula prepagada y de ahorro universitario del Contralor de Texas: el Texas Guaranteed Tuition Plan, el Texas College Savings Plan, el LoneStar 529 Plan y el Texas Tuition Promise Fund.',
  trailSubject: 'Matrícula prepagada; Planes de ahorro universitario; Planes 529; Financiamiento de la educación superior',
  jsonLdDescription: `Los programas de matrícula prepagada y de ahorro universitario del ${AGENCY_NAME}.`,
  enrollment: {
    title: 'Inscripción en el Texas Tuition Promise Fund',
    openThrough: (closesOn) => `La inscripción está abierta hasta el ${formatDate(closesOn)}`,
    opensOn: (opensOn) => `La inscripción abre el ${formatDate(opensOn)}`,
  },
  loading: 'Cargando la información de los planes…',
  helpContactLabel: 'Ayuda y contacto',
  failure: {
    message:
      'No se pudo cargar el contenido. Nuestros desarrolladores están trabajando para resolver este problema. Si el problema continúa, comuníquese con el equipo CloudApps del Contralor de Texas.',
    phoneLead: 'Si necesita ayuda con su plan mientras tanto, llámenos sin costo al',
  },
  removed: {
    message: 'En este momento no hay información sobre los planes en esta página.',
    phoneLead: 'Si necesita ayuda con su plan, llámenos sin costo al',
    contactLead: 'o consulte todas las formas de',
    contactLinkText: 'comunicarse con nosotros',
  },
  contact: {
    title: 'Contáctenos',
    description: 'Teléfono, correo electrónico y personal de contacto de los planes de matrícula prepagada y de ahorro universitario de Texas.',
    byPhone: 'Por teléfono',
    callTollFree: 'Llame sin costo:',
    chooseOption: 'Cuando llame, elija la opción de su plan:',
    option: (option) => `Opción n.º ${option}`,
    byEmail: 'Por correo electrónico',
    staff: 'Personal',
    extension: (extension) => `Extensión ${extension}`,
    staffTitles: {
      programDirector: 'Director del programa',
      planAdministrator: 'Administrador de planes',
      customerServiceManager: 'Gerente de servicio al cliente',
      communicationsCoordinator: 'Coordinador de comunicaciones',
    },
  },
  contactUs: 'Contáctenos',
  generalHelpLabel: 'Buzón de ayuda general',
  programContact: { title: 'Llámenos o escríbanos', tollFree: 'Línea gratuita', contactUsDetail: 'menú telefónico y personal' },
  footer: {
    disclaimer:
      'Los planes no garantizan que un beneficiario sea admitido en ningún colegio o universidad. Los estudiantes deben cumplir los requisitos de admisión habituales de cada institución.',
    plansHeading: 'Sitios web de los planes',
    policiesHeading: 'Acerca de este sitio',
    stateHeading: 'Estado de Texas',
    coordinator: 'Coordinador de accesibilidad',
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
      trail: 'TRAIL: búsqueda en los sitios del estado',
      fraud: 'Denuncie fraude, despilfarro o abuso (Auditor del Estado)',
    },
  },
  notFound: {
    title: 'Página no encontrada',
    advice: 'Si escribió la dirección web, verifique que sea correcta. Si la pegó, verifique que la copió completa.',
    goTo: 'Vaya a la',
    homeLink: 'página principal',
    or: 'o',
    contactLink: 'comuníquese con nosotros',
  },
} as const satisfies Copy

/**
 * Above the English article where the Spanish one is not set or has not arrived (English pages
 * never need it): the toll-free number follows it.
 */
export const ENGLISH_ONLY_LEAD = 'Por ahora, esta información está solo en inglés. Si necesita ayuda, llámenos sin costo al'
