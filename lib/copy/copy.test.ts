/** @jest-environment node */
import { contactDirectory } from '../contact-directory'
import { enrollmentStatus } from '../enrollment-window'
import { en } from './en'
import { es, ENGLISH_ONLY, phoneLanguagesNote } from './es'

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

  it('says nothing about the phone line’s languages until the program has said which they are', () => {
    expect(phoneLanguagesNote(undefined)).toBeUndefined()
    expect(phoneLanguagesNote(['en', 'es'])).toBe('Le atendemos en español.')
    expect(phoneLanguagesNote(['en'])).toBe('La línea telefónica atiende solo en inglés.')
  })
})

describe('the English dictionary', () => {
  it('keeps the specification’s words verbatim: the failure message and the 2008 copyright', () => {
    expect(en.failure.message).toBe(
      "The content has failed to load. Our developers are working on fixing this problem. Please contact the Texas Comptroller's CloudApps team if the problem persists.",
    )
    expect(en.footer.copyright).toBe('© 2008 Texas Comptroller of Public Accounts. All rights reserved.')
  })
})
