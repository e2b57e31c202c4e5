import { describe, expect, test, vi } from 'vitest'
import { z } from 'zod'
import { ApiError, apiText, dictionaryT, messageLocale, validateBody } from './json-api.server'

// The rate limits need the database; these tests do not reach them.
vi.mock('./rate-limit.server', () => ({}))

describe('the JSON API speaks the request language', () => {
  test('messages come from the dictionaries, with their values filled in', () => {
    expect(apiText('en', 'tooManyRequests', { minutes: 3 })).toBe('Too many requests. Please try again in 3 minute(s).')
    expect(apiText('de', 'usePost')).not.toBe(apiText('en', 'usePost'))
    expect(dictionaryT('en')('forms.tooManyLines', { max: 20 })).toContain('20')
  })

  test("the body's locale first, then Accept-Language, then English", () => {
    const request = (language?: string) =>
      new Request('http://localhost/api/rfq', { headers: language ? { 'Accept-Language': language } : {} })
    expect(messageLocale(request('de'), { locale: 'tr' })).toBe('tr')
    expect(messageLocale(request('de, en;q=0.5'), { locale: 'fr' })).toBe('de')
    expect(messageLocale(request('de'), ['tr'])).toBe('de')
    expect(messageLocale(request(), null)).toBe('en')
  })

  test('an invalid body is a 400 with per-field messages in the language asked for', () => {
    const schema = z.object({ name: z.string() })
    expect(validateBody({ name: 'Ayşe' }, schema, 'tr')).toEqual({ name: 'Ayşe' })
    try {
      validateBody({}, schema, 'de')
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError)
      if (!(error instanceof ApiError)) return
      expect(error.status).toBe(400)
      expect(error.message).toBe('Ungültige Anfrage.')
      expect(error.errors).toEqual({ name: [dictionaryT('de')('validation.invalidValue')] })
    }
  })
})
