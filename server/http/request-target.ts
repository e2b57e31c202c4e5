/**
 * The request line's path and query, checked before any route sees them: no slug, id or search
 * parameter of this site contains a control character, and every `%` starts a valid UTF-8
 * escape. What fails is a 400 instead of reaching a database query or a template.
 */

/** `path`: dot segments or empty segments in a write's path (a read is redirected to its normal form). */
export type TargetProblem = 'control' | 'encoding' | 'path'

/** C0 controls (NUL … US) and DEL, raw or percent-encoded. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern exists to find control characters, which a request target may not contain
const CONTROL = /[\u0000-\u001f\u007f]|%(?:[01][0-9a-f]|7f)/i
const BAD_ESCAPE = /%(?![0-9a-f]{2})/i

/** Why the origin-form target `/path?query` is refused, or null when it is fine. */
export function requestTargetProblem(target: string): TargetProblem | null {
  // Only the origin form: `GET http://other.example/ HTTP/1.1` (a proxy's absolute form) is not served.
  if (!target.startsWith('/')) return 'encoding'
  if (CONTROL.test(target)) return 'control'
  if (BAD_ESCAPE.test(target)) return 'encoding'
  try {
    decodeURIComponent(target)
  } catch {
    // A `%xx` sequence that is not UTF-8 (e.g. `%ff`, or a lone `%c3`).
    return 'encoding'
  }
  return null
}

/** A segment that a URL parser reads as `.` or `..`: dots, raw or percent-encoded (`%2e`, `.%2E`). */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i
/** What a path in its normal form never holds: a dot segment, a backslash, an empty segment or a trailing slash. */
const MAYBE_ABNORMAL = /(?:^|[/\\])(?:\.|%2e)|\\|\/\/|.\/$/i

/**
 * The path in its normal form, or null when `pathname` (raw, as in the request line) is in it
 * already. The router resolves `.` and `..` segments (also percent-encoded) and reads a backslash
 * as a slash before it matches a route, so a path holding them is answered under a policy of
 * another path unless it is sent to its normal form first: dot segments resolved, backslashes
 * read as slashes, empty segments and a trailing slash dropped. Percent-encoding and case stay
 * as sent.
 */
export function normalPathname(pathname: string): string | null {
  if (!MAYBE_ABNORMAL.test(pathname)) return null
  const segments: string[] = []
  for (const segment of pathname.replaceAll('\\', '/').split('/')) {
    if (segment === '') continue
    if (DOT_SEGMENT.test(segment)) {
      if (segment.replace(/%2e/gi, '.') === '..') segments.pop()
      continue
    }
    segments.push(segment)
  }
  const normal = `/${segments.join('/')}`
  return normal === pathname ? null : normal
}

/** Whether the only difference between `pathname` and its normal form is a trailing slash (which every route ignores). */
export const differsByTrailingSlash = (pathname: string, normal: string) => pathname.replace(/\/+$/, '') === normal
