import { RouterContextProvider } from 'react-router'
import { describe, expect, test } from 'vitest'
import { edgeSetsVisitorCookiesContext } from '~/lib/http/edge-context'
import { visitorCookies, visitorCookiesMiddleware } from './visitor-cookies.server'

const names = (headers: string[]) => headers.map((header) => header.split('=')[0])
const pairs = (headers: string[]) => headers.map((header) => header.split(';')[0]).join('; ')
const get = (path: string, headers: Record<string, string> = {}) => new Request(`https://www.example.com${path}`, { headers })

/** The Set-Cookie headers the middleware adds to a page's answer. */
async function answerCookies(request: Request, edgeSetsThem?: boolean): Promise<string[]> {
  const context = new RouterContextProvider()
  if (edgeSetsThem !== undefined) context.set(edgeSetsVisitorCookiesContext, edgeSetsThem)
  const args: Parameters<typeof visitorCookiesMiddleware>[0] = { request, url: new URL(request.url), params: {}, context, pattern: '' }
  const response = await visitorCookiesMiddleware(args, async () => new Response('page'))
  return response instanceof Response ? response.headers.getSetCookie() : []
}

describe('the visitor cookies', () => {
  test('a first page view starts the form timer and records the first touch; later views set nothing', async () => {
    const first = await visitorCookies(get('/en/rfq?utm_source=news', { Referer: 'https://search.example/' }))
    expect(names(first)).toEqual(['visit', 'form_started'])
    expect(await visitorCookies(get('/en/contact?utm_source=other', { Cookie: pairs(first) }))).toEqual([])
    // Without anything to record, only the timer.
    expect(names(await visitorCookies(get('/de/trial-package')))).toEqual(['form_started'])
    expect(names(await visitorCookies(get('/contact.data?_routes=x')))).toEqual(['form_started'])
  })

  test('pages without a form set no timer: a new visitor gets them without any cookie', async () => {
    for (const path of ['/', '/en', '/de/products/lerida', '/en/blog', '/api/products', '/en/contact-us']) {
      expect(await visitorCookies(get(path)), path).toEqual([])
    }
  })

  test('a post sets none', async () => {
    expect(await visitorCookies(new Request('https://www.example.com/en/contact', { method: 'POST', body: 'name=x' }))).toEqual([])
  })

  test('the middleware adds them to the answer, unless the page cache adds them itself', async () => {
    const landing = () => get('/en/rfq?utm_campaign=spring', { Referer: 'https://search.example/' })
    expect(names(await answerCookies(landing()))).toEqual(['visit', 'form_started'])
    expect(names(await answerCookies(landing(), false))).toEqual(['visit', 'form_started'])
    expect(await answerCookies(landing(), true)).toEqual([])
  })
})
