/** Minutes to read a text at 200 words a minute, rounded up (at least 1). */
export function readingMinutes(text: string): number {
  // Markdown markers ('##', '-', '>') are not words.
  const words = text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length
  return Math.max(1, Math.ceil(words / 200))
}

/** Comma-separated keywords as a trimmed list without empties. */
export function keywordList(keywords: string | null | undefined): string[] {
  return (keywords ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
}
