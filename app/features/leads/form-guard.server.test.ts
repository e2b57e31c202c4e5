import { describe, expect, test } from 'vitest'
import {
  clientSubmissionKey,
  derivedSubmissionKey,
  FORM_TOKEN_MAX_AGE_MS,
  formStartedToken,
  formTimerSetCookie,
  HONEYPOT_FIELD,
  MIN_FILL_MS,
  readFormTimer,
  STARTED_FIELD,
  spamReason,
  stableJson,
  submissionKeyOf,
  tokenNonce,
} from './form-guard.server'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) data.set(k, v)
  return data
}
/** The longest a form timer counts. */
const MAX_AGE_MS = 30 * 24 * 3600_000
const request = (headers: Record<string, string> = {}) => new Request('https://www.example.com/en/contact', { method: 'POST', headers })
const noCookie = request()
/** A request carrying the timer cookie the site would have set at `startedAt`. */
async function withTimer(startedAt: number, headers: Record<string, string> = {}) {
  const setCookie = await formTimerSetCookie(noCookie, startedAt)
  return request({ ...headers, Cookie: setCookie!.split(';')[0]! })
}

describe('the spam checks', () => {
  test('a filled honeypot is spam, in a form post and in a JSON body', async () => {
    const token = formStartedToken(Date.now() - MIN_FILL_MS - 1)
    expect(await spamReason(form({ [HONEYPOT_FIELD]: 'http://spam.example', [STARTED_FIELD]: token }), noCookie)).toBe('honeypot')
    expect(await spamReason({ [HONEYPOT_FIELD]: 'http://spam.example', [STARTED_FIELD]: token }, noCookie)).toBe('honeypot')
    expect(await spamReason({ [HONEYPOT_FIELD]: 1, [STARTED_FIELD]: token }, noCookie)).toBe('honeypot')
    expect(await spamReason({ [HONEYPOT_FIELD]: '  ', [STARTED_FIELD]: token }, noCookie)).toBeNull()
  })

  test('the timer cookie: a post sooner than a person can fill a form is spam; a later one is not', async () => {
    const now = Date.now()
    const visitor = await withTimer(now)
    expect(await spamReason(form({}), visitor, now + 500)).toBe('too-fast')
    expect(await spamReason(form({}), visitor, now + MIN_FILL_MS + 1)).toBeNull()
    expect(await spamReason({}, visitor, now + MIN_FILL_MS + 1)).toBeNull()
  })

  test('a JSON token in the body counts before the cookie', async () => {
    const now = Date.now()
    const token = formStartedToken(now)
    expect(await spamReason({ [STARTED_FIELD]: token }, noCookie, now + 500)).toBe('too-fast')
    expect(await spamReason({ [STARTED_FIELD]: token }, noCookie, now + MIN_FILL_MS + 1)).toBeNull()
    expect(await spamReason(form({ [STARTED_FIELD]: token }), await withTimer(now - 60_000), now + 500)).toBe('too-fast')
  })

  test('no timer at all is spam; a forged, repeated, future or expired one too', async () => {
    const now = Date.now()
    expect(await spamReason(form({}), noCookie, now)).toBe('no-timer')
    expect(await spamReason({}, noCookie, now)).toBe('no-timer')
    expect(await spamReason(form({ [STARTED_FIELD]: '' }), noCookie, now)).toBe('no-timer')
    expect(await spamReason(form({ [STARTED_FIELD]: `${now - 60_000}.forged` }), noCookie, now)).toBe('bad-timer')
    expect(await spamReason({ [STARTED_FIELD]: now - 60_000 }, noCookie, now)).toBe('bad-timer')
    const twice = form({})
    twice.append(STARTED_FIELD, formStartedToken(now - 60_000))
    twice.append(STARTED_FIELD, formStartedToken(now - 60_000))
    expect(await spamReason(twice, noCookie, now)).toBe('bad-timer')
    expect(await spamReason(form({ [STARTED_FIELD]: formStartedToken(now + 3600_000) }), noCookie, now)).toBe('bad-timer')
    // A JSON client's token lasts two hours; the old form without a nonce no longer counts.
    const old = formStartedToken(now - FORM_TOKEN_MAX_AGE_MS - 1)
    expect(await spamReason({ [STARTED_FIELD]: old }, noCookie, now)).toBe('bad-timer')
    expect(await spamReason({ [STARTED_FIELD]: formStartedToken(now - FORM_TOKEN_MAX_AGE_MS + 60_000) }, noCookie, now)).toBeNull()
    const [time, nonce, mac] = formStartedToken(now - 60_000).split('.')
    expect(await spamReason({ [STARTED_FIELD]: `${time}.${mac}` }, noCookie, now)).toBe('bad-timer')
    expect(await spamReason({ [STARTED_FIELD]: `${time}.${'A'.repeat(16)}.${mac}` }, noCookie, now)).toBe('bad-timer')
    expect(nonce).toMatch(/^[\w-]{16}$/)

    // The cookie: unsigned or signed by someone else, from the future, older than 30 days.
    const value = Buffer.from(JSON.stringify({ startedAt: now - 60_000, visitor: 'a'.repeat(22) })).toString('base64')
    expect(await spamReason(form({}), request({ Cookie: `form_started=${value}` }), now)).toBe('bad-timer')
    expect(await spamReason(form({}), request({ Cookie: `form_started=${value}.c2lnbmF0dXJl` }), now)).toBe('bad-timer')
    expect(await spamReason(form({}), request({ Cookie: 'form_started=' }), now)).toBe('bad-timer')
    expect(await spamReason(form({}), await withTimer(now + 3600_000), now)).toBe('bad-timer')
    expect(await spamReason(form({}), await withTimer(now - MAX_AGE_MS - 1), now)).toBe('bad-timer')
  })
})

describe('the form timer cookie', () => {
  test('is set, signed and HttpOnly for 30 days when the visitor has none, and its first start time is kept', async () => {
    const now = Date.now()
    const header = await formTimerSetCookie(noCookie, now)
    expect(header).toMatch(/^form_started=[^;]+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/)
    const visitor = request({ Cookie: header!.split(';')[0]! })
    expect(await readFormTimer(visitor, now + 5000)).toEqual({ startedAt: now, visitor: expect.stringMatching(/^[\w-]{22}$/) })
    expect(await formTimerSetCookie(visitor, now + 5000)).toBeNull()
    // An expired or forged one is replaced.
    expect(await formTimerSetCookie(visitor, now + MAX_AGE_MS)).toMatch(/^form_started=/)
    expect(await formTimerSetCookie(request({ Cookie: 'form_started=eyJ9.forged' }), now)).toMatch(/^form_started=/)
  })

  test('gives every visitor an id of their own', async () => {
    const first = await readFormTimer(await withTimer(Date.now()))
    const second = await readFormTimer(await withTimer(Date.now()))
    expect(first!.visitor).not.toBe(second!.visitor)
  })
})

describe('the submission key', () => {
  const content = { name: 'Anna', items: [{ productId: 'p1', quantity: 1000 }], email: 'anna@example.com' }

  test('is the same for one visitor posting the same content to the same form within the hour', async () => {
    const hour = Math.floor(Date.now() / 3600_000) * 3600_000
    const visitor = await withTimer(hour - 60_000)
    const key = await derivedSubmissionKey('rfq', visitor, content, hour + 1000)
    expect(key).toMatch(/^[\w-]{43}$/)
    // Key order does not matter; the content, the form and the hour do.
    const reordered = { email: 'anna@example.com', items: [{ quantity: 1000, productId: 'p1' }], name: 'Anna' }
    expect(await derivedSubmissionKey('rfq', visitor, reordered, hour + 3599_000)).toBe(key)
    expect(await derivedSubmissionKey('rfq', visitor, { ...content, name: 'Anne' }, hour + 1000)).not.toBe(key)
    expect(await derivedSubmissionKey('contact', visitor, content, hour + 1000)).not.toBe(key)
    expect(await derivedSubmissionKey('rfq', visitor, content, hour + 3600_000)).not.toBe(key)
  })

  test('differs between visitors: the timer cookie’s id, else the address and browser', async () => {
    const now = Date.now()
    const a = await derivedSubmissionKey('contact', await withTimer(now - 60_000), content, now)
    const b = await derivedSubmissionKey('contact', await withTimer(now - 60_000), content, now)
    expect(a).not.toBe(b)
    const from = (ip: string, agent: string) => request({ 'x-client-ip': ip, 'User-Agent': agent })
    const c = await derivedSubmissionKey('contact', from('198.51.100.1', 'Firefox'), content, now)
    expect(await derivedSubmissionKey('contact', from('198.51.100.1', 'Firefox'), content, now)).toBe(c)
    expect(await derivedSubmissionKey('contact', from('198.51.100.2', 'Firefox'), content, now)).not.toBe(c)
    expect(await derivedSubmissionKey('contact', from('198.51.100.1', 'Chrome'), content, now)).not.toBe(c)
  })

  test('a JSON client’s own key is read only when well-formed', () => {
    expect(submissionKeyOf({ submissionKey: 'a1b2c3d4-e5f6' })).toBe('a1b2c3d4-e5f6')
    expect(submissionKeyOf({ submissionKey: 'short' })).toBeNull()
    expect(submissionKeyOf({ submissionKey: 12345678 })).toBeNull()
  })

  test('stable JSON sorts object keys at every depth and leaves array order alone', () => {
    expect(stableJson({ b: 1, a: [{ d: 2, c: null }, 3], e: undefined })).toBe('{"a":[{"c":null,"d":2},3],"b":1}')
  })
})

describe('one-time tokens and client keys', () => {
  test('a token carries a nonce of its own: the same nonce is read back from a body, none from a forged or doubled token', () => {
    const [first, second] = [formStartedToken(), formStartedToken()]
    const nonce = tokenNonce({ [STARTED_FIELD]: first })
    expect(nonce).toMatch(/^[\w-]{16}$/)
    expect(tokenNonce(form({ [STARTED_FIELD]: first }))).toBe(nonce)
    expect(tokenNonce({ [STARTED_FIELD]: second })).not.toBe(nonce)
    expect(tokenNonce({ [STARTED_FIELD]: `${first.slice(0, -2)}xx` })).toBeNull()
    const twice = form({})
    twice.append(STARTED_FIELD, first)
    twice.append(STARTED_FIELD, second)
    expect(tokenNonce(twice)).toBeNull()
    expect(tokenNonce({})).toBeNull()
  })

  test("a client's submission key is bound to its address: the same key from another address is another key", () => {
    const from = (ip: string) => new Request('https://www.example.com/api/rfq', { method: 'POST', headers: { 'x-client-ip': ip } })
    const key = 'b3c1f0a2-known-key'
    expect(clientSubmissionKey(key, from('203.0.113.7'))).toBe(clientSubmissionKey(key, from('203.0.113.7')))
    expect(clientSubmissionKey(key, from('203.0.113.7'))).not.toBe(clientSubmissionKey(key, from('198.51.100.9')))
    expect(clientSubmissionKey(key, from('203.0.113.7'))).not.toContain(key)
  })

  test('a client key is bound to the endpoint too: reused for another form, it is another key', () => {
    const to = (path: string) =>
      new Request(`https://www.example.com${path}`, { method: 'POST', headers: { 'x-client-ip': '203.0.113.7' } })
    const key = 'b3c1f0a2-known-key'
    expect(clientSubmissionKey(key, to('/api/rfq'))).toBe(clientSubmissionKey(key, to('/api/rfq')))
    expect(clientSubmissionKey(key, to('/api/rfq'))).not.toBe(clientSubmissionKey(key, to('/api/contact')))
  })
})
