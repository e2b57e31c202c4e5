/**
 * The request line's path and query, checked before any route sees them: no slug, id or search
 * parameter of this site contains a control character, and every `%` starts a valid UTF-8
 * escape. What fails is a 400 instead of reaching a database query or a template.
 */

export type TargetProblem = 'control' | 'encoding'

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
