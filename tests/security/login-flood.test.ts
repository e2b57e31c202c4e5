/**
 * The admin can always log in, attacked over HTTP against the production build: a flood of
 * wrong logins from 40 addresses (each within the address limits) fills the anonymous queue of
 * password checks, and the admin still signs in with the right password from a known device, from
 * a fresh login page and as an API client without cookies (with the token of GET /api/admin/login). The privileges of those two lanes cannot be made up: forged, expired,
 * foreign and old-password device cookies are anonymous; IPv6 guesses count per /64.
 */
import { hash } from '@node-rs/argon2'
import type pg from 'pg'
import { createCookie } from 'react-router'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createAdminsWithPasswords } from '../support/factories'
import { waitFor } from '../support/wait-for'
import { connectDatabase } from './support/database'
import { cookiesOf, FORM, formBody, JSON_TYPE, type RawResponse, send, startServer, type TestServer } from './support/server'

/** The server signs its cookies with this: the test forges an expired cookie the way the server would sign it. */
const SESSION_SECRET = 'login-flood-test-secret-0123456789abcdef'
const ADMIN = { email: 'flood-admin@example.com', password: 'flood-admin-password-1' }
const OTHER = { email: 'flood-other@example.com', password: 'flood-other-password-1' }
/** The attackers' wrong logins are spread over these e-mails (never more than 5 per address and e-mail). */
const VICTIMS = [ADMIN.email, OTHER.email, 'sales@example.com', 'info@example.com', 'owner@example.com', 'it@example.com']
const DAY_MS = 24 * 3600_000
/** The answer to an attempt refused because its queue is full. */
const BUSY = /Çok fazla eşzamanlı giriş denemesi/
/**
 * Accounts whose password hashes are slow to check (a high argon2 time cost, about 0.6 s a check
 * on the machine running the test): wrong logins on them hold the anonymous lane's places for
 * seconds, so the lane is known to be full while the admin tries.
 */
const SLOW = Array.from({ length: 3 }, (_, i) => ({ email: `slow-${i}@example.com`, password: `slow-password-${i}` }))
/** Places of the anonymous lane: two checks running and eight waiting. */
const ANONYMOUS_PLACES = 10

let server: TestServer
let db: pg.Client

beforeAll(async () => {
  server = await startServer({ SESSION_SECRET })
  db = await connectDatabase(server)
  await createAdminsWithPasswords(server.databaseUrl, [ADMIN, OTHER])
  // The time cost that makes a check take about 0.6 s here, from one measured check: long against
  // the milliseconds between the lane seen full and the admin's try, short enough that the flood
  // leaves the machine's other work room (the password checks share libuv's four threads).
  const started = performance.now()
  await hash('calibration', { timeCost: 20 })
  const timeCost = Math.min(5000, Math.max(20, Math.round((20 * 600) / (performance.now() - started))))
  for (const account of SLOW) {
    const passwordHash = await hash(account.password, { timeCost })
    await db.query('INSERT INTO "Admin" ("id", "email", "passwordHash", "updatedAt") VALUES (gen_random_uuid(), $1, $2, now())', [
      account.email,
      passwordHash,
    ])
  }
})
afterAll(async () => {
  await db?.end()
  await server?.stop()
})

const origin = () => `http://127.0.0.1:${server.port}`
/** An attacker's pause before sending a refused attempt again (pacing, not what the test waits for). */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A login form post from `ip`, with the browser's cookies (`name=value; …`). */
function formLogin(ip: string, email: string, password: string, cookie?: string) {
  return send(server, {
    method: 'POST',
    path: '/admin/login',
    headers: { ...FORM, Origin: origin(), 'X-Forwarded-For': ip, ...(cookie ? { Cookie: cookie } : {}) },
    body: formBody({ email, password, redirectTo: '/admin' }),
    // A check may wait behind the first attempts of every other clean address (seconds on a loaded machine).
    timeoutMs: 60_000,
  })
}

function jsonLogin(ip: string, email: string, password: string, cookie?: string, loginToken?: string) {
  return send(server, {
    method: 'POST',
    path: '/api/admin/login',
    headers: { ...JSON_TYPE, 'X-Forwarded-For': ip, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify({ email, password, ...(loginToken === undefined ? {} : { loginToken }) }),
    timeoutMs: 60_000,
  })
}

/** The login token an API client fetches (GET /api/admin/login from `ip`, no cookies). */
async function apiLoginToken(ip: string): Promise<string> {
  const answer = await send(server, { path: '/api/admin/login', headers: { 'X-Forwarded-For': ip } })
  expect(answer.status, answer.text.slice(0, 200)).toBe(200)
  expect(answer.headers['cache-control']).toMatch(/\bno-store\b/)
  expect(answer.headers['set-cookie']).toBeUndefined()
  const { loginToken } = JSON.parse(answer.text) as { loginToken: string }
  return loginToken
}

/** The cookies the login page served to `ip` sets (its token), as a browser would send them back. */
async function loginPageCookies(ip: string): Promise<string> {
  const page = await send(server, { path: '/admin/login', headers: { 'X-Forwarded-For': ip } })
  expect(page.status).toBe(200)
  return cookiesOf(page)
}

/** The known-device cookie a login set (`name=value`), if any. */
const deviceCookieOf = (response: RawResponse) =>
  cookiesOf(response)
    .split('; ')
    .find((pair) => /^(__Host-)?admin_device=/.test(pair))

/** Signs in as ADMIN from `ip` and returns the known-device cookie. */
async function knownDevice(ip: string): Promise<string> {
  const response = await formLogin(ip, ADMIN.email, ADMIN.password)
  expect(response.status, response.text.slice(0, 300)).toBe(302)
  const cookie = deviceCookieOf(response)
  expect(cookie, String(response.headers['set-cookie'])).toBeTruthy()
  return cookie!
}

const signedIn = (response: RawResponse) => response.status === 302 || response.status === 200
const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((all, status) => {
    all[status] = (all[status] ?? 0) + 1
    return all
  }, {})

describe('a flood of wrong logins', () => {
  test('from 40 addresses at a time, 18 wrong logins each (within the address limits): the admin signs in 8 of 8 from a known device, 8 of 8 from a fresh login page and 8 of 8 as an API client with its fetched token', {
    timeout: 300_000,
  }, async () => {
    // Days before, the admin logged in at the office: that browser is a known device.
    const office = await formLogin('192.0.2.10', ADMIN.email, ADMIN.password)
    expect(office.status, office.text.slice(0, 300)).toBe(302)
    const device = deviceCookieOf(office)

    let addresses = 0
    const nextAddress = () => `10.40.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`
    const attackers = Array.from({ length: 40 }, nextAddress)
    // Each attacker holds four login page tokens, as a browser would (more than an address may use).
    const tokensOf = (ip: string) => Promise.all([1, 2, 3, 4].map(() => loginPageCookies(ip)))
    const tokens = new Map(await Promise.all(attackers.map(async (ip) => [ip, await tokensOf(ip)] as const)))
    // Each address keeps two wrong logins under way until 18 of them were checked, three for each
    // victim; one refused as busy (not counted) is sent again after a pause, as a client would.
    // An address done with its 18 makes way for a new one, so the flood lasts until the test ends
    // it, however long the admin's tries take.
    let stop = false
    const attackerStatuses: number[] = []
    /** Attempts refused because the anonymous queue was full: each one is the queue seen full. */
    let busy = 0
    const attack = async (ip: string, ipTokens: string[]) => {
      // Numbers 0–17 of the address's wrong logins: taken by an attempt, given back when it was refused.
      let next = 0
      const free: number[] = []
      const stream = async (streamNo: number) => {
        for (let sent = 0; !stop; sent++) {
          const n = free.shift() ?? (next < 18 ? next++ : undefined)
          if (n === undefined) return
          const token = ipTokens[(sent * 2 + streamNo) % 4]
          const response = await formLogin(ip, VICTIMS[n % VICTIMS.length], `wrong guess ${streamNo}-${sent}`, token)
          attackerStatuses.push(response.status)
          if (response.status === 401) continue
          free.push(n)
          if (response.status === 429 && BUSY.test(response.text)) busy++
          await pause(200)
        }
      }
      await Promise.all([stream(0), stream(1)])
    }
    const attackFrom = async (first: string) => {
      await attack(first, tokens.get(first)!)
      while (!stop) {
        const ip = nextAddress()
        await attack(ip, await tokensOf(ip))
      }
    }
    /** Waits until an attacker is refused as busy after this call: the anonymous queue is full now. */
    const queueSeenFull = (when: string) => {
      const before = busy
      return waitFor(() => busy > before, {
        timeoutMs: 60_000,
        message: `an attacker refused as busy ${when} (the anonymous queue full)`,
        details: () => `attackers' answers so far ${JSON.stringify(tally(attackerStatuses))}`,
      })
    }
    /**
     * Fills the anonymous lane with slow checks and returns once it is known to be full: wrong
     * logins on the slow accounts, each from a fresh address and without a login page token, are
     * kept coming until one of them is refused as busy while ten others are unanswered (in the
     * lane: a refused attempt is answered at once). The lane then holds slow checks only and stays
     * full until one of them ends, seconds later. The held attempts are answered 401 in their turn.
     */
    const held: Promise<unknown>[] = []
    let pendingSlow = 0
    let fullSeenAt = 0
    const slowAnswers: number[] = []
    const holdAnonymousLane = async (when: string) => {
      const since = performance.now()
      await waitFor(
        () => {
          while (pendingSlow <= ANONYMOUS_PLACES) {
            pendingSlow++
            const account = SLOW[held.length % SLOW.length]
            held.push(
              formLogin(nextAddress(), account.email, 'wrong slow guess').then(
                (answer) => {
                  pendingSlow--
                  slowAnswers.push(answer.status)
                  if (answer.status === 429 && BUSY.test(answer.text) && pendingSlow >= ANONYMOUS_PLACES) fullSeenAt = performance.now()
                  return answer
                },
                // A held attempt that got no answer (the server stopped after a failure) is not the
                // test's finding: it is counted as gone.
                (error: unknown) => {
                  pendingSlow--
                  slowAnswers.push(0)
                  return error
                },
              ),
            )
          }
          return fullSeenAt > since
        },
        {
          timeoutMs: 60_000,
          intervalMs: 20,
          message: `the anonymous lane full of slow checks ${when}`,
          details: () => `${pendingSlow} slow attempts unanswered; their answers ${JSON.stringify(tally(slowAnswers))}`,
        },
      )
    }
    const started = performance.now()
    const flood = Promise.all(attackers.map(attackFrom))

    // The admin tries the right password eight times during the flood, from the known device at an
    // address shared with an attacker (one NAT), and from a clean address through the login page.
    // An API integration signs in from a clean address of its own, without cookies.
    // Each try comes after the queue was seen full and is followed by the queue seen full again.
    const shared = attackers[0]
    const clean = '192.0.2.20'
    const integration = '192.0.2.21'
    const byDevice: RawResponse[] = []
    const byPage: RawResponse[] = []
    const byApi: RawResponse[] = []
    await queueSeenFull('before the admin tried')
    for (let i = 0; i < 8; i++) {
      const [page, apiToken] = await Promise.all([loginPageCookies(clean), apiLoginToken(integration)])
      // Each try is sent while the anonymous lane is full: an attempt put there would be refused.
      await holdAnonymousLane(`before the admin's try ${i + 1}`)
      const [fromDevice, fromPage, fromApi] = await Promise.all([
        formLogin(shared, ADMIN.email, ADMIN.password, device),
        formLogin(clean, ADMIN.email, ADMIN.password, page),
        jsonLogin(integration, ADMIN.email, ADMIN.password, undefined, apiToken),
      ])
      byDevice.push(fromDevice)
      byPage.push(fromPage)
      byApi.push(fromApi)
      await queueSeenFull(`after the admin's try ${i + 1}`)
    }
    const adminDoneS = ((performance.now() - started) / 1000).toFixed(1)
    stop = true
    await Promise.all([flood, ...held])

    const statuses = (responses: RawResponse[]) => responses.map((r) => r.status).join(' ')
    const times = (responses: RawResponse[]) => responses.map((r) => Math.round(r.ms)).join(' ')
    console.log(
      `admin under the flood: known device ${byDevice.filter(signedIn).length}/8 (${statuses(byDevice)}; ms ${times(byDevice)}), ` +
        `login page ${byPage.filter(signedIn).length}/8 (${statuses(byPage)}; ms ${times(byPage)}), ` +
        `API client ${byApi.filter(signedIn).length}/8 (${statuses(byApi)}; ms ${times(byApi)}), done after ${adminDoneS} s; ` +
        `attackers' answers ${JSON.stringify(tally(attackerStatuses))} from ${addresses} addresses, ${busy} refused as busy`,
    )
    expect(device, 'the first login made the browser a known device').toBeTruthy()
    expect(statuses(byDevice)).toBe(Array(8).fill(302).join(' '))
    expect(statuses(byPage)).toBe(Array(8).fill(302).join(' '))
    expect(statuses(byApi)).toBe(Array(8).fill(200).join(' '))
    for (const response of byApi) expect(JSON.parse(response.text).token).toMatch(/^[\w-]{20,}$/)
    // No guess signed in, and every refusal an attacker got was the full queue's (the attackers
    // stay within the address limits).
    expect(attackerStatuses.filter((status) => status === 302 || status === 200)).toEqual([])
    expect(attackerStatuses.filter((status) => status === 429)).toHaveLength(busy)
    const refused = byDevice.concat(byPage, byApi).find((r) => r.status === 429)
    if (refused) expect(refused.text).toMatch(/Çok fazla/)
  })
})

describe('the known-device cookie', () => {
  /** Makes `ip` locked out: more wrong logins (for different e-mails) than an address may make. */
  async function lockOut(ip: string) {
    for (let i = 0; i < 20; i++) expect((await jsonLogin(ip, `stranger-${i}@example.com`, 'wrong')).status).toBe(401)
    const locked = await formLogin(ip, ADMIN.email, ADMIN.password)
    expect(locked.status).toBe(429)
    expect(locked.text).toMatch(/Çok fazla deneme\. Lütfen 15 dakika sonra tekrar deneyin\./)
  }

  test('is HttpOnly, SameSite=Strict, for 180 days (__Host- over TLS)', async () => {
    const plain = await formLogin('192.0.2.30', ADMIN.email, ADMIN.password)
    const line = (plain.headers['set-cookie'] ?? []).find((l) => l.startsWith('admin_device='))
    expect(line).toMatch(/;\s*HttpOnly/i)
    expect(line).toMatch(/;\s*SameSite=Strict/i)
    expect(line).toMatch(/;\s*Max-Age=15552000(;|$)/i)
    const secure = await send(server, {
      method: 'POST',
      path: '/admin/login',
      headers: { ...FORM, Origin: origin().replace('http:', 'https:'), 'X-Forwarded-For': '192.0.2.31', 'X-Forwarded-Proto': 'https' },
      body: formBody({ ...ADMIN, redirectTo: '/admin' }),
    })
    const secureLine = (secure.headers['set-cookie'] ?? []).find((l) => l.includes('admin_device='))
    expect(secureLine).toMatch(/^__Host-admin_device=/)
    expect(secureLine).toMatch(/;\s*Secure/i)
    expect(secureLine).toMatch(/;\s*Path=\/(;|$)/i)
  })

  test('lets the admin in from an address strangers locked out (form and JSON); attempts with it count per device', async () => {
    const device = await knownDevice('192.0.2.40')
    const shared = '10.41.0.1'
    await lockOut(shared)
    expect((await formLogin(shared, ADMIN.email, ADMIN.password, device)).status).toBe(302)
    const json = await jsonLogin(shared, ADMIN.email, ADMIN.password, device)
    expect(json.status, json.text).toBe(200)
    expect(JSON.parse(json.text).token).toMatch(/^[\w-]{20,}$/)
    // Five wrong passwords lock the device, not the admin: without it they sign in from a clean address.
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push((await formLogin(shared, ADMIN.email, `wrong ${i}`, device)).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
    expect((await formLogin('192.0.2.41', ADMIN.email, ADMIN.password)).status).toBe(302)
  })

  test('forged, expired, another admin’s or an old password’s cookie gives no privilege', async () => {
    const device = await knownDevice('192.0.2.50')
    const shared = '10.42.0.1'
    await lockOut(shared)
    const refused = async (cookie: string, account = ADMIN) => {
      const response = await formLogin(shared, account.email, account.password, cookie)
      expect(response.status, cookie).toBe(429)
      expect(response.text).toMatch(/Çok fazla deneme/)
    }
    const [name, value] = [device.slice(0, device.indexOf('=')), decodeURIComponent(device.slice(device.indexOf('=') + 1))]
    const dot = value.lastIndexOf('.')
    const payload = JSON.parse(Buffer.from(value.slice(0, dot), 'base64').toString('utf8'))
    expect(payload.issuedAt).toBeGreaterThan(Date.now() - 60_000)

    // Signed with another secret, or with its signature altered.
    const otherSecret = createCookie(name, { secrets: ['another-secret-0123456789abcdef0123'] })
    await refused((await otherSecret.serialize(payload)).split(';')[0])
    await refused(`${name}=${encodeURIComponent(`${value.slice(0, dot)}.${'A'.repeat(value.length - dot - 1)}`)}`)
    // Signed by the server's secret, but 181 days old.
    const serverSecret = createCookie(name, { secrets: [SESSION_SECRET] })
    await refused((await serverSecret.serialize({ ...payload, issuedAt: Date.now() - 181 * DAY_MS })).split(';')[0])
    // Another admin's e-mail posted with the admin's device.
    await refused(device, OTHER)
    // The same cookie still works…
    expect((await formLogin(shared, ADMIN.email, ADMIN.password, device)).status).toBe(302)
    // …until the password changes.
    const { rows } = await db.query<{ passwordHash: string }>('SELECT "passwordHash" FROM "Admin" WHERE email = $1', [ADMIN.email])
    const newPassword = 'flood-admin-password-2'
    await db.query('UPDATE "Admin" SET "passwordHash" = $1 WHERE email = $2', [await hash(newPassword), ADMIN.email])
    try {
      await refused(device, { email: ADMIN.email, password: newPassword })
      expect((await formLogin('192.0.2.51', ADMIN.email, newPassword)).status).toBe(302)
    } finally {
      await db.query('UPDATE "Admin" SET "passwordHash" = $1 WHERE email = $2', [rows[0].passwordHash, ADMIN.email])
    }
  })
})

describe('the login page cookie', () => {
  test('the page sets a token HttpOnly, SameSite=Strict, for 2 hours (__Host- over TLS); a failed login sets a new one, a successful one removes it', async () => {
    const page = await send(server, { path: '/admin/login', headers: { 'X-Forwarded-For': '192.0.2.60' } })
    const line = (page.headers['set-cookie'] ?? []).find((l) => l.startsWith('admin_login='))
    expect(line).toMatch(/;\s*HttpOnly/i)
    expect(line).toMatch(/;\s*SameSite=Strict/i)
    expect(line).toMatch(/;\s*Max-Age=7200(;|$)/i)
    expect(line).toMatch(/;\s*Path=\/(;|$)/i)
    const tls = await send(server, { path: '/admin/login', headers: { 'X-Forwarded-For': '192.0.2.60', 'X-Forwarded-Proto': 'https' } })
    const secureLine = (tls.headers['set-cookie'] ?? []).find((l) => l.includes('admin_login='))
    expect(secureLine).toMatch(/^__Host-admin_login=.*;\s*Secure/i)

    const token = line!.split(';')[0]
    const failed = await formLogin('192.0.2.60', ADMIN.email, 'wrong', token)
    expect(failed.status).toBe(401)
    expect(failed.text).toContain('Email veya şifre hatalı')
    const next = (failed.headers['set-cookie'] ?? []).find((l) => l.startsWith('admin_login='))!.split(';')[0]
    expect(next).toMatch(/^admin_login=.+/)
    expect(next).not.toBe(token)
    const success = await formLogin('192.0.2.60', ADMIN.email, ADMIN.password, next)
    expect(success.status).toBe(302)
    expect(success.headers['set-cookie']?.find((l) => l.startsWith('admin_login='))).toMatch(/^admin_login=;.*Max-Age=0/i)
  })
})

describe('addresses', () => {
  test('the addresses of one IPv6 /64 share one anonymous limit; another /64 is another client', async () => {
    const statuses = []
    for (let i = 0; i < 21; i++)
      statuses.push((await jsonLogin(`2001:db8:4:2::${(i + 1).toString(16)}`, `v6-${i}@example.com`, 'wrong')).status)
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401))
    expect(statuses[20]).toBe(429)
    const locked = await formLogin('2001:db8:4:2:ffff::1', ADMIN.email, ADMIN.password)
    expect(locked.status).toBe(429)
    expect((await formLogin('2001:db8:4:3::1', ADMIN.email, ADMIN.password)).status).toBe(302)
  })
})
