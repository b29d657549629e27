import { render, screen } from '@testing-library/react'
import { contactDirectory } from '@/lib/contact-directory'
import { en } from '@/lib/copy/en'
import { es } from '@/lib/copy/es'
import { CallUs } from './call-us'

const paragraph = () => screen.getByRole('paragraph')

describe('CallUs', () => {
  it('says when the line is open, after the number and the plan’s option', () => {
    render(<CallUs copy={en} lead="Or call us toll-free at" plans={['Texas Tuition Promise Fund']} />)
    expect(paragraph()).toHaveTextContent(
      /^Or call us toll-free at 1-800-445-GRAD \(4723\), option 5\. Lines are open Monday to Friday, 8 a\.m\. to 5 p\.m\. Central time\.$/,
    )
    expect(screen.getByRole('link', { name: '1-800-445-GRAD (4723)' })).toHaveAttribute('href', 'tel:+18004454723')
  })

  it('in Spanish, also says that calls are answered in Spanish', () => {
    render(<CallUs copy={es} lead="O llámenos sin costo al" plans={['Texas Guaranteed Tuition Plan']} />)
    // (toHaveTextContent reads the times' no-break spaces as spaces.)
    expect(paragraph()).toHaveTextContent(
      'O llámenos sin costo al 1-800-445-4723, opción 2. Horario telefónico: de lunes a viernes, de 8 a. m. a 5 p. m., hora del Centro. Le atendemos en español.',
    )
  })

  it('names each plan beside its option when there are several, the names marked as English on a Spanish page', () => {
    render(<CallUs copy={es} lead="O llámenos sin costo al" plans={['Texas College Savings Plan', 'LoneStar 529 Plan']} />)
    expect(paragraph()).toHaveTextContent(/al 1-800-445-4723, opción 3 \(Texas College Savings Plan\) u opción 4 \(LoneStar 529 Plan\)\. Horario/)
    expect(paragraph().querySelectorAll('[lang="en"]')).toHaveLength(2)
  })

  it('takes a role’s own option and hours, and what follows in the same paragraph', () => {
    render(
      <CallUs copy={en} lead="Call our line for school offices at" option={6} hours={{ opens: '08:00', closes: '16:30' }}>
        Or e-mail us.
      </CallUs>,
    )
    expect(paragraph()).toHaveTextContent('Call our line for school offices at 1-800-445-GRAD (4723), option 6. Lines are open Monday to Friday, 8 a.m. to 4:30 p.m. Central time. Or e-mail us.')
  })

  it('leaves out what the directory leaves out: no hours, no languages, no option', () => {
    const directory = { ...contactDirectory, tollFree: { display: contactDirectory.tollFree.display, dial: contactDirectory.tollFree.dial } }
    render(<CallUs copy={es} lead="Llámenos sin costo al" directory={directory} />)
    expect(paragraph()).toHaveTextContent(/^Llámenos sin costo al 1-800-445-4723\.$/)
  })
})
