import { describe, expect, test } from 'vitest'
import { matchesEtag, negotiateEncoding } from './negotiation.ts'

describe('what the client asks of an answer', () => {
  test('encoding: brotli, else gzip, else none; q=0 refuses', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br')
    expect(negotiateEncoding('gzip')).toBe('gzip')
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip')
    expect(negotiateEncoding(undefined)).toBe('identity')
    expect(negotiateEncoding('*')).toBe('br')
  })

  test('encoding: the same answer for a header seen before, and after many other headers', () => {
    expect(negotiateEncoding('gzip;q=1, br;q=0.5')).toBe('gzip')
    expect(negotiateEncoding('gzip;q=1, br;q=0.5')).toBe('gzip')
    for (let i = 0; i < 600; i++) expect(negotiateEncoding(`gzip, x-${i}`)).toBe('gzip')
    expect(negotiateEncoding('gzip;q=1, br;q=0.5')).toBe('gzip')
    expect(negotiateEncoding('identity, br;q=0')).toBe('identity')
    expect(negotiateEncoding(`gzip;q=0, ${' '.repeat(600)}br`)).toBe('identity')
  })

  test('If-None-Match: weak comparison, lists and *', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true)
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true)
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true)
    expect(matchesEtag('*', 'W/"abc"')).toBe(true)
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false)
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false)
  })
})
