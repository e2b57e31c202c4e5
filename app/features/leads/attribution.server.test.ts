import { describe, expect, test } from 'vitest'
import { attributionSetCookie, readAttribution } from './attribution.server'

/** The Set-Cookie header a page view of `path` gets (null: none). */
const visitCookieFor = (path: string, headers: Record<string, string> = {}) =>
  attributionSetCookie(new Request(`https://www.example.com${path}`, { headers }))
const pair = (setCookie: string) => setCookie.split(';')[0]!

describe('the visit cookie', () => {
  test('keeps the first touch: external referrer and utm_* for 30 days, HttpOnly', async () => {
    const header = await visitCookieFor('/en/products?utm_source=news&utm_campaign=spring', { Referer: 'https://search.example/?q=fig' })
    expect(header).toMatch(/^visit=[^;]+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/)
    expect(await readAttribution(pair(header!))).toEqual({
      referrer: 'https://search.example/?q=fig',
      utmSource: 'news',
      utmMedium: null,
      utmCampaign: 'spring',
      present: true,
    })
    // A visitor who has one keeps it; a visit with nothing to record sets none.
    expect(await visitCookieFor('/?utm_source=other', { Cookie: pair(header!) })).toBeNull()
    expect(await visitCookieFor('/', { Referer: 'https://www.example.com/about' })).toBeNull()
  })

  test('a cookie that is not one the site wrote counts as none (the older URL-encoded JSON included)', async () => {
    const old = `visit=${encodeURIComponent(JSON.stringify({ referrer: 'https://old.example/', utmSource: null, utmMedium: null, utmCampaign: null }))}`
    expect(await readAttribution(old)).toMatchObject({ referrer: null, present: false })
    expect(await readAttribution('visit=garbage')).toMatchObject({ present: false })
    expect(await readAttribution(null)).toMatchObject({ present: false })
    expect(await visitCookieFor('/?utm_source=again', { Cookie: old })).toMatch(/^visit=/)
  })
})
