/** Text that visitors read, kept in one place and tested verbatim. */
export const SITE_NAME = 'Texas Prepaid Tuition and College Savings Plans'
export const AGENCY_NAME = 'Texas Comptroller of Public Accounts'

/** The specification's failure message, shown when the home article cannot be had at all. */
export const CONTENT_FAILURE_MESSAGE =
  "The content has failed to load. Our developers are working on fixing this problem. Please contact the Texas Comptroller's CloudApps team if the problem persists."

/** Follows the failure message, then the toll-free number: visitors on a broken page can still call. */
export const CONTENT_FAILURE_PHONE_LEAD = 'For help with your plan in the meantime, call us toll-free at'

export const LOADING_MESSAGE = 'Loading plan information…'

export const ADMISSION_DISCLAIMER =
  "The plans do not guarantee that a beneficiary will be accepted at any college or university. Students must meet each college's normal admission requirements."

/** The specification's copyright year. */
export const COPYRIGHT_LINE = `© 2008 ${AGENCY_NAME}. All rights reserved.`
