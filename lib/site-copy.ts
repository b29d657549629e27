/** Text that visitors read, kept in one place and tested verbatim. */
export const SITE_NAME = 'Texas Prepaid Tuition and College Savings Plans'
export const AGENCY_NAME = 'Texas Comptroller of Public Accounts'

/** The specification's failure message, shown when the home article cannot be had at all. */
export const CONTENT_FAILURE_MESSAGE =
  "The content has failed to load. Our developers are working on fixing this problem. Please contact the Texas Comptroller's CloudApps team if the problem persists."

/** Follows the failure message, then the toll-free number: visitors on a broken page can still call. */
export const CONTENT_FAILURE_PHONE_LEAD = 'For help with your plan in the meantime, call us toll-free at'

/**
 * In place of a home article an editor removed: nothing broke, so nothing says it did; the
 * visitor still learns how to reach the program. Followed by the toll-free number, then Contact Us.
 */
export const ARTICLE_REMOVED_MESSAGE = 'There is no plan information on this page right now.'
export const ARTICLE_REMOVED_PHONE_LEAD = 'For help with your plan, call us toll-free at'
export const ARTICLE_REMOVED_CONTACT_LEAD = 'or see all the ways to'

export const LOADING_MESSAGE = 'Loading plan information…'

export const ADMISSION_DISCLAIMER =
  "The plans do not guarantee that a beneficiary will be accepted at any college or university. Students must meet each college's normal admission requirements."

/** The specification's copyright year. */
export const COPYRIGHT_LINE = `© 2008 ${AGENCY_NAME}. All rights reserved.`
