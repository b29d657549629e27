import { ProgramContact } from '@/components/program-contact'
import { contactDirectory } from '@/lib/contact-directory'
import type { Copy } from '@/lib/copy'
import { ENGLISH_ONLY } from '@/lib/copy/es'
import { hrefFor, PLAN_LINKS, SITE_POLICY_LINKS, STATE_LINKS, type NamedLink } from '@/lib/site-links'

/** One group of links, run on after its heading and wrapped as text (GOV.UK's footer habit). */
function LinkGroup({ id, heading, links }: { id: string; heading: string; links: readonly NamedLink[] }) {
  return (
    <nav className="footer-links" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * The footer on every page and state: how to reach the program, the plan sites, the site
 * policies and the statewide links (1 TAC §206.54), the disclaimer and the copyright. The contact
 * group comes first, so it is the first thing after the main content everywhere, whatever the
 * page or the CMS holds. Small type and run-on lines keep it short on a phone.
 */
export function SiteFooter({ copy }: { copy: Copy }) {
  const { footer } = copy
  const worded = (links: typeof SITE_POLICY_LINKS) => links.map((link) => ({ label: footer.links[link.key], href: hrefFor(link, copy.locale) }))
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <ProgramContact directory={contactDirectory} copy={copy} />
        {copy.locale === 'es' && <p className="site-footer__note">{ENGLISH_ONLY.footerNote}</p>}
        <LinkGroup id="footer-plans" heading={footer.plansHeading} links={PLAN_LINKS} />
        <LinkGroup id="footer-policies" heading={footer.policiesHeading} links={worded(SITE_POLICY_LINKS)} />
        <LinkGroup id="footer-state" heading={footer.stateHeading} links={worded(STATE_LINKS)} />
        <p className="site-footer__small-print">
          {footer.disclaimer} {footer.copyright}
        </p>
      </div>
    </footer>
  )
}
