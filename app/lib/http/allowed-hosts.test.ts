import { describe, expect, it } from 'vitest'
import { allowedHostPatterns, isAllowedHost, splitHost } from './allowed-hosts'

describe('allowed hosts', () => {
  const defaults = allowedHostPatterns('localhost,127.0.0.1,[::1]')

  it('allows the default local names on any port', () => {
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1:4101', '[::1]:3000', 'LOCALHOST', 'localhost.']) {
      expect(isAllowedHost(host, defaults), host).toBe(true)
    }
  })
  it('refuses every other host, and malformed or missing ones', () => {
    for (const host of [
      'evil.example',
      'evil.example:3000',
      'localhost.evil.example',
      '127.0.0.2',
      'local host',
      'localhost:abc',
      'a@localhost',
      'localhost/x',
      '',
    ]) {
      expect(isAllowedHost(host, defaults), host).toBe(false)
    }
    expect(isAllowedHost(undefined, defaults)).toBe(false)
  })
  it("adds SITE_URL's host (any port)", () => {
    const patterns = allowedHostPatterns('', 'https://www.example.com')
    expect(isAllowedHost('www.example.com', patterns)).toBe(true)
    expect(isAllowedHost('www.example.com:443', patterns)).toBe(true)
    expect(isAllowedHost('example.com', patterns)).toBe(false)
  })
  it('honours ports, subdomain patterns and the wildcard as Django does', () => {
    const patterns = allowedHostPatterns('shop.example:8080, .example.org')
    expect(isAllowedHost('shop.example:8080', patterns)).toBe(true)
    expect(isAllowedHost('shop.example', patterns)).toBe(false)
    expect(isAllowedHost('shop.example:80', patterns)).toBe(false)
    expect(isAllowedHost('example.org', patterns)).toBe(true)
    expect(isAllowedHost('www.example.org:3000', patterns)).toBe(true)
    expect(isAllowedHost('badexample.org', patterns)).toBe(false)
    expect(isAllowedHost('anything.example', allowedHostPatterns('*'))).toBe(true)
  })
  it('splits hosts into name and port', () => {
    expect(splitHost('Example.COM.:8080')).toEqual({ name: 'example.com', port: '8080' })
    expect(splitHost('[::1]')).toEqual({ name: '[::1]', port: null })
    expect(splitHost('x y')).toBeNull()
  })
})
