import { ProgramContact } from '@/components/program-contact'
import { contactDirectory } from '@/lib/contact-directory'
import { PAGE_PATHS, type Copy, type PageName } from '@/lib/copy'
import { ENGLISH_ONLY } from '@/lib/copy/es'
import { hrefFor, PLAN_LINKS, SITE_POLICY_LINKS, STATE_LINKS, type NamedLink } from '@/lib/site-links'

type FooterLink = NamedLink & { english?: boolean; registeredName?: boolean }

/** The pages for each audience the footer leads to (the home page lists them all, common questions and the comparison too). */
const FOOTER_AUDIENCES = ['students', 'colleges'] as const satisfies readonly PageName[]

/**
 * One group of links after its heading, each link kept whole on its line (GOV.UK's footer habit).
 * On Spanish pages a link to an English page says so to screen readers, who may reach the group
 * by landmark without the note above (USAGov en Español's habit); a plan's registered English
 * name is marked as English, so it is read as English.
 */
function LinkGroup({ id, heading, links, copy }: { id: string; heading: string; links: readonly FooterLink[]; copy: Copy }) {
  const spanish = copy.locale === 'es'
  return (
    <nav className="footer-links" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} hrefLang={link.english ? 'en' : undefined}>
              {spanish && link.registeredName ? <span lang="en">{link.label}</span> : link.label}
              {spanish && link.english && <span className="visually-hidden">{ENGLISH_ONLY.linkMark}</span>}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * The footer on every page and state: how to reach the program, this site's pages for each
 * audience and its accessibility statement, the plan sites, the agency's policies and the
 * statewide links (1 TAC §206.54), the disclaimer and the copyright. The contact
 * group comes first, so it is the first thing after the main content everywhere, whatever the
 * page or the CMS holds. Each group's links run on after its heading, which keeps it short on a phone.
 */
export function SiteFooter({ copy }: { copy: Copy }) {
  const { footer } = copy
  const worded = (links: typeof SITE_POLICY_LINKS): FooterLink[] =>
    links.map((link) => ({ label: footer.links[link.key], href: hrefFor(link, copy.locale), english: copy.locale === 'en' || !link.spanish }))
  const plans = PLAN_LINKS.map((link) => ({ ...link, english: true, registeredName: true }))
  const here = (page: PageName, label: string): FooterLink => ({ label, href: PAGE_PATHS[page][copy.locale] })
  // This site's own pages, in the page's language: before the Spanish note on links to English sites.
  const help = [...FOOTER_AUDIENCES.map((page) => here(page, copy.audiences.footer[page])), here('accessibility', copy.audiences.statement)]
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <ProgramContact directory={contactDirectory} copy={copy} />
        <LinkGroup id="footer-help" heading={copy.audiences.heading} links={help} copy={copy} />
        {copy.locale === 'es' && <p className="site-footer__note">{ENGLISH_ONLY.footerNote}</p>}
        <LinkGroup id="footer-plans" heading={footer.plansHeading} links={plans} copy={copy} />
        <LinkGroup id="footer-policies" heading={footer.policiesHeading} links={worded(SITE_POLICY_LINKS)} copy={copy} />
        <LinkGroup id="footer-state" heading={footer.stateHeading} links={worded(STATE_LINKS)} copy={copy} />
        <p className="site-footer__small-print">
          {footer.disclaimer} {footer.copyright}
        </p>
      </div>
    </footer>
  )
}
