import { env } from './env.server'

/** The public origin (no trailing slash): SITE_URL when configured, else the request's origin. */
export function siteUrlOf(request: Request): string {
  return (env().SITE_URL ?? new URL(request.url).origin).replace(/\/$/, '')
}
