import { config } from '@/lib/config'
import { contactDirectory, type ContactDirectory } from '@/lib/contact-directory'
import { PAGE_PATHS, type Copy, type PageName } from '@/lib/copy'

/**
 * "Report a problem with this page", at the end of every page, above the footer (GOV.UK's place
 * for it): an e-mail to the program's help mailbox with the page's address already in it (the
 * public one where SITE_URL says it, else the path), and when an answer comes. Each page renders
 * it knowing its own address, so it needs no script. The page-not-found page cannot know the
 * address typed (it is one page for all of them): its e-mail asks for it.
 */
export function ReportProblem({
  copy,
  page,
  siteUrl = config.siteUrl,
  directory = contactDirectory,
}: {
  copy: Copy
  page?: PageName
  siteUrl?: string
  directory?: ContactDirectory
}) {
  const words = copy.reportProblem
  const address = page && `${siteUrl ?? ''}${PAGE_PATHS[page][copy.locale]}`
  const { email, replyWorkingDays } = directory.generalHelp
  const message = `mailto:${email}?subject=${encodeURIComponent(words.subject(address))}&body=${encodeURIComponent(words.body(address))}`
  return (
    <div className="report-problem">
      <p>
        <a href={message}>{words.link}</a>
      </p>
      <p>
        {words.next}
        {replyWorkingDays !== undefined && ` ${copy.contact.emailReply(replyWorkingDays)}`}
      </p>
    </div>
  )
}
