import type { MiddlewareFunction } from 'react-router'

const COOKIE = 'visit'
const THIRTY_DAYS_S = 60 * 60 * 24 * 30

export interface Attribution {
  referrer: string | null
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
}

/**
 * First touch of a visit: the external referrer and utm_* parameters of the page a visitor landed
 * on, kept in a cookie so that a lead sent later (from any page, with or without JavaScript)
 * records where the visitor came from.
 */
export const attributionMiddleware: MiddlewareFunction<Response> = async ({ request, url }, next) => {
  const response = await next()
  if (request.method !== 'GET' || readAttribution(request.headers.get('Cookie')).present) return response
  const referrer = externalReferrer(request.headers.get('referer'), url)
  const utm = (name: string) => url.searchParams.get(name)?.slice(0, 200) || null
  const attribution: Attribution = {
    referrer,
    utmSource: utm('utm_source'),
    utmMedium: utm('utm_medium'),
    utmCampaign: utm('utm_campaign'),
  }
  if (!Object.values(attribution).some(Boolean)) return response
  response.headers.append(
    'Set-Cookie',
    `${COOKIE}=${encodeURIComponent(JSON.stringify(attribution))}; Path=/; Max-Age=${THIRTY_DAYS_S}; SameSite=Lax; HttpOnly`,
  )
  return response
}

export function readAttribution(cookieHeader: string | null): Attribution & { present: boolean } {
  const empty = { referrer: null, utmSource: null, utmMedium: null, utmCampaign: null }
  const match = new RegExp(`(?:^|;\\s*)${COOKIE}=([^;]*)`).exec(cookieHeader ?? '')
  if (!match) return { ...empty, present: false }
  try {
    const value = JSON.parse(decodeURIComponent(match[1])) as Partial<Attribution>
    const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 500) : null)
    return {
      referrer: text(value.referrer),
      utmSource: text(value.utmSource),
      utmMedium: text(value.utmMedium),
      utmCampaign: text(value.utmCampaign),
      present: true,
    }
  } catch {
    return { ...empty, present: true }
  }
}

function externalReferrer(referer: string | null, url: URL): string | null {
  if (!referer) return null
  try {
    return new URL(referer).host === url.host ? null : referer.slice(0, 500)
  } catch {
    return null
  }
}
