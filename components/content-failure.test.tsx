import { render, screen, within } from '@testing-library/react'
import { FAILURE_MARKER } from '@/next-server/failure-state.mjs'
import { ContentFailure } from './content-failure'

// The product specification's wording, verbatim: a change to the copy must be a deliberate one.
const SPEC_FAILURE_MESSAGE =
  "The content has failed to load. Our developers are working on fixing this problem. Please contact the Texas Comptroller's CloudApps team if the problem persists."

beforeEach(() => {
  render(<ContentFailure />)
})

describe('ContentFailure', () => {
  it("starts with the specification's failure message, exactly, in a paragraph of its own", () => {
    const [first] = within(screen.getByRole('alert')).getAllByRole('paragraph')
    expect(first!.textContent).toBe(SPEC_FAILURE_MESSAGE)
    expect(screen.getByRole('alert').textContent!.startsWith(SPEC_FAILURE_MESSAGE)).toBe(true)
  })

  it('then says how to reach the program by phone, with the toll-free number as a link that dials it', () => {
    const alert = screen.getByRole('alert')
    const [, phone] = within(alert).getAllByRole('paragraph')
    expect(phone).toHaveTextContent(/call us toll-free at 1-800-445-GRAD \(4723\)\.$/)
    expect(within(phone!).getByRole('link', { name: '1-800-445-GRAD (4723)' })).toHaveAttribute('href', 'tel:+18004454723')
  })

  it('carries the marker a starting server looks for in the build folder (lib/startup.ts)', () => {
    expect(document.body.innerHTML).toContain(FAILURE_MARKER)
  })
})
