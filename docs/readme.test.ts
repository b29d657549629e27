/** @jest-environment node */
// What the README and docs say stays true: the Node.js floor is package.json's (which
// `npm run check:deps` holds to the production packages'), commands work, links resolve.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

const ROOT = join(__dirname, '..')
const README = join(ROOT, 'README.md')

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
  it("states package.json's Node.js floor, as docs/deploying.md does", () => {
    const floor = /^>=(\d+\.\d+)$/.exec(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).engines.node)?.[1]
    const stated = [README, join(ROOT, 'docs/deploying.md')].flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/(\d+\.\d+) or later/g)].map((match) => match[1]))
    expect(stated.length).toBeGreaterThan(1)
    expect(new Set(stated)).toEqual(new Set([floor]))
  })

  it.each(['README.md', 'docs/deploying.md', 'deploy/nginx.conf'])('%s makes the nginx prefix\'s logs folder before starting nginx, which needs it', (name) => {
    const text = readFileSync(join(ROOT, name), 'utf8')
    const prefixes = [...text.matchAll(/nginx -p (\S+?)\/? -c/g)].map((match) => match[1])
    expect(prefixes.length).toBeGreaterThan(0)
    for (const prefix of prefixes) expect(text).toContain(`mkdir -p ${prefix}/logs`)
  })

  it.each(['README.md', 'docs/deploying.md', 'docs/caching.md', 'docs/telemetry.md', 'docs/performance.md'])('%s links only to files and headings that exist', (name) => {
    const file = join(ROOT, name)
    const broken = relativeLinks(file).filter(
      ({ target, anchor }) => !existsSync(target) || (anchor !== undefined && target.endsWith('.md') && !anchorsIn(target).has(anchor)),
    )
    expect(broken.map(({ text }) => text)).toEqual([])
  })
})
