import type { Copy } from '@/lib/copy'

/** A plan's registered name, marked as English on Spanish pages so screen readers say it as English. */
export function PlanName({ name, copy }: { name: string; copy: Copy }) {
  return copy.locale === 'en' ? name : <span lang="en">{name}</span>
}
