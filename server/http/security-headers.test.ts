import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, mapFrameSources, securityHeaders, siteFrameSources } from './security-headers'

describe('securityHeaders', () => {
  const base = { nonce: 'abc123==', secure: false, noStore: false, frameSources: ['https://www.google.com'] }

  it('allows scripts only with the nonce, never inline, and forbids framing', () => {
    const csp = contentSecurityPolicy(base)
    const scripts = csp.split('; ').find((d) => d.startsWith('script-src'))
    expect(scripts).toBe("script-src 'self' 'nonce-abc123=='")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain('frame-src https://www.google.com')
    expect(csp).not.toContain('upgrade-insecure-requests')
  })
  it('a shared page allows exactly its inline scripts by hash, with no nonce', () => {
    const csp = contentSecurityPolicy({ ...base, scriptHashes: ["'sha256-AAA='", "'sha256-BBB='"] })
    expect(csp.split('; ').find((d) => d.startsWith('script-src'))).toBe("script-src 'self' 'sha256-AAA=' 'sha256-BBB='")
    expect(csp).not.toContain('nonce-')
    expect(contentSecurityPolicy({ ...base, scriptHashes: [] })).toContain("script-src 'self';")
  })
  it('sends the fixed headers, HSTS only over TLS, no-store only when asked', () => {
    const plain = securityHeaders(base)
    expect(plain).toMatchObject({
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    })
    expect(plain['Permissions-Policy']).toContain('camera=()')
    expect(plain['Strict-Transport-Security']).toBeUndefined()
    expect(plain['Cache-Control']).toBeUndefined()
    const admin = securityHeaders({ ...base, secure: true, noStore: true })
    expect(admin['Strict-Transport-Security']).toMatch(/^max-age=\d+/)
    expect(admin['Cache-Control']).toBe('no-store, private')
    expect(admin['Content-Security-Policy']).toContain('upgrade-insecure-requests')
  })
  it("frames the configured map's origin, or Google Maps by default", () => {
    expect(mapFrameSources(undefined)).toContain('https://www.google.com')
    expect(mapFrameSources('https://www.openstreetmap.org/export/embed.html?bbox=1')).toEqual(['https://www.openstreetmap.org'])
    expect(mapFrameSources('javascript:alert(1)')).toEqual([])
    expect(contentSecurityPolicy({ ...base, frameSources: [] })).toContain("frame-src 'none'")
    // The site frames the configured map and each map the site settings may name.
    expect(siteFrameSources('https://maps.example.org/embed')).toEqual([
      'https://maps.example.org',
      'https://www.google.com',
      'https://maps.google.com',
      'https://www.openstreetmap.org',
    ])
  })
})
