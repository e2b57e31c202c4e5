/**
 * The part of `Accept-Language` the site reads: its first entries up to MAX_CHARS characters
 * (whole entries; real browsers send far less). The app gets this header in place of the one sent,
 * and the page cache keys language-dependent answers on it, so two requests with the same key
 * always get the same answer.
 */
export const MAX_ACCEPT_LANGUAGE_CHARS = 200

export function boundedAcceptLanguage(header: string | undefined): string | undefined {
  if (header === undefined || header.length <= MAX_ACCEPT_LANGUAGE_CHARS) return header
  const lastComma = header.lastIndexOf(',', MAX_ACCEPT_LANGUAGE_CHARS)
  return header.slice(0, lastComma === -1 ? MAX_ACCEPT_LANGUAGE_CHARS : lastComma)
}

/** The cache key's form of the header: bounded, lower case, without spaces. */
export const acceptLanguageKey = (header: string | undefined) => (boundedAcceptLanguage(header) ?? '').toLowerCase().replace(/\s+/g, '')
