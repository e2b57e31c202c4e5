import { describe, expect, it } from 'vitest'
import { allowedHostPatterns, isAllowedHost, splitHost } from './allowed-hosts'

describe('allowed hosts', () => {
  const defaults = allowedHostPatterns('localhost,127.0.0.1,[::1]', undefined, 3000)

  it('allows the default local names without a port and on the port the site listens on, no other port', () => {
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'LOCALHOST', 'localhost.']) {
      expect(isAllowedHost(host, defaults), host).toBe(true)
    }
    for (const host of ['localhost:6666', '127.0.0.1:4101', '[::1]:80', 'localhost:30000']) {
      expect(isAllowedHost(host, defaults), host).toBe(false)
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
  it("adds SITE_URL's host on its own port only", () => {
    const patterns = allowedHostPatterns('', 'https://www.example.com', 3000)
    expect(isAllowedHost('www.example.com', patterns)).toBe(true)
    expect(isAllowedHost('www.example.com:443', patterns)).toBe(true)
    expect(isAllowedHost('www.example.com:3000', patterns)).toBe(false)
    expect(isAllowedHost('www.example.com:8443', patterns)).toBe(false)
    expect(isAllowedHost('example.com', patterns)).toBe(false)
    const local = allowedHostPatterns('', 'http://localhost:8080', 3000)
    expect(isAllowedHost('localhost:8080', local)).toBe(true)
    expect(isAllowedHost('localhost', local)).toBe(false)
    expect(isAllowedHost('localhost:6666', local)).toBe(false)
    expect(isAllowedHost('shop.example:80', allowedHostPatterns('', 'http://shop.example', 3000))).toBe(true)
  })
  it('honours ports, subdomain patterns and the wildcard', () => {
    const patterns = allowedHostPatterns('shop.example:8080, .example.org', undefined, 3000)
    expect(isAllowedHost('shop.example:8080', patterns)).toBe(true)
    expect(isAllowedHost('shop.example', patterns)).toBe(false)
    expect(isAllowedHost('shop.example:80', patterns)).toBe(false)
    expect(isAllowedHost('example.org', patterns)).toBe(true)
    expect(isAllowedHost('www.example.org:3000', patterns)).toBe(true)
    expect(isAllowedHost('www.example.org:3001', patterns)).toBe(false)
    expect(isAllowedHost('badexample.org', patterns)).toBe(false)
    expect(isAllowedHost('anything.example:1234', allowedHostPatterns('*', undefined, 3000))).toBe(true)
  })
  it('splits hosts into name and port', () => {
    expect(splitHost('Example.COM.:8080')).toEqual({ name: 'example.com', port: '8080' })
    expect(splitHost('[::1]')).toEqual({ name: '[::1]', port: null })
    expect(splitHost('x y')).toBeNull()
  })
})
