import { expect, test } from 'vitest'
import { formStartedToken, HONEYPOT_FIELD, MIN_FILL_MS, postedGuard, spamReason, STARTED_FIELD, submissionKeyOf } from './form-guard.server'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) data.set(k, v)
  return data
}

test('a filled honeypot is spam, in a form post and in a JSON body', () => {
  const token = formStartedToken(Date.now() - MIN_FILL_MS - 1)
  expect(spamReason(form({ [HONEYPOT_FIELD]: 'http://spam.example', [STARTED_FIELD]: token }))).toBe('honeypot')
  expect(spamReason({ [HONEYPOT_FIELD]: 'http://spam.example', [STARTED_FIELD]: token })).toBe('honeypot')
  expect(spamReason({ [HONEYPOT_FIELD]: 1, [STARTED_FIELD]: token })).toBe('honeypot')
  expect(spamReason({ [HONEYPOT_FIELD]: '  ', [STARTED_FIELD]: token })).toBeNull()
})

test('a form posted faster than a person can fill it is spam; a normal one is not', () => {
  const now = Date.now()
  const token = formStartedToken(now)
  expect(spamReason(form({ [STARTED_FIELD]: token }), now + 500)).toBe('too-fast')
  expect(spamReason(form({ [STARTED_FIELD]: token }), now + MIN_FILL_MS + 1)).toBeNull()
  expect(spamReason({ [STARTED_FIELD]: token }, now + MIN_FILL_MS + 1)).toBeNull()
})

test('a missing, forged, repeated or future timestamp is spam', () => {
  const now = Date.now()
  expect(spamReason(form({}), now)).toBe('no-timer')
  expect(spamReason({}, now)).toBe('no-timer')
  expect(spamReason(form({ [STARTED_FIELD]: '' }), now)).toBe('no-timer')
  expect(spamReason(form({ [STARTED_FIELD]: `${now - 60_000}.forged` }), now)).toBe('bad-timer')
  expect(spamReason({ [STARTED_FIELD]: now - 60_000 }, now)).toBe('bad-timer')
  const twice = form({})
  twice.append(STARTED_FIELD, formStartedToken(now - 60_000))
  twice.append(STARTED_FIELD, formStartedToken(now - 60_000))
  expect(spamReason(twice, now)).toBe('bad-timer')
  expect(spamReason(form({ [STARTED_FIELD]: formStartedToken(now + 3600_000) }), now)).toBe('bad-timer')
})

test('the submission key and the posted guard are read only when well-formed', () => {
  const token = formStartedToken()
  expect(submissionKeyOf({ submissionKey: 'a1b2c3d4-e5f6' })).toBe('a1b2c3d4-e5f6')
  expect(submissionKeyOf({ submissionKey: 'short' })).toBeNull()
  expect(submissionKeyOf({ submissionKey: 12345678 })).toBeNull()
  expect(postedGuard(form({ [STARTED_FIELD]: token, submissionKey: 'a1b2c3d4-e5f6' }))).toEqual({
    startedAt: token,
    submissionKey: 'a1b2c3d4-e5f6',
  })
  expect(postedGuard(form({ [STARTED_FIELD]: token }))).toBeNull()
})
