import { render, screen } from '@testing-library/react'
import { contactDirectory, type ContactDirectory } from '@/lib/contact-directory'
import { en } from '@/lib/copy/en'
import { es } from '@/lib/copy/es'
import { ReportProblem } from './report-problem'

/** The e-mail the link opens: its mailbox, subject and body, as a mail program reads them. */
function message(link: HTMLElement) {
  const url = new URL(link.getAttribute('href')!)
  return { protocol: url.protocol, to: url.pathname, subject: url.searchParams.get('subject'), body: url.searchParams.get('body') }
}

describe('ReportProblem', () => {
  it('opens an e-mail to the help mailbox with the page’s public address in its subject and body', () => {
    render(<ReportProblem copy={en} page="comparePlans" siteUrl="https://www.example.gov" />)
    const sent = message(screen.getByRole('link', { name: 'Report a problem with this page' }))
    expect(sent).toEqual({
      protocol: 'mailto:',
      to: contactDirectory.generalHelp.email,
      subject: 'Problem with a page: https://www.example.gov/compare-plans',
      body: 'Page: https://www.example.gov/compare-plans\n\nWhat is wrong or missing:\n',
    })
  })

  it('names the page by its path where the site has no address of its own (SITE_URL unset)', () => {
    render(<ReportProblem copy={es} page="texasTuitionPromiseFund" siteUrl={undefined} />)
    const sent = message(screen.getByRole('link', { name: 'Infórmenos de un problema con esta página' }))
    expect(sent.subject).toBe('Problema con una página: /es/planes/texas-tuition-promise-fund')
    expect(sent.body).toBe('Página: /es/planes/texas-tuition-promise-fund\n\nQué está mal o qué falta:\n')
  })

  it('on the page-not-found page, which cannot know the address, asks for it', () => {
    render(<ReportProblem copy={en} siteUrl="https://www.example.gov" />)
    const sent = message(screen.getByRole('link', { name: 'Report a problem with this page' }))
    expect(sent.subject).toBe('Problem with a page: page not found')
    expect(sent.body).toBe('Address I tried:\n\nWhat is wrong or missing:\n')
  })

  it('says what happens next: the e-mail, and the directory’s reply time where it gives one', () => {
    const { container, rerender } = render(<ReportProblem copy={en} page="home" />)
    expect(container).toHaveTextContent('This opens an e-mail to our help mailbox. Tell us what is wrong or missing. We answer e-mail within 2 working days.')
    const noReplyTime: ContactDirectory = { ...contactDirectory, generalHelp: { email: 'help@example.gov' } }
    rerender(<ReportProblem copy={es} page="home" directory={noReplyTime} />)
    expect(container.textContent).toMatch(/Díganos qué está mal o qué falta\.$/)
  })
})
