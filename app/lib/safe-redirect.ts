/**
 * Redirect targets that come from input (a `redirectTo` parameter, a form field, the requested
 * path itself) may only lead to a page of this site.
 *
 * Browsers read `//host`, `/\host` and `/<tab>/host` as another host, so the target is resolved
 * the way a browser would resolve it, against the site's own origin, and kept only when the
 * origin is unchanged. The answer is always a root-relative path (path, query, fragment).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern exists to find control characters, which a redirect target may not contain
const FORBIDDEN = /[\u0000-\u001f\u007f\\]/

export function safeRedirect(target: unknown, siteOrigin: string | URL, fallback = '/'): string {
  if (typeof target !== 'string' || target === '' || FORBIDDEN.test(target)) return fallback
  let origin: string
  let resolved: URL
  try {
    origin = new URL(siteOrigin).origin
    resolved = new URL(target, origin)
  } catch {
    return fallback
  }
  if (resolved.origin !== origin) return fallback
  const local = resolved.pathname + resolved.search + resolved.hash
  // `/.//host` normalises to the path `//host`, which would leave the site once sent as a Location.
  return local.startsWith('/') && !local.startsWith('//') ? local : fallback
}

/**
 * A path of the site as a link: exactly one leading slash. A visitor can ask for `//evil.example`
 * (the site answers it with a page), and a link to that path would lead to another host.
 */
export const sitePath = (path: string) => `/${path.replace(/^[/\\]+/, '')}`
