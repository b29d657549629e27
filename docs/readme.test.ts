/** @jest-environment node */
// The README stays short for users and operators (detail lives in docs/), and every fact moved
// out of it stays one link away.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

const ROOT = join(__dirname, '..')
const README = join(ROOT, 'README.md')
/** The most lines the README may have: room for a few more facts, not for a manual. */
const MOST_LINES = 260

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')

function anchorsIn(file: string): Set<string> {
  const headings = readFileSync(file, 'utf8').match(/^#{1,6} .+$/gm) ?? []
  return new Set(headings.map((heading) => anchorOf(heading.replace(/^#+ /, ''))))
}

/** Every relative link in a Markdown file: its target file and anchor. */
function relativeLinks(file: string): { text: string; target: string; anchor?: string }[] {
  const links = [...readFileSync(file, 'utf8').matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!)
  return links
    .filter((link) => !/^[a-z]+:/.test(link))
    .map((link) => {
      const [path, anchor] = link.split('#')
      return { text: link, target: path ? resolve(dirname(file), path) : file, anchor }
    })
}

describe('README.md', () => {
  it(`has at most ${MOST_LINES} lines`, () => {
    const lines = readFileSync(README, 'utf8').split('\n').length
    expect(lines).toBeLessThanOrEqual(MOST_LINES)
  })

  it.each(['README.md', 'docs/deploying.md', 'deploy/nginx.conf'])('%s makes the nginx prefix\'s logs folder before starting nginx, which needs it', (name) => {
    const text = readFileSync(join(ROOT, name), 'utf8')
    const prefixes = [...text.matchAll(/nginx -p (\S+?)\/? -c/g)].map((match) => match[1])
    expect(prefixes.length).toBeGreaterThan(0)
    for (const prefix of prefixes) expect(text).toContain(`mkdir -p ${prefix}/logs`)
  })

  it.each(['README.md', 'docs/deploying.md', 'docs/caching.md', 'docs/telemetry.md'])('%s links only to files and headings that exist', (name) => {
    const file = join(ROOT, name)
    const broken = relativeLinks(file).filter(
      ({ target, anchor }) => !existsSync(target) || (anchor !== undefined && target.endsWith('.md') && !anchorsIn(target).has(anchor)),
    )
    expect(broken.map(({ text }) => text)).toEqual([])
  })
})
