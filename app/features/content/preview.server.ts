/**
 * "Önizle": a page's draft at its public address with `?preview=<token>`. The token names the
 * page, the draft's version, the admin and when it ends (PREVIEW_MINUTES), signed with the
 * server's secret; it opens the draft only for that admin, signed in, before it ends, while
 * that draft is the stored one. Anything else is the site's 404: a forged, expired, foreign or
 * outdated link shows nothing. Such an answer is an admin's: never cached (the admin's cookie
 * keeps it out of the page cache), never indexed.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { getAdmin } from '~/features/auth/auth.server'
import { env } from '~/lib/env.server'

export const PREVIEW_PARAM = 'preview'
export const PREVIEW_MINUTES = 30

// Without SESSION_SECRET a per-process secret is used: a preview link then opens only in the
// process that made it (and not after a restart).
let previewKey: Buffer | undefined
const key = () => {
  previewKey ??= createHmac('sha256', env().SESSION_SECRET ?? randomBytes(32).toString('hex'))
    .update('content-preview v1')
    .digest()
  return previewKey
}

const sign = (fields: string) => createHmac('sha256', key()).update(fields).digest('base64url')

/** A preview link's token for the draft at `version`, for `adminId`, valid PREVIEW_MINUTES from `now`. */
export function previewToken(page: string, version: number, adminId: string, now = Date.now()): string {
  const fields = `${page}.${version}.${Math.floor(now / 1000) + PREVIEW_MINUTES * 60}.${adminId}`
  return `${fields}.${sign(fields)}`
}

/** The answer to a preview link that shows nothing: the site's 404. */
export const previewNotFound = () => new Response('Not Found', { status: 404 })

const TOKEN = /^([a-z][a-z0-9-]{0,40})\.(\d{1,9})\.(\d{1,12})\.([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/

/** The entry a request's preview token names, unchecked (null without one): which page's draft it asks for. */
export function previewedKey(request: Request): string | null {
  const token = new URL(request.url).searchParams.get(PREVIEW_PARAM)
  return token === null ? null : (TOKEN.exec(token)?.[1] ?? null)
}

/**
 * The entry (one of `keys`: the page's own content, or the site settings it shows) and the draft
 * version a request's preview token opens, or null when the request asks for no preview. Throws
 * the site's 404 when it asks for one it may not see.
 */
export async function previewedDraft(
  request: Request,
  keys: readonly string[],
  now = Date.now(),
): Promise<{ key: string; version: number } | null> {
  const token = new URL(request.url).searchParams.get(PREVIEW_PARAM)
  if (token === null) return null
  const match = TOKEN.exec(token)
  if (!match || !keys.includes(match[1]) || Number(match[3]) * 1000 <= now) throw previewNotFound()
  const fields = token.slice(0, token.lastIndexOf('.'))
  const expected = Buffer.from(sign(fields))
  const given = Buffer.from(match[5])
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw previewNotFound()
  const admin = await getAdmin(request)
  if (admin?.id !== match[4]) throw previewNotFound()
  return { key: match[1], version: Number(match[2]) }
}
