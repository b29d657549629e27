import { render, screen } from '@testing-library/react'
import { ContentFailure } from './content-failure'

// The product specification's wording, verbatim: a change to the copy must be a deliberate one.
const SPEC_FAILURE_MESSAGE =
  "The content has failed to load. Our developers are working on fixing this problem. Please contact the Texas Comptroller's CloudApps team if the problem persists."

describe('ContentFailure', () => {
  it("shows the specification's failure message, exactly", () => {
    render(<ContentFailure />)
    expect(screen.getByRole('alert')).toHaveTextContent(SPEC_FAILURE_MESSAGE, { normalizeWhitespace: false })
    expect(screen.getByRole('alert').textContent).toBe(SPEC_FAILURE_MESSAGE)
  })
})
