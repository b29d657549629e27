/** @jest-environment node */
import { en } from './en'
import { es } from './es'

/** Every leaf of a dictionary, by its dotted path: strings, and what the functions write for a sample. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (typeof value === 'function') return [[path, String(value({ year: 2027, month: 2, day: 28 }))]]
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key))
}

const english = new Map(leaves(en))
const spanish = new Map(leaves(es))

// The plans' registered names and names that are the same in both languages.
const SAME_IN_BOTH = new Set(['footer.links.texasGov'])

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
    expect(es.enrollment.title).toContain('Texas Tuition Promise Fund')
    for (const plan of ['Texas Guaranteed Tuition Plan', 'Texas College Savings Plan', 'LoneStar 529 Plan', 'Texas Tuition Promise Fund']) {
      expect(es.description).toContain(plan)
    }
  })

  it('addresses the visitor formally (usted), never with tú', () => {
    const text = [...spanish.values()].join(' ')
    expect(text).not.toMatch(/\b(tú|tu|te|llama|escríbenos|llámanos|contáctanos)\b/i)
  })
})
