import { render } from '@testing-library/react'
import { OrganizationJsonLd, organizationJsonLd, scriptSafeJson } from './organization-json-ld'

describe('scriptSafeJson', () => {
  it('cannot close the script element or open a comment, and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script><!--' }
    const text = scriptSafeJson(value)
    expect(text).not.toContain('<')
    expect(JSON.parse(text)).toEqual(value)
  })
})

describe('OrganizationJsonLd', () => {
  it('describes the programs as a government organisation with the toll-free number', () => {
    const { container } = render(<OrganizationJsonLd siteUrl="https://plans.example.gov" />)
    const script = container.querySelector('script[type="application/ld+json"]')
    expect(JSON.parse(script?.textContent ?? '')).toEqual(organizationJsonLd('https://plans.example.gov'))
    expect(organizationJsonLd('https://plans.example.gov')).toMatchObject({
      '@type': 'GovernmentOrganization',
      url: 'https://plans.example.gov',
      parentOrganization: { name: 'Texas Comptroller of Public Accounts' },
      contactPoint: { telephone: '+18004454723', contactOption: 'TollFree' },
    })
  })

  it('gives no address or logo of its own when SITE_URL is unset, still the name and the phone', () => {
    const data = organizationJsonLd(undefined)
    expect(data).not.toHaveProperty('url')
    expect(data).not.toHaveProperty('logo')
    expect(data).toMatchObject({ name: 'Texas Prepaid Tuition and College Savings Plans', contactPoint: { telephone: '+18004454723' } })
  })
})
