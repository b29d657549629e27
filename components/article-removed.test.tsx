import { render, screen } from '@testing-library/react'
import { en } from '@/lib/copy/en'
import { es } from '@/lib/copy/es'
import { ArticleRemoved } from './article-removed'

describe('ArticleRemoved', () => {
  beforeEach(() => {
    render(<ArticleRemoved copy={en} />)
  })

  it('says, in one plain paragraph, that there is nothing here now, and how to reach the program, and when', () => {
    expect(screen.getByRole('paragraph').textContent).toBe(
      'There is no further plan information on this page right now. For help with your plan, call us toll-free at 1-800-445-GRAD (4723). Lines are open Monday to Friday, 8 a.m. to 5 p.m. Central time.',
    )
    expect(screen.getByRole('link', { name: '1-800-445-GRAD (4723)' })).toHaveAttribute('href', 'tel:+18004454723')
  })

  it('is not the failure state: no alert, no failure message', () => {
    expect(screen.queryByRole('alert')).toBeNull()
    expect(document.body.textContent).not.toContain('failed to load')
  })
})

describe('ArticleRemoved in Spanish', () => {
  it('says the same in Spanish, with the number in digits, and that calls are answered in Spanish', () => {
    render(<ArticleRemoved copy={es} />)
    expect(screen.getByRole('paragraph').textContent).toBe(
      'En este momento no hay más información sobre los planes en esta página. Si necesita ayuda con su plan, llámenos sin costo al 1-800-445-4723. Horario telefónico: de lunes a viernes, de 8\u00a0a.\u00a0m. a 5\u00a0p.\u00a0m., hora del Centro. Le atendemos en español.',
    )
    expect(screen.getByRole('link', { name: '1-800-445-4723' })).toHaveAttribute('href', 'tel:+18004454723')
  })
})
