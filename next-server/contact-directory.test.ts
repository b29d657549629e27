/** @jest-environment node */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ContactDirectoryError, parseContactDirectory } from './contact-directory.mjs'
import { readContactDirectory, SAMPLE_DIRECTORY_FILE } from './settings-files.mjs'

const sample = JSON.parse(readFileSync(SAMPLE_DIRECTORY_FILE, 'utf8'))

/** A copy of the sample with some change, as an operator would write it. */
const edited = (change: (directory: typeof sample) => void) => {
  const copy = structuredClone(sample)
  change(copy)
  return copy
}

/** The message parseContactDirectory throws (fails the test when it accepts the directory). */
function problemWith(value: unknown): string {
  try {
    parseContactDirectory(value, 'contacts.json')
  } catch (error) {
    expect(error).toBeInstanceOf(ContactDirectoryError)
    return (error as Error).message
  }
  throw new Error('the directory was accepted')
}

describe('the contact directory schema', () => {
  it('accepts the bundled sample, which says it is one', () => {
    expect(parseContactDirectory(sample)).toMatchObject({ sample: true, tollFree: { dial: '+18004454723' } })
  })

  it('gives every title its masculine form unless the directory says otherwise', () => {
    const directory = parseContactDirectory(
      edited((d) => {
        for (const person of [...d.staff, d.accessibilityCoordinator] as { titleForm?: string }[]) delete person.titleForm
        d.staff[0].titleForm = 'feminine'
      }),
    )
    expect(directory.staff.map((person) => person.titleForm)).toEqual(['feminine', 'masculine', 'masculine', 'masculine'])
    expect(directory.accessibilityCoordinator.titleForm).toBe('masculine')
  })

  it('takes a directory without hours, reply time, languages or postal address: each is optional', () => {
    const directory = parseContactDirectory(
      edited((d) => {
        delete (d.tollFree as { hours?: unknown }).hours
        delete (d.tollFree as { languages?: unknown }).languages
        delete (d.generalHelp as { replyWorkingDays?: unknown }).replyWorkingDays
        delete (d as { postalAddress?: unknown }).postalAddress
      }),
    )
    expect(directory.tollFree.hours).toBeUndefined()
    expect(directory.postalAddress).toBeUndefined()
  })

  it.each([
    ['a staff member without an e-mail address', (d: typeof sample) => delete d.staff[2].email, 'staff.2.email expects an e-mail address'],
    ['a malformed e-mail address', (d: typeof sample) => (d.generalHelp.email = 'help at example.gov'), 'generalHelp.email expects an e-mail address'],
    ['a number that cannot be dialled', (d: typeof sample) => (d.tollFree.dial = '1-800-445-GRAD'), 'tollFree.dial expects +1 and ten digits'],
    ['a plan the program does not have', (d: typeof sample) => (d.phoneOptions[1].plan = 'Texas Savings Plan'), 'phoneOptions.1.plan expects one of Texas Guaranteed Tuition Plan'],
    ['the same plan twice', (d: typeof sample) => (d.phoneOptions[1].plan = d.phoneOptions[0].plan), 'phoneOptions expects each plan once'],
    ['a mistyped field name', (d: typeof sample) => (d.staff[0].extention = '1001'), 'staff.0'],
    ['three staff members', (d: typeof sample) => d.staff.pop(), 'staff expects four staff members'],
    ['a title form Spanish does not have', (d: typeof sample) => (d.staff[1].titleForm = 'f'), 'staff.1.titleForm expects "masculine" or "feminine"'],
    ['a language the site does not speak', (d: typeof sample) => (d.tollFree.languages = ['en', 'vi']), 'tollFree.languages.1 expects "en" or "es"'],
    ['hours in 12-hour time', (d: typeof sample) => (d.tollFree.hours.opens = '8 am'), 'tollFree.hours.opens expects a 24-hour time'],
    ['a line that closes before it opens', (d: typeof sample) => (d.tollFree.hours.closes = '07:00'), 'tollFree.hours expects "opens" before "closes"'],
    ['a one-line postal address', (d: typeof sample) => (d.postalAddress = ['Austin']), 'postalAddress expects at least two lines'],
    ['no line for school offices', (d: typeof sample) => delete (d as { schoolServices?: unknown }).schoolServices, 'schoolServices expects the line for school offices'],
    ['a school line on a plan’s option', (d: typeof sample) => ((d.schoolServices as { option?: number }).option = 5), 'schoolServices.option expects an option no plan has'],
    ['a school line that closes before it opens', (d: typeof sample) => (d.schoolServices.hours.closes = '07:00'), 'schoolServices.hours expects "opens" before "closes"'],
    ['a reply time in words', (d: typeof sample) => ((d.generalHelp as { replyWorkingDays: unknown }).replyWorkingDays = 'two'), 'generalHelp.replyWorkingDays expects a whole number'],
  ])('names the field when the file has %s', (_, change, message) => {
    const problem = problemWith(edited(change))
    expect(problem).toContain('CONTACT_DIRECTORY_FILE: contacts.json is not a valid contact directory')
    expect(problem).toContain(message)
  })

  it('takes a school line with an option of its own, and one with neither option nor hours of its own', () => {
    expect(parseContactDirectory(edited((d) => ((d.schoolServices as { option?: number }).option = 6))).schoolServices.option).toBe(6)
    const bare = parseContactDirectory(edited((d) => delete (d.schoolServices as { hours?: unknown }).hours))
    expect(bare.schoolServices).toEqual({ email: 'schools@example.gov' })
  })

  it('names an unknown field by its name', () => {
    expect(problemWith(edited((d) => (d.staff[0].extention = '1001')))).toMatch(/staff\.0 .*extention/)
  })
})

describe('readContactDirectory', () => {
  const folder = mkdtempSync(join(tmpdir(), 'contact-directory-'))

  it('reads the bundled sample when no file is named', () => {
    expect(readContactDirectory(undefined).sample).toBe(true)
  })

  it('reads the program’s file, which is no sample', () => {
    const file = join(folder, 'contacts.json')
    writeFileSync(file, JSON.stringify(edited((d) => delete d.sample)))
    expect(readContactDirectory(file).sample).toBeUndefined()
  })

  it('says which file is missing', () => {
    expect(() => readContactDirectory(join(folder, 'missing.json'))).toThrow(
      new ContactDirectoryError(`CONTACT_DIRECTORY_FILE: ${join(folder, 'missing.json')} cannot be read (ENOENT)`),
    )
  })

  it('says which file is not JSON', () => {
    const file = join(folder, 'broken.json')
    writeFileSync(file, '{ "tollFree": ')
    expect(() => readContactDirectory(file)).toThrow(`CONTACT_DIRECTORY_FILE: ${file} is not JSON`)
  })
})

describe('warnIfSampleDirectory', () => {
  it('says once per process that the pages show the sample, and nothing for the program’s directory', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const { warnIfSampleDirectory } = await import('./contact-directory.mjs')
      warnIfSampleDirectory({})
      expect(warn).not.toHaveBeenCalled()
      warnIfSampleDirectory(sample)
      warnIfSampleDirectory(sample)
      expect(warn).toHaveBeenCalledTimes(1)
      expect(JSON.parse(String(warn.mock.calls[0]![0]))).toMatchObject({ level: 'warn', event: 'contact_directory_sample' })
    } finally {
      warn.mockRestore()
    }
  })
})
