import { render } from '@testing-library/react'
import { en } from '@/lib/copy/en'
import { es } from '@/lib/copy/es'
import { OrganizationJsonLd, organizationJsonLd } from './organization-json-ld'

describe('OrganizationJsonLd', () => {
  it('describes the programs as a government organisation with the toll-free number', () => {
    const { container } = render(<OrganizationJsonLd siteUrl="https://plans.example.gov" copy={en} />)
    const script = container.querySelector('script[type="application/ld+json"]')
    expect(JSON.parse(script?.textContent ?? '')).toEqual(organizationJsonLd('https://plans.example.gov', en))
    expect(organizationJsonLd('https://plans.example.gov', en)).toMatchObject({
      '@type': 'GovernmentOrganization',
      inLanguage: 'en',
      url: 'https://plans.example.gov',
      parentOrganization: { name: 'Texas Comptroller of Public Accounts' },
      contactPoint: { telephone: '+18004454723', contactOption: 'TollFree' },
    })
  })

  it('says who administers the plans, and does not limit the phone line to Texas: the savings plans serve families anywhere', () => {
    const data = organizationJsonLd(undefined, en)
    expect(data.description).toBe(
      "The Texas Comptroller of Public Accounts' prepaid tuition and college savings programs, administered by the Texas Prepaid Higher Education Tuition Board.",
    )
    expect(data.contactPoint).not.toHaveProperty('areaServed')
  })

  it('gives no address or logo of its own when SITE_URL is unset, still the name and the phone', () => {
    const data = organizationJsonLd(undefined, en)
    expect(data).not.toHaveProperty('url')
    expect(data).not.toHaveProperty('logo')
    expect(data).toMatchObject({ name: 'Texas Prepaid Tuition and College Savings Plans', contactPoint: { telephone: '+18004454723' } })
  })

  it('describes them in Spanish on Spanish pages, and says so', () => {
    expect(organizationJsonLd(undefined, es)).toMatchObject({
      inLanguage: 'es',
      name: 'Planes de Matrícula Prepagada y Ahorro Universitario de Texas',
      parentOrganization: { name: 'Contralor de Cuentas Públicas de Texas' },
    })
  })
})
