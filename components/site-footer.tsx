import { MailtoLink } from '@/components/contact-links'
import { ProgramContact } from '@/components/program-contact'
import { contactDirectory } from '@/lib/contact-directory'
import { ADMISSION_DISCLAIMER, COPYRIGHT_LINE } from '@/lib/site-copy'
import { PLAN_LINKS, SITE_POLICY_LINKS, STATE_LINKS, type SiteLink } from '@/lib/site-links'

function LinkList({ links }: { links: readonly SiteLink[] }) {
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
export function SiteFooter() {
  const coordinator = contactDirectory.accessibilityCoordinator
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <ProgramContact directory={contactDirectory} />
        <p className="site-footer__disclaimer">{ADMISSION_DISCLAIMER}</p>
        <div className="site-footer__groups">
          <nav aria-labelledby="footer-plans">
            <h2 id="footer-plans">Plan websites</h2>
            <LinkList links={PLAN_LINKS} />
          </nav>
          <nav aria-labelledby="footer-policies">
            <h2 id="footer-policies">About this site</h2>
            <LinkList links={SITE_POLICY_LINKS} />
            <p className="site-footer__coordinator">
              Accessibility coordinator: {coordinator.name},{' '}
              <MailtoLink email={coordinator.email} />
            </p>
          </nav>
          <nav aria-labelledby="footer-state">
            <h2 id="footer-state">State of Texas</h2>
            <LinkList links={STATE_LINKS} />
          </nav>
        </div>
        <p className="site-footer__copyright">{COPYRIGHT_LINE}</p>
      </div>
    </footer>
  )
}
