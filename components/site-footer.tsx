import { MailtoLink } from '@/components/contact-links'
import { ProgramContact } from '@/components/program-contact'
import { contactDirectory } from '@/lib/contact-directory'
import type { Copy } from '@/lib/copy'
import { PLAN_LINKS, SITE_POLICY_LINKS, STATE_LINKS } from '@/lib/site-links'

function LinkList({ links }: { links: readonly { label: string; href: string }[] }) {
  return (
    <ul className="site-footer__links">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.label}</a>
        </li>
      ))}
    </ul>
  )
}

/**
 * The footer on every page and state: how to reach the program, disclaimer, plan sites, site
 * policies, statewide links, copyright. The contact group comes first, so it is the first thing
 * after the main content everywhere, whatever the page or the CMS holds.
 */
export function SiteFooter({ copy }: { copy: Copy }) {
  const coordinator = contactDirectory.accessibilityCoordinator
  const { footer } = copy
  const worded = (links: typeof SITE_POLICY_LINKS) => links.map(({ key, href }) => ({ label: footer.links[key], href }))
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <ProgramContact directory={contactDirectory} copy={copy} />
        <p className="site-footer__disclaimer">{footer.disclaimer}</p>
        <div className="site-footer__groups">
          <nav aria-labelledby="footer-plans">
            <h2 id="footer-plans">{footer.plansHeading}</h2>
            <LinkList links={PLAN_LINKS} />
          </nav>
          <nav aria-labelledby="footer-policies">
            <h2 id="footer-policies">{footer.policiesHeading}</h2>
            <LinkList links={worded(SITE_POLICY_LINKS)} />
            <p className="site-footer__coordinator">
              {footer.coordinator}: {coordinator.name}, <MailtoLink email={coordinator.email} />
            </p>
          </nav>
          <nav aria-labelledby="footer-state">
            <h2 id="footer-state">{footer.stateHeading}</h2>
            <LinkList links={worded(STATE_LINKS)} />
          </nav>
        </div>
        <p className="site-footer__copyright">{footer.copyright}</p>
      </div>
    </footer>
  )
}
