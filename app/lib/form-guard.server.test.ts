import { expect, test } from 'vitest'
import { formStartedToken, HONEYPOT_FIELD, MIN_FILL_MS, spamReason, STARTED_FIELD } from './form-guard.server'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) data.set(k, v)
  return data
}

test('a filled honeypot is spam', () => {
  expect(spamReason(form({ [HONEYPOT_FIELD]: 'http://spam.example' }))).toBe('honeypot')
})

test('a form posted faster than a person can fill it is spam; a normal one is not', () => {
  const now = Date.now()
  const token = formStartedToken(now)
  expect(spamReason(form({ [STARTED_FIELD]: token }), now + 500)).toBe('too-fast')
  expect(spamReason(form({ [STARTED_FIELD]: token }), now + MIN_FILL_MS + 1)).toBeNull()
})

test('a forged or missing timestamp is not trusted either way', () => {
  const now = Date.now()
  expect(spamReason(form({ [STARTED_FIELD]: `${now}.forged` }), now + 10)).toBeNull()
  expect(spamReason(form({}), now)).toBeNull()
})
