import { z } from 'zod'
import type { StaffRole } from './copy'

/**
 * The contact directory an operator edits. It is checked when the module loads, so a typo (a bad
 * e-mail address, a missing plan option) fails the build instead of reaching visitors.
 *
 * Staff titles are words each language writes (lib/copy): the directory names each person's role.
 *
 * SAMPLE ENTRIES: the general mailbox, staff names, e-mail addresses and extensions below are
 * placeholders. Replace them with the program's real directory before going live.
 */
const email = z.email()
const STAFF_ROLES = ['programDirector', 'planAdministrator', 'customerServiceManager', 'communicationsCoordinator'] as const satisfies readonly StaffRole[]
const contactDirectorySchema = z.object({
  tollFree: z.object({ display: z.string().min(1), dial: z.string().regex(/^\+1\d{10}$/) }),
  phoneOptions: z
    .array(z.object({ option: z.number().int().min(1).max(9), plan: z.string().min(1) }))
    .length(4),
  generalHelp: z.object({ email }),
  staff: z
    .array(
      z.object({
        name: z.string().min(1),
        role: z.enum(STAFF_ROLES),
        extension: z.string().regex(/^\d{3,5}$/),
        email,
      }),
    )
    .length(4),
  accessibilityCoordinator: z.object({ name: z.string().min(1), email }),
})

export type ContactDirectory = z.infer<typeof contactDirectorySchema>

export const contactDirectory: ContactDirectory = contactDirectorySchema.parse({
  tollFree: { display: '1-800-445-GRAD (4723)', dial: '+18004454723' },
  phoneOptions: [
    { option: 2, plan: 'Texas Guaranteed Tuition Plan' },
    { option: 3, plan: 'Texas College Savings Plan' },
    { option: 4, plan: 'LoneStar 529 Plan' },
    { option: 5, plan: 'Texas Tuition Promise Fund' },
  ],
  generalHelp: { email: 'help@example.gov' },
  staff: [
    { name: 'Sample Name One', role: 'programDirector', extension: '1001', email: 'director@example.gov' },
    { name: 'Sample Name Two', role: 'planAdministrator', extension: '1002', email: 'administrator@example.gov' },
    { name: 'Sample Name Three', role: 'customerServiceManager', extension: '1003', email: 'service@example.gov' },
    { name: 'Sample Name Four', role: 'communicationsCoordinator', extension: '1004', email: 'communications@example.gov' },
  ],
  accessibilityCoordinator: { name: 'Accessibility Coordinator (sample)', email: 'accessibility@example.gov' },
})
