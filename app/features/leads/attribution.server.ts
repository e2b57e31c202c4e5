import { z } from 'zod'
import { visitCookie } from '~/lib/cookies.server'

/** Each text as stored, at most 500 characters, or null. */
const text = z
  .string()
  .nullable()
  .transform((value) => value?.slice(0, 500) ?? null)
/** The `visit` cookie's value. Anything else (e.g. the older URL-encoded JSON format) counts as no cookie. */
const AttributionSchema = z.object({ referrer: text, utmSource: text, utmMedium: text, utmCampaign: text })
export type Attribution = z.output<typeof AttributionSchema>

/**
 * First touch of a visit: the external referrer and utm_* parameters of the page a visitor landed
 * on, kept in a cookie so that a lead sent later (from any page, with or without JavaScript)
 * records where the visitor came from. The Set-Cookie header for a request (a page view), or null
 * when the visitor has one already (the first touch is kept) or there is nothing to record.
 */
export async function attributionSetCookie(request: Request): Promise<string | null> {
  if ((await readAttribution(request.headers.get('Cookie'))).present) return null
  const url = new URL(request.url)
  const referrer = externalReferrer(request.headers.get('referer'), url)
  const utm = (name: string) => url.searchParams.get(name)?.slice(0, 200) || null
  const attribution: Attribution = {
    referrer,
    utmSource: utm('utm_source'),
    utmMedium: utm('utm_medium'),
    utmCampaign: utm('utm_campaign'),
  }
  if (!Object.values(attribution).some(Boolean)) return null
  return visitCookie.serialize(attribution)
}

/** The attribution the `visit` cookie holds, and whether there is one (the first touch is kept). */
export async function readAttribution(cookieHeader: string | null): Promise<Attribution & { present: boolean }> {
  const parsed = AttributionSchema.safeParse(await visitCookie.parse(cookieHeader))
  if (parsed.success) return { ...parsed.data, present: true }
  return { referrer: null, utmSource: null, utmMedium: null, utmCampaign: null, present: false }
}

function externalReferrer(referer: string | null, url: URL): string | null {
  if (!referer) return null
  try {
    return new URL(referer).host === url.host ? null : referer.slice(0, 500)
  } catch {
    return null
  }
}
