// Checks server-rendered HTML with html-validate and the project's .htmlvalidate.mjs (which
// documents each rule that differs from html-validate:recommended and why).
import { HtmlValidate } from 'html-validate'
import config from '../.htmlvalidate.mjs'

const validator = new HtmlValidate(config)

/** Every problem html-validate finds, one readable line each; [] for valid HTML. */
export async function htmlProblems(html: string, label: string): Promise<string[]> {
  const report = await validator.validateString(html, `${label}.html`)
  return report.results.flatMap(({ messages }) =>
    messages.map(({ ruleId, message, line, column, selector }) => `${ruleId} at ${line}:${column} ${selector ?? ''}: ${message}`),
  )
}
