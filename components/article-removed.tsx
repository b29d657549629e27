import { CallUs } from '@/components/call-us'
import type { Copy } from '@/lib/copy'

/**
 * What the home page shows once editors have removed its article (lib/cms/answers.ts): a plain
 * paragraph, not an alert, since nothing went wrong, and how to reach the program.
 */
export function ArticleRemoved({ copy }: { copy: Copy }) {
  const { message, phoneLead } = copy.removed
  // Contact Us is linked just above it, under the plans (components/plan-list.tsx).
  return <CallUs className="article-removed" copy={copy} lead={`${message} ${phoneLead}`} />
}
