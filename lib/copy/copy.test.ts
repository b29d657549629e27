/** @jest-environment node */
import { contactDirectory } from '../contact-directory'
import { enrollmentStatus } from '../enrollment-window'
import { BROWSER_ERROR_EN, en } from './en'
import { BROWSER_ERROR_ES, es, ENGLISH_ONLY } from './es'

/** What each function in a dictionary is given, to compare what the two languages write. */
const SAMPLES: Record<string, unknown[]> = {
  'plans.accountOwnersOption': [2],
  'enrollment.message': [
    enrollmentStatus(new Date('2026-12-15T12:00:00-06:00')),
    enrollmentStatus(new Date('2027-04-15T12:00:00-05:00')),
    enrollmentStatus(new Date('2027-08-15T12:00:00-05:00')),
  ],
  'enrollment.link': [
    enrollmentStatus(new Date('2026-12-15T12:00:00-06:00')),
    enrollmentStatus(new Date('2027-04-15T12:00:00-05:00')),
    enrollmentStatus(new Date('2027-08-15T12:00:00-05:00')),
  ],
  'plans.fundNow': [
    enrollmentStatus(new Date('2026-12-15T12:00:00-06:00')),
    enrollmentStatus(new Date('2027-04-15T12:00:00-05:00')),
    enrollmentStatus(new Date('2027-08-15T12:00:00-05:00')),
  ],
  'plans.actions.enroll': [
    enrollmentStatus(new Date('2026-12-15T12:00:00-06:00')),
    enrollmentStatus(new Date('2027-04-15T12:00:00-05:00')),
    enrollmentStatus(new Date('2027-08-15T12:00:00-05:00')),
  ],
  tollFreeDisplay: [contactDirectory.tollFree],
  'contact.option': [2],
  'contact.extension': ['1001'],
  phoneHours: [{ opens: '08:00', closes: '17:30' }],
  'contact.phoneLanguages': [['en', 'es'], ['en']],
  'contact.emailReply': [1, 2],
  'planPages.description': ['Texas Tuition Promise Fund'],
  'call.option': [3],
  'compare.rows.call': [3],
  'accessibility.prepared': [{ prepared: { year: 2026, month: 11, day: 26 }, reviewed: { year: 2026, month: 11, day: 27 } }],
  'sources.checked': [{ year: 2026, month: 11, day: 27 }],
  'reportProblem.subject': ['https://www.example.gov/compare-plans', undefined],
  'reportProblem.body': ['https://www.example.gov/compare-plans', undefined],
}

/** Every leaf of a dictionary, by its dotted path: strings, and what the functions write for each sample. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (typeof value === 'function') {
    const samples = SAMPLES[path]
    if (samples === undefined) throw new Error(`no sample argument for ${path}: add one to SAMPLES`)
    return samples.map((sample, index) => [`${path}(${index})`, String(value(sample))])
  }
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key))
}

const english = new Map(leaves(en))
const spanish = new Map(leaves(es))

// Names that are the same in both languages: the plans' registered names and Texas.gov.
const SAME_IN_BOTH = new Set([
  'footer.links.texasGov',
  'enrollment.title',
  'guide.steps.guideFund.title',
  'guide.steps.guideDirect.title',
  'guide.steps.guideAdvisor.title',
  'guide.steps.guideFund.short',
  'guide.steps.guideDirect.short',
  'guide.steps.guideAdvisor.short',
  'guide.steps.guideDirectOnly.title',
  'guide.steps.guideAdvisorOnly.title',
  'guide.steps.guideDirectOnly.short',
  'guide.steps.guideAdvisorOnly.short',
])

describe('the Spanish dictionary', () => {
  it('has a Spanish counterpart for every English string, and nothing English lacks', () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort())
  })

  it.each([...english.keys()].filter((key) => !['locale', 'ogLocale', 'languageName'].includes(key) && !SAME_IN_BOTH.has(key)))(
    'says %s in Spanish, not in English',
    (key) => {
      expect(spanish.get(key)).not.toBe('')
      expect(spanish.get(key)).not.toBe(english.get(key))
    },
  )

  it('keeps the plans under their registered names', () => {
    expect(es.enrollment.title).toBe('Texas Tuition Promise Fund')
    for (const plan of ['Texas Guaranteed Tuition Plan', 'Texas College Savings Plan', 'LoneStar 529 Plan', 'Texas Tuition Promise Fund']) {
      expect(es.description).toContain(plan)
    }
  })

  it('addresses the visitor formally (usted), never with tú', () => {
    const text = [...spanish.values(), ...Object.values(ENGLISH_ONLY).filter((value) => typeof value === 'string')].join(' ')
    expect(text).not.toMatch(/\b(tú|tu|te|llama|escríbenos|llámanos|contáctanos)\b/i)
  })

  it('qualifies "matrícula" wherever it stands in a title, so it never reads as "registration"', () => {
    for (const title of [es.siteName, es.titleSuffix, es.banner.title]) expect(title).toMatch(/Matrícula Prepagada/)
  })

  it('gives each staff title and the coordinator its feminine form where Spanish has one', () => {
    expect(es.contact.staffTitles.programDirector.feminine).toBe('Directora del programa')
    expect(es.contact.staffTitles.planAdministrator.feminine).toBe('Administradora de planes')
    expect(es.contact.staffTitles.communicationsCoordinator.feminine).toBe('Coordinadora de comunicaciones')
    expect(es.contact.coordinator.feminine).toBe('Coordinadora de accesibilidad')
    expect(es.contact.staffTitles.customerServiceManager.feminine).toBe('Gerente de servicio al cliente')
  })

  it('writes out the toll-free number in digits, and numbers the options as the plans do ("Opción 2")', () => {
    expect(es.tollFreeDisplay(contactDirectory.tollFree)).toBe('1-800-445-4723')
    expect(es.contact.option(2)).toBe('Opción 2')
  })

  it('says which languages the phone line serves, as the directory says, in both languages', () => {
    expect(es.contact.phoneLanguages(['en', 'es'])).toBe('Le atendemos en español.')
    expect(es.contact.phoneLanguages(['en'])).toBe('La línea telefónica atiende solo en inglés.')
    expect(en.contact.phoneLanguages(['en', 'es'])).toBe('We answer calls in English and Spanish.')
    expect(en.contact.phoneLanguages(['en'])).toBe('We answer calls in English.')
  })

  it('gives the phone hours in Central time, and the e-mail reply time, as each language writes them', () => {
    expect(en.phoneHours({ opens: '08:00', closes: '17:00' })).toBe('Lines are open Monday to Friday, 8 a.m. to 5 p.m. Central time.')
    // The phone's hours, said to be the phone's; the RAE's "a. m.", never split from its number.
    expect(es.phoneHours({ opens: '07:30', closes: '12:00' })).toBe('Horario telefónico: de lunes a viernes, de 7:30\u00a0a.\u00a0m. a 12\u00a0p.\u00a0m., hora del Centro.')
    expect(en.contact.emailReply(1)).toBe('We answer e-mail within 1 working day.')
    expect(es.contact.emailReply(2)).toBe('Respondemos los correos electrónicos en un plazo de 2 días hábiles.')
  })

  it('words the review’s fixes: a disclaimer as broad as the English, one name for the site and the agency', () => {
    expect(es.footer.disclaimer).toBe(
      'Los planes no garantizan que el estudiante (el beneficiario) sea admitido en ninguna universidad ni en ninguna otra institución de educación superior; debe cumplir los requisitos de admisión habituales de cada una.',
    )
    expect(es.titleSuffix).toBe(es.siteName)
    // The third reading's U5: the agency by the name the rest of the site gives it, the problem named.
    expect(es.failure.message).toBe(
      'No se pudo cargar el contenido. Nuestro equipo técnico ya está trabajando para resolver el problema. Si el problema continúa, comuníquese con el equipo de CloudApps del Contralor de Cuentas Públicas de Texas.',
    )
    expect(ENGLISH_ONLY.footerNote).toBe('Enlaces a sitios en inglés, salvo Texas.gov:')
  })

  it('words the third reading’s fixes: colleges as well as universities, savings in the plural, one verb for "opens"', () => {
    expect(es.plans.kinds.savingsDirect).toBe('Ahorros invertidos para cualquier institución elegible; la cuenta la abre usted')
    expect(es.plans.fundNow(enrollmentStatus(new Date('2027-08-15T12:00:00-05:00')))).toBe('La inscripción se abre el 1 de septiembre de 2027')
    expect(es.guide.steps.guideNew.hint).toMatch(/^Un plan de matrícula prepagada fija el precio de la matrícula/)
    expect(es.guide.description).toMatch(/^Responda unas preguntas/)
    expect(es.shortName).toBe('Planes de Matrícula Prepagada de Texas')
    expect(BROWSER_ERROR_ES.homeLink).toBe('Vaya a la página principal')
  })

  it('words the fourth reading’s fixes: «público» with each kind of school, «fuera de Texas», the plan’s own term for who may buy, «18 años o más»', () => {
    // E5: "public" qualifies universities too, so no one reads the fund as paying a private university.
    expect(es.guide.answers.tuition).toBe('Para pagar la matrícula en una universidad pública o un colegio comunitario público de Texas, a los precios de este año')
    expect(es.plans.kinds.prepaid).toBe('Matrícula en universidades públicas y colegios comunitarios públicos de Texas, a precios de hoy')
    const spanishWords = [...spanish.values()].join(' ')
    expect(spanishWords).not.toMatch(/universidades? (o|y) (un|los) colegios? comunitarios? públicos?/)
    // E4, E1, U10: a child abroad is outside Texas; "resident alien" as the fund says it; 18 included.
    expect(spanishWords).not.toMatch(/otro estado|mayor de 18|medianoche|hora central/)
    expect(es.rules.fundBuyers).toContain('cualquier ciudadano de los Estados Unidos o extranjero residente de 18 años o más')
    expect(es.rules.fundBuyers).toContain('Si el menor vive fuera de Texas')
    expect(en.rules.fundBuyers).toContain('any U.S. citizen or resident alien 18 or older')
    expect(en.rules.savingsBuyers).toContain('Any U.S. citizen or permanent resident alien 18 or older with a Social Security number')
    // E8, E9, U2/S1: the Governor's division, the site's information, a deadline that cannot be read as the day's start.
    expect(es.footer.links.homelandSecurity).toBe('Seguridad Nacional de Texas')
    expect(es.accessibility.help).toContain('necesita la información de este sitio en otro formato')
    expect(es.enrollment.message(enrollmentStatus(new Date('2026-12-15T12:00:00-06:00')))).toBe('Puede inscribirse hasta el final del día 28 de febrero de 2027 (hora del Centro).')
    expect(en.enrollment.message(enrollmentStatus(new Date('2026-12-15T12:00:00-06:00')))).toBe('You can enroll until the end of the day on Feb. 28, 2027 (Central time).')
  })

  it('has the browser’s error page in Spanish', () => {
    expect(BROWSER_ERROR_ES.title).toBe('No se pudo cargar esta página')
    expect(Object.keys(BROWSER_ERROR_ES)).toEqual(Object.keys(BROWSER_ERROR_EN))
  })
})

describe('the English dictionary', () => {
  it('keeps the specification’s words verbatim: the failure message and the 2008 copyright', () => {
    expect(en.failure.message).toBe(
      "The content has failed to load. Our developers are working on fixing this problem. Please contact the Texas Comptroller's CloudApps team if the problem persists.",
    )
    expect(en.footer.copyright).toBe('© 2008 Texas Comptroller of Public Accounts.')
  })
})
