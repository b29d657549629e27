/** Page-view analytics, mounted once in the root layout (built in the analytics issue). */
export function Analytics() {
  return null
}
