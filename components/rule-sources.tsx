import type { Copy } from '@/lib/copy'
import { checkedOn, sourcesOf, type RuleId } from '@/lib/plan-rules'

/**
 * Where the rules a page states come from (lib/plan-rules.ts): each document a link, and the day a
 * person last checked them there. The documents are in English: Spanish pages say so.
 */
export function RuleSources({ rules, copy }: { rules: readonly RuleId[]; copy: Copy }) {
  const { sources, checked } = sourcesOf(rules)
  return (
    <>
      <h2>{copy.sources.heading}</h2>
      <p>{copy.sources.checked(checkedOn(checked))}</p>
      <ul>
        {sources.map(({ title, url }) => (
          <li key={url}>
            <a href={url} hrefLang="en">
              {copy.locale === 'en' ? title : <span lang="en">{title}</span>}
              {copy.plans.englishSiteMark}
            </a>
          </li>
        ))}
      </ul>
    </>
  )
}
