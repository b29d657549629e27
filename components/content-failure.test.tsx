import { render, screen, within } from '@testing-library/react'
import { en } from '@/lib/copy/en'
import { es } from '@/lib/copy/es'
import { ContentFailure } from './content-failure'

// The product specification's wording, verbatim: a change to the copy must be a deliberate one.
const SPEC_FAILURE_MESSAGE =
  "The content has failed to load. Our developers are working on fixing this problem. Please contact the Texas Comptroller's CloudApps team if the problem persists."

describe('ContentFailure', () => {
  beforeEach(() => {
    render(<ContentFailure copy={en} />)
  })

  it("starts with the specification's failure message, exactly, in a paragraph of its own", () => {
    const [first] = within(screen.getByRole('alert')).getAllByRole('paragraph')
    expect(first!.textContent).toBe(SPEC_FAILURE_MESSAGE)
    expect(screen.getByRole('alert').textContent!.startsWith(SPEC_FAILURE_MESSAGE)).toBe(true)
  })

  it('then says how to reach the program by phone, and when: the toll-free number as a link that dials it, and the hours', () => {
    const alert = screen.getByRole('alert')
    const [, phone] = within(alert).getAllByRole('paragraph')
    expect(phone).toHaveTextContent(/call us toll-free at 1-800-445-GRAD \(4723\)\. Lines are open Monday to Friday, 8 a\.m\. to 5 p\.m\. Central time\.$/)
    expect(within(phone!).getByRole('link', { name: '1-800-445-GRAD (4723)' })).toHaveAttribute('href', 'tel:+18004454723')
  })
})

describe('ContentFailure in Spanish', () => {
  beforeEach(() => {
    render(<ContentFailure copy={es} />)
  })

  it('says the content failed to load, in Spanish, then gives the toll-free number, its hours and that calls are answered in Spanish', () => {
    const [message, phone] = within(screen.getByRole('alert')).getAllByRole('paragraph')
    expect(message!.textContent).toBe(
      'No se pudo cargar el contenido. Nuestro equipo técnico ya está trabajando para resolver el problema. Si el problema continúa, comuníquese con el equipo de CloudApps del Contralor de Cuentas Públicas de Texas.',
    )
    expect(phone!.textContent).toBe(
      'Mientras tanto, si necesita ayuda con su plan, llámenos sin costo al 1-800-445-4723. Horario telefónico: de lunes a viernes, de 8\u00a0a.\u00a0m. a 5\u00a0p.\u00a0m., hora del Centro. Le atendemos en español.',
    )
  })
})
