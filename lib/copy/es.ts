import type { CalendarDate, EnrollmentDateKind, EnrollmentStatus } from '../enrollment-window'
import type { BrowserErrorCopy, Copy, PhoneHours } from './types'

// Formal ("usted"), plain Spanish. Terminology follows the Comptroller's Spanish releases; usage
// and style follow USAGov en Español. The plans' registered names (Texas Tuition Promise Fund®,
// LoneStar 529 Plan...) stay as they are there.
const SITE_NAME = 'Planes de Matrícula Prepagada y Ahorro Universitario de Texas'
const AGENCY_NAME = 'Contralor de Cuentas Públicas de Texas'

// Every page's browser bundle holds BROWSER_ERROR_ES (app/global-error.tsx) and so whatever this
// file runs as it loads: nothing here is computed until it is used (no formatter made up front), so
// that bundle holds only those words.
// "28 de febrero de 2027". The date is a calendar day already in Texas time, so it is formatted in UTC.
const formatDate = ({ year, month, day }: CalendarDate) =>
  new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('es-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
// "31 de julio": within the sentence that names the year once.
const dayOf = ({ year, month, day }: CalendarDate) =>
  new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('es-US', { day: 'numeric', month: 'long', timeZone: 'UTC' })

/** What a family can still do, and by when, first; in the newborn months, the age rule and why now, then the reopening. */
function enrollmentMessage(status: EnrollmentStatus): string {
  switch (status.phase) {
    case 'open':
      return `Puede inscribirse hasta el final del día ${formatDate(status.closesOn)} (hora del Centro).`
    case 'newborns':
      return `Todavía puede inscribir a un recién nacido hasta el final del día ${formatDate(status.newbornsThrough)} (hora del Centro), a los precios de este año. El bebé debe tener menos de un año el día de la inscripción. La inscripción general vuelve a abrirse el ${dayOf(status.opensOn)}.`
    case 'closed':
      return `Podrá inscribirse a partir del ${formatDate(status.opensOn)}, el día en que se abre la inscripción.`
  }
}

/** "8 a. m.", "5:30 p. m." (the RAE's form), with no-break spaces so a time never splits across lines. */
function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return `${hours % 12 || 12}${minutes === 0 ? '' : `:${String(minutes).padStart(2, '0')}`}\u00a0${hours < 12 ? 'a.\u00a0m.' : 'p.\u00a0m.'}`
}

// The phone line's hours, said to be the phone's (the sentence before it offers the guide too).
const phoneHours = ({ opens, closes }: PhoneHours) => `Horario telefónico: de lunes a viernes, de ${clockTime(opens)} a ${clockTime(closes)}, hora del Centro.`

// The links to the fund's site; each page that shows one adds "(en inglés)" once (plans.englishSiteMark).
const ENROLLMENT_LINKS = {
  open: 'Inscríbase en el sitio web del fondo',
  newborns: 'Inscriba a un bebé en el sitio web del fondo',
  closed: 'Más información en el sitio web del fondo',
} as const

/** The fund's card: who can enroll now, in the notice's phase. */
function fundNow(status: EnrollmentStatus): string {
  switch (status.phase) {
    case 'open':
      return `Inscripción abierta hasta el ${formatDate(status.closesOn)}`
    case 'newborns':
      return `Solo recién nacidos hasta el ${dayOf(status.newbornsThrough)}; inscripción general desde el ${formatDate(status.opensOn)}`
    case 'closed':
      return `La inscripción se abre el ${formatDate(status.opensOn)}`
  }
}

const FUND_ACTIONS = { open: 'Inscríbase', newborns: 'Inscriba a un recién nacido', closed: 'Más información' } as const

const CALENDAR_EVENTS: Record<EnrollmentDateKind, string> = {
  closes: 'Texas Tuition Promise Fund: último día para inscribirse (hasta el final del día, hora del Centro)',
  newbornsClose: 'Texas Tuition Promise Fund: último día para inscribir a un recién nacido (hasta el final del día, hora del Centro)',
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
  footerNote: 'Enlaces a sitios en inglés, salvo Texas.gov:',
  /** After each footer link to an English page, for screen readers, who may reach a link group without the note (USAGov en Español's habit). */
  linkMark: ' (en inglés)',
} as const

/** What the site writes in Spanish, tested verbatim. */
export const es = {
  locale: 'es',
  languageName: 'Español',
  ogLocale: 'es_US',
  siteName: SITE_NAME,
  titleSuffix: SITE_NAME,
  shortName: 'Planes de Matrícula Prepagada de Texas',
  agencyName: AGENCY_NAME,
  skipLink: 'Saltar al contenido principal',
  banner: { title: 'Planes de Matrícula Prepagada', subtitle: 'y Ahorro Universitario de Texas', navLabel: 'Contacto e idioma' },
  shareImage: { url: '/share-es.png', alt: `${SITE_NAME}, ${AGENCY_NAME}` },
  description:
    'Planes de matrícula prepagada y de ahorro universitario del Contralor de Texas: Texas Tuition Promise Fund, Texas College Savings Plan, LoneStar 529 Plan y Texas Guaranteed Tuition Plan.',
  trailSubject: 'Matrícula prepagada; Planes de ahorro universitario; Planes 529; Financiamiento de la educación superior',
  jsonLdDescription: `Los programas de matrícula prepagada y de ahorro universitario del ${AGENCY_NAME}, administrados por el Texas Prepaid Higher Education Tuition Board.`,
  homeHeading: 'Encuentre su plan',
  plans: {
    kinds: {
      prepaid: 'Matrícula en universidades públicas y colegios comunitarios públicos de Texas, a precios de hoy',
      savingsDirect: 'Ahorros invertidos para cualquier institución elegible; la cuenta la abre usted',
      savingsAdvisor: 'Ahorros invertidos para cualquier institución elegible, con un asesor financiero',
    },
    enrollment: {
      yearRound: 'Abierto todo el año',
      closed: 'Ya no acepta nuevas inscripciones',
    },
    fundNow,
    actions: { open: 'Abra una cuenta', openThroughAdvisor: 'Abra con asesor', logIn: 'Inicie sesión', enroll: (status) => FUND_ACTIONS[status.phase] },
    englishSiteMark: ' (en inglés)',
    accountOwnersLead: 'Si ya tiene un contrato, llame al',
    accountOwnersOption: (option) => `, opción ${option}`,
    helpLead: '¿No sabe qué plan le conviene?',
    guideLink: 'Responda unas preguntas',
    helpCall: ', llámenos sin costo al',
    helpOr: 'o consulte',
    helpContactLink: 'todas las formas de comunicarse con nosotros',
  },
  enrollment: {
    title: 'Texas Tuition Promise Fund',
    message: enrollmentMessage,
    link: (status) => ENROLLMENT_LINKS[status.phase],
    calendarLink: 'Agregue las fechas a su calendario',
  },
  calendar: {
    name: 'Inscripción en el Texas Tuition Promise Fund',
    events: CALENDAR_EVENTS,
    description: 'El sitio web del fondo (en inglés):',
  },
  rules: {
    fundHow: 'Inscríbase en el sitio web del fondo o por correo postal.',
    fundWindow:
      'La inscripción general es del 1 de septiembre al último día de febrero. Del 1 de marzo al 31 de julio, todavía puede inscribir a un recién nacido (un bebé menor de un año el día de la inscripción), a los precios de este año.',
    fundBuyers:
      'Si el menor (el beneficiario: el estudiante para quien es el plan) vive en Texas, cualquier ciudadano de los Estados Unidos o extranjero residente de 18 años o más puede comprarle unidades, incluidos los abuelos. Si el menor vive fuera de Texas, quien compra debe ser su padre o su madre y vivir en Texas.',
    fundCharities: 'Las organizaciones benéficas que otorgan becas también pueden comprar unidades.',
    fundResidencyFixed:
      'Si más adelante la familia se muda fuera de Texas, las unidades siguen pagando la tarifa para residentes de Texas: la residencia se fija al comprar las unidades.',
    fundUnits:
      'Usted compra unidades de matrícula (Tuition Units). Cada una paga una parte fija de un año de matrícula de pregrado (licenciatura) y de cuotas obligatorias (las que paga todo estudiante, no las de un curso en particular) en una universidad pública o un colegio comunitario público de Texas, a la tarifa para residentes, sin importar cuánto cuesten entonces.',
    fundExcluded: 'Las unidades no pagan en las escuelas de medicina y de odontología ni en otras instituciones de ciencias de la salud.',
    fundUnitTypes:
      'Hay tres tipos de unidad. 100 unidades de Tipo I pagan un año (30 horas de crédito semestrales) en la universidad pública más cara de Texas; las de Tipo II, en una universidad pública de precio promedio; las de Tipo III, en un colegio comunitario de precio promedio. Una institución que cuesta más requiere más unidades.',
    fundTransferValue:
      'En una universidad privada o de fuera de Texas, en una escuela de medicina o de odontología de Texas, en una escuela técnica o vocacional o en un programa de aprendizaje registrado, el fondo paga en su lugar un valor de transferencia (Transfer Value): lo que sea menor entre lo que las unidades pagarían en una universidad pública de Texas y lo que usted pagó por ellas, más o menos las ganancias del fondo. Puede no cubrir toda la factura.',
    fundHolding: 'Las unidades solo se pueden usar después de un período de espera de tres años.',
    fundTerm: 'El contrato vence 10 años después de la fecha en que se esperaba que el menor terminara la preparatoria, más el tiempo que haya pasado en servicio militar activo.',
    fundNeedIds: 'Para usted y para el menor: números de Seguro Social, fechas de nacimiento, dirección postal y teléfono',
    fundNeedBank: 'El número de ruta de su banco y el número de su cuenta bancaria',
    fundNeedUnits: 'Qué tipo de unidades comprar, cuántas, y si pagará todo en un solo pago o cada mes',
    fundPayment:
      'Cada semestre, el comprador (el titular de la cuenta: la persona que compró las unidades) debe pedirle al fondo que le pague a la institución, con tiempo para que el fondo lo apruebe antes de la fecha límite de pago de la institución.',
    fundHowToAsk: 'El Student Handbook (manual del estudiante) del fondo, en su sitio web, explica cómo pedirlo.',
    fundSchoolBilling:
      'Cuando el fondo lo aprueba, le avisa a la institución que el estudiante puede usar las unidades; luego la institución le factura al fondo la matrícula y las cuotas obligatorias que estas cubren.',
    fundAtSchool: 'El estudiante le avisa a la oficina de cobros de la institución que el fondo pagará, como la institución lo pida: algunas piden su propio formulario cada semestre.',
    fundNotCovered: 'El fondo no paga el alojamiento, la comida, los libros, el transporte ni las cuotas que no sean obligatorias: esos gastos los paga la familia.',
    savingsAccount: 'Una cuenta de inversión para la universidad. Su valor depende de las inversiones elegidas: puede subir o bajar.',
    savingsExpenses:
      'El dinero se puede usar para pagar la matrícula, las cuotas, los libros, el alojamiento y la comida (si el estudiante está inscrito al menos a medio tiempo) en cualquier universidad, colegio comunitario o escuela técnica elegible, en Texas o en otro lugar.',
    savingsBuyers:
      'Cualquier ciudadano o residente permanente de los Estados Unidos de 18 años o más que tenga número de Seguro Social puede abrir una cuenta, viva donde viva: padres, abuelos, otros familiares y amigos.',
    savingsBeneficiary: 'El estudiante para quien es la cuenta (el beneficiario) puede tener cualquier edad, y puede ser usted.',
    advisorCharges: 'Un asesor puede cobrar por su asesoría: pregúntele cuánto pagará antes de abrir la cuenta.',
    tcspHow: 'Abra usted mismo una cuenta en el sitio web del plan, cualquier día del año.',
    lonestarHow: 'Un asesor financiero que ofrezca el plan abre la cuenta con usted, cualquier día del año.',
    savingsDeposits: 'Usted elige cuánto aportar, en un solo pago o con depósitos automáticos.',
    savingsNeedOwner: 'Su número de Seguro Social, su fecha de nacimiento y su dirección',
    savingsNeedStudent: 'El nombre, la fecha de nacimiento y el número de Seguro Social del estudiante',
    savingsNeedBank: 'El número de ruta de su banco y el número de su cuenta bancaria, para pagar desde su banco',
    lonestarNeedAdvisor: 'Un asesor financiero que ofrezca el plan',
    savingsPayment:
      'Para pagarle a una institución, el titular de la cuenta (la persona que la abrió) le pide al plan un retiro, en línea o con un formulario; el plan le paga a la institución, al estudiante o al titular.',
    outOfStateTax: 'Si usted o el estudiante viven fuera de Texas, averigüe si su estado da beneficios fiscales solo por su propio plan 529: un asesor fiscal puede decírselo.',
    tgtpClosed: 'Nadie puede inscribirse: el plan no acepta nuevas inscripciones desde 2003.',
    tgtpPays:
      'Cada contrato paga la matrícula y las cuotas obligatorias (las que paga todo estudiante) según sus condiciones: en las universidades públicas y los colegios comunitarios públicos de Texas, o la cantidad que fijan sus condiciones en otras instituciones.',
    tgtpWorth:
      'El contrato paga la matrícula que cubre en una universidad pública o un colegio comunitario público de Texas, sin importar cuánto haya subido desde que se compró.',
    tgtpTerm:
      'El contrato vence 10 años después de la fecha en que se esperaba que el estudiante terminara la preparatoria; lo que quede se reembolsa, sin las ganancias.',
    tgtpPayment: 'Cada vez que se inscribe en sus clases, el estudiante le avisa a la institución que usará el contrato; luego la institución le factura al plan.',
    tgtpCheckBill: 'Cada periodo, revise que el crédito del plan aparezca en la factura del estudiante y pague lo que el plan no cubra.',
    tgtpOutOfState:
      'Para una institución fuera de Texas, llene el formulario Intent to Enroll in an Out-of-State College or University del plan, que está en el paquete First Time in College de su sitio web.',
    administrator: 'La junta estatal Texas Prepaid Higher Education Tuition Board, en la oficina del Contralor, administra los cuatro planes.',
    texasAccessibility: 'Texas exige que los sitios web de sus agencias cumplan las WCAG 2.0, nivel AA (1 TAC §206.50, por medio de las normas federales de la Sección 508).',
    adaAccessibility:
      'La regla de abril de 2024 de la Ley de Estadounidenses con Discapacidades (ADA) exige que los sitios web de los gobiernos estatales y locales cumplan las WCAG 2.1, nivel AA.',
  },
  sources: { heading: 'Fuentes', checked: (date) => `Verificado con estas fuentes el ${formatDate(date)}.` },
  sample: { mark: '(ejemplo)', article: 'Texto de ejemplo, para probar el sitio: ni el texto ni las cifras son del programa.' },
  planPages: {
    caption: 'Los planes',
    description: (plan) => `${plan}: qué compra, quién puede inscribirse, cómo y cuándo, las cifras de este año y cómo inician sesión los titulares de cuentas.`,
    closedDescription: 'Texas Guaranteed Tuition Plan: no acepta nuevas inscripciones desde 2003. Qué pagan sus contratos y cómo comunicarse con el plan si tiene un contrato.',
    headings: {
      buys: 'Qué compra',
      who: 'Quién puede inscribirse',
      how: 'Cómo y cuándo inscribirse',
      need: 'Lo que necesitará',
      owners: 'Si ya tiene una cuenta',
      contractHolders: 'Si ya tiene un contrato',
    },
    logInLead: 'Inicie sesión en el sitio web del plan',
    closedSiteLink: 'Vaya al sitio web del plan',
    ownersCall: 'O llámenos sin costo al',
    closedLead: 'Llámenos sin costo al',
    openPlansLink: 'Vea los planes en los que puede inscribirse',
    compareLink: 'Compare los cuatro planes',
    plans: {
      texasCollegeSavingsPlan: { lead: 'Un plan 529 de ahorro universitario que usted abre directamente, en línea, cualquier día del año.' },
      lonestar529Plan: { lead: 'Un plan 529 de ahorro universitario que usted abre a través de un asesor financiero.' },
      texasTuitionPromiseFund: {
        lead: 'Un plan de matrícula prepagada: usted compra matrícula (colegiatura) a los precios de este año, para usarla más adelante en una universidad pública o un colegio comunitario público de Texas.',
      },
      texasGuaranteedTuitionPlan: {
        lead: 'El primer plan de matrícula prepagada del estado, que ya no acepta nuevas inscripciones. Sus contratos siguen pagando por los estudiantes para quienes se compraron.',
      },
    },
  },
  compare: {
    title: 'Compare los planes',
    description: 'Los cuatro planes de matrícula prepagada y de ahorro universitario de Texas, uno al lado del otro: qué paga cada uno, quién puede inscribirse, cuándo y cómo.',
    caption: 'Comparación de los cuatro planes',
    intro: 'Tres planes aceptan cuentas nuevas; el cuarto atiende los contratos que ya tiene.',
    headings: {
      kind: 'Tipo de plan',
      pays: 'Qué paga',
      worth: 'Cuánto vale',
      who: 'Quién puede inscribirse',
      when: 'Cuándo inscribirse',
      how: 'Cómo inscribirse',
      call: 'Opción telefónica para titulares',
    },
    rows: {
      kind: { prepaid: 'Matrícula prepagada', savingsDirect: 'Ahorro universitario 529', savingsAdvisor: 'Ahorro universitario 529, con un asesor' },
      anyDay: 'Cualquier día del año',
      closed: 'Cerrado',
      call: (option) => `Opción ${option}`,
    },
    figures: 'Los precios, las cuotas y los montos mínimos cambian cada año: la página de cada plan indica los de este año.',
    cost: { heading: 'Cuánto cuesta', link: 'Precios y cuotas de este año', closed: 'Ya no acepta nuevas inscripciones' },
    scrollLabel: 'Comparación de los planes: desplácese para verlos todos',
  },
  subjects: {
    questions: {
      title: 'Preguntas frecuentes',
      description: 'Respuestas a preguntas frecuentes sobre los planes de matrícula prepagada y de ahorro universitario de Texas: abuelos, regalos, mudanzas y más.',
      lead: 'Respuestas a las preguntas que hacen muchas familias.',
    },
    students: {
      title: 'Cómo usar un plan en la universidad',
      description: 'Cómo hacer que su plan de matrícula prepagada o de ahorro universitario de Texas le pague a la institución, cuándo pedirlo y a quién llamar.',
      lead: 'Para los estudiantes y las familias que pagan la universidad con un plan: cómo hacer que cada plan le pague a la institución, y cuándo.',
    },
    colleges: {
      title: 'Para las instituciones de educación superior',
      description: 'Para las oficinas de ayuda financiera, de cobros y de registro de las instituciones que reciben pagos de los planes de matrícula prepagada y de ahorro de Texas.',
      lead: 'Para las oficinas de ayuda financiera, de cobros y de registro que reciben los pagos de los planes.',
    },
  },
  // «u» before «opción»: the conjunction «o» before a word that starts with «o».
  call: { option: (option) => `opción ${option}`, or: ' u ' },
  usingPlan: {
    ask: {
      texasTuitionPromiseFund: 'Pídale al fondo que pague',
      texasGuaranteedTuitionPlan: 'Cómo usar un contrato, en el sitio web del plan',
      texasCollegeSavingsPlan: 'Texas College Savings Plan: cómo pedir un retiro',
      lonestar529Plan: 'LoneStar 529 Plan: cómo pedir un retiro',
    },
    call: 'O llámenos sin costo al',
    whenNeeded: 'Pídalo cuando venza una factura, con tiempo para que el pago llegue a la institución antes de la fecha límite.',
    atSchool: 'En la institución:',
    and: ' y ',
  },
  schools: {
    contactHeading: 'Contacto para las oficinas de las instituciones',
    call: 'Llame a nuestra línea para las oficinas de las instituciones al',
    write: 'O escriba a',
    billing: 'Pregúntenos adónde enviar una factura y qué debe incluir.',
    heading: 'Cómo le paga cada plan a su institución',
    bills: { school: 'Su oficina le factura al plan.', accountOwner: 'No hay nada que facturar: el plan paga cuando el titular de la cuenta lo pide.' },
    fromStudent: 'Lo que necesita del estudiante:',
  },
  questions: { call: 'Para su caso en particular, llámenos sin costo al', nextStep: 'Consúltenos sobre este tema' },
  accessibility: {
    title: 'Declaración de accesibilidad',
    description: 'Qué tan accesible es este sitio web, cómo lo verificamos, qué todavía no es accesible y cómo obtener ayuda.',
    scope: 'Esta declaración abarca este sitio web, no los sitios web de los planes, donde se abre una cuenta o se inicia sesión.',
    standardHeading: 'Qué tan accesible es este sitio',
    status:
      'Este sitio web cumple parcialmente las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.1, nivel AA: las excepciones se indican en «Lo que todavía no es accesible».',
    superset: 'Las WCAG 2.1, nivel AA, incluyen todo lo que piden las WCAG 2.0, nivel AA.',
    canDo: 'Usted debería poder:',
    abilities: [
      'usar todas las páginas solo con el teclado',
      'ampliar la página al 400% y leer todas las páginas en una pantalla de 320 píxeles de ancho sin desplazarse hacia los lados',
      'usar todas las páginas con un lector de pantalla, en inglés o en español',
      'imprimir cualquier página y conservar las direcciones de sus enlaces',
    ],
    checksHeading: 'Cómo lo verificamos',
    checks: [
      'Pruebas automáticas abren cada página, en los dos idiomas y en cada uno de sus estados (por ejemplo, cuando no se puede cargar la información de los planes), en un navegador real. Revisan cada página con el verificador de accesibilidad axe y con un verificador de HTML, a 320 píxeles de ancho, con el teclado y en versión impresa.',
      'Además, una persona revisa cada página nueva en un teléfono, en una computadora y en papel.',
    ],
    limitsHeading: 'Lo que todavía no es accesible',
    limits: [
      'Los sitios web de los planes, donde se abre una cuenta o se inicia sesión, los administran los planes. Esta declaración no los abarca.',
      'Los artículos que publican los editores del programa se revisan cuando el sitio los muestra, pero una tabla o un documento al que enlacen puede no cumplir todavía todas las reglas.',
      'El sitio todavía no se ha probado con visitantes con discapacidad.',
    ],
    helpHeading: 'Obtenga ayuda o avísenos de un problema',
    help: 'Si algo de este sitio no le funciona, o necesita la información de este sitio en otro formato, escríbale a',
    coordinator: { masculine: 'nuestro coordinador de accesibilidad', feminine: 'nuestra coordinadora de accesibilidad' },
    at: 'al correo electrónico',
    relay: 'o llámenos sin costo al',
    relayTexas: 'Si es una persona sorda, con problemas de audición o con una discapacidad del habla, llame a través de Relay Texas al 711.',
    complaintHeading: 'Si no está conforme con nuestra respuesta',
    complaint: 'Puede presentar una queja ante el Departamento de Justicia de los Estados Unidos, que hace cumplir la Ley de Estadounidenses con Discapacidades (ADA):',
    complaintLink: 'Presente una queja de la ADA en ADA.gov (en inglés)',
    dateHeading: 'Esta declaración',
    prepared: ({ prepared, reviewed }) => `Preparada el ${formatDate(prepared)}; revisada por última vez el ${formatDate(reviewed)}.`,
    policy: 'La política de accesibilidad del Contralor abarca todos los sitios web de la agencia:',
    policyLink: 'Política de accesibilidad (en inglés)',
  },
  audiences: {
    heading: 'Ayuda con los planes',
    links: {
      comparePlans: 'Compare los planes',
      questions: 'Preguntas frecuentes',
      students: 'Cómo usar un plan en la universidad',
      colleges: 'Para las instituciones de educación superior',
    },
    footer: { students: 'Para estudiantes', colleges: 'Para instituciones' },
    statement: 'Declaración de accesibilidad',
  },
  guide: {
    caption: '¿Qué plan le conviene?',
    description: 'Responda unas preguntas para encontrar el plan de ahorro universitario o de matrícula prepagada de Texas que más le convenga a su familia.',
    steps: {
      guide: { title: '¿Ya tiene una cuenta en alguno de los planes?' },
      guideNew: {
        title: '¿Para qué quiere usar el dinero?',
        short: 'Para qué es el dinero',
        hint: 'Un plan de matrícula prepagada fija el precio de la matrícula en las universidades públicas y los colegios comunitarios públicos de Texas; en otras instituciones paga un valor de transferencia, que no pasa de lo que las unidades pagarían en una institución pública de Texas y puede no cubrir toda la factura. Un plan de ahorro se invierte, así que su valor puede subir o bajar.',
      },
      guideWho: { title: '¿Dónde vive el menor y quién compra el plan?', short: 'Quién compra' },
      guideSavings: { title: '¿Quiere abrir la cuenta directamente o a través de un asesor financiero?', short: 'Directamente o con un asesor' },
      guideSavingsOnly: {
        title: '¿Quiere abrir una cuenta de ahorro directamente o a través de un asesor financiero?',
        short: 'Un plan de ahorro',
        hint: 'Usted no puede comprar el Texas Tuition Promise Fund para este menor, pero puede abrir una cuenta en cualquiera de los dos planes de ahorro.',
      },
      guideFund: { title: 'Texas Tuition Promise Fund', short: 'Texas Tuition Promise Fund' },
      guideDirect: { title: 'Texas College Savings Plan', short: 'Texas College Savings Plan' },
      guideAdvisor: { title: 'LoneStar 529 Plan', short: 'LoneStar 529 Plan' },
      guideDirectOnly: { title: 'Texas College Savings Plan', short: 'Texas College Savings Plan' },
      guideAdvisorOnly: { title: 'LoneStar 529 Plan', short: 'LoneStar 529 Plan' },
      guideAccount: { title: 'Vaya a su cuenta', short: 'Su cuenta' },
      guideCall: { title: 'Hable con nosotros', short: 'Llámenos', hint: 'Podemos explicarle en qué se diferencian los planes.' },
    },
    answers: {
      haveAccount: 'Sí, ya tengo una cuenta',
      startSaving: 'No, quiero abrir una',
      tuition: 'Para pagar la matrícula en una universidad pública o un colegio comunitario público de Texas, a los precios de este año',
      anySchool: 'Para pagar cualquier institución elegible, en Texas o en otro lugar, con ahorros que se invierten',
      childInTexas: 'El menor vive en Texas',
      parentInTexas: 'El menor vive fuera de Texas, y yo soy su padre o su madre y vivo en Texas',
      neither: 'El menor vive fuera de Texas, y yo no soy su padre o su madre, o no vivo en Texas (por ejemplo, soy su abuelo o abuela)',
      direct: 'Directamente',
      advisor: 'A través de un asesor financiero, que puede cobrar por su asesoría',
      notSure: 'No lo sé',
    },
    whyHeading: 'Por qué este plan',
    reasons: {
      tuition: 'Quiere pagar la matrícula de una universidad pública o un colegio comunitario público de Texas a los precios de este año.',
      fundOpen: 'El fondo se puede comprar para este menor: vive en Texas, o usted es su padre o su madre y vive en Texas.',
      anySchool: 'Quiere ahorros invertidos que sirvan para pagar cualquier institución elegible, en Texas o en otro lugar.',
      fundNotForYou: 'Usted no puede comprar el Texas Tuition Promise Fund para este menor, pero puede abrir una cuenta en un plan de ahorro.',
      direct: 'Quiere abrir la cuenta directamente, en línea, sin asesor.',
      advisor: 'Quiere la ayuda de un asesor financiero. El asesor puede cobrar por ella: pregúntele cuánto pagará.',
    },
    combine: 'Puede tener más de un plan: muchas familias fijan el precio de la matrícula con el Texas Tuition Promise Fund y ahorran para los libros, el alojamiento y la comida en un plan de ahorro.',
    planPageLink: 'Más sobre este plan: lo que necesitará y las cifras de este año',
    call: 'Llámenos sin costo al',
    startAgain: 'Vuelva a empezar',
    allPlans: 'Vea todos los planes',
    notSure: '¿Tiene dudas? Llámenos sin costo al',
  },
  tollFreeDisplay: (tollFree) => digitsOf(tollFree.dial),
  phoneHours,
  loading: 'Cargando la información de los planes…',
  failure: {
    message:
      'No se pudo cargar el contenido. Nuestro equipo técnico ya está trabajando para resolver el problema. Si el problema continúa, comuníquese con el equipo de CloudApps del Contralor de Cuentas Públicas de Texas.',
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
      'Los planes no garantizan que el estudiante (el beneficiario) sea admitido en ninguna universidad ni en ninguna otra institución de educación superior; debe cumplir los requisitos de admisión habituales de cada una.',
    plansHeading: 'Sitios web',
    policiesHeading: 'Acerca de este sitio',
    stateHeading: 'Estado de Texas',
    copyright: `© 2008 ${AGENCY_NAME}.`,
    links: {
      privacy: 'Privacidad y seguridad',
      accessibility: 'Política de accesibilidad',
      linking: 'Aviso sobre enlaces',
      openRecords: 'Solicitudes de información pública',
      compact: 'Compromiso con los texanos',
      comptroller: AGENCY_NAME,
      texasGov: 'Texas.gov',
      homelandSecurity: 'Seguridad Nacional de Texas',
      trail: 'TRAIL: buscador estatal',
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
  reportProblem: {
    link: 'Infórmenos de un problema con esta página',
    next: 'Se abre un correo electrónico a nuestro buzón de ayuda. Díganos qué está mal o qué falta.',
    subject: (address) => `Problema con una página: ${address ?? 'página no encontrada'}`,
    body: (address) => `${address ? `Página: ${address}` : 'Dirección que intenté abrir:'}\n\nQué está mal o qué falta:\n`,
  },
} as const satisfies Copy


/** What a browser shows when a page fails there (app/global-error.tsx). */
export const BROWSER_ERROR_ES: BrowserErrorCopy = {
  title: 'No se pudo cargar esta página',
  message: 'Vuelva a cargarla para intentarlo de nuevo.',
  homeLink: 'Vaya a la página principal',
}
