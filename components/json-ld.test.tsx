import { scriptSafeJson } from './json-ld'

describe('scriptSafeJson', () => {
  it('cannot close the script element or open a comment, and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script><!--' }
    const text = scriptSafeJson(value)
    expect(text).not.toContain('<')
    expect(JSON.parse(text)).toEqual(value)
  })
})
