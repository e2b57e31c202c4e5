/**
 * Text for the social preview pictures, drawn as SVG outlines. The letters come from Noto Serif
 * Bold shipped in an npm package (@expo-google-fonts/noto-serif) and are turned into path data
 * with fontkit, so the picture looks the same on every server (no system font, no fontconfig) and
 * Turkish and German letters (ğ ş ı İ ü ö ç ä ß) always have their glyphs. The text never enters
 * the SVG as characters: only numbers do, so nothing in a title can break the markup.
 */
import { packagedFont } from '~/lib/packaged-font.server'

const FONT_FILE = '@expo-google-fonts/noto-serif/700Bold/NotoSerif_700Bold.ttf'
/** Longer titles are cut before they are laid out (bounded work); three lines never hold more. */
const MAX_TEXT_CHARS = 300
const ELLIPSIS = '…'

/** The font, read once per process. */
export const ogFont = () => packagedFont(FONT_FILE)

/** The text as one run: invisible format characters (soft hyphens, bidi marks) go, line breaks, tabs and other runs of white space become one space. */
export function cleanText(text: string): string {
  return Array.from(
    text
      .replace(/\p{Cf}/gu, '')
      .replace(/[\p{Cc}\s]+/gu, ' ')
      .trim(),
  )
    .slice(0, MAX_TEXT_CHARS)
    .join('')
}

/** Width of `text` in pixels at `size` (kerning and ligatures applied). */
export function textWidth(text: string, size: number): number {
  const font = ogFont()
  return (font.layout(text).advanceWidth * size) / font.unitsPerEm
}

export interface FitOptions {
  maxWidth: number
  maxLines: number
  /** Font sizes to try, largest first: the largest at which the text fits whole wins. */
  sizes: readonly number[]
}

export interface FittedText {
  lines: string[]
  size: number
}

/**
 * The text broken into lines at spaces, at the largest size at which it fits whole. When it fits
 * at none, the smallest size is used: a word wider than a line is broken between letters, and
 * the last line that fits ends in an ellipsis.
 */
export function fitText(text: string, { maxWidth, maxLines, sizes }: FitOptions): FittedText {
  const words = cleanText(text).split(' ').filter(Boolean)
  for (const size of sizes) {
    const lines = wrap(words, size, maxWidth, false)
    if (lines && lines.length <= maxLines) return { lines, size }
  }
  const size = sizes[sizes.length - 1]
  const lines = wrap(words, size, maxWidth, true) ?? []
  if (lines.length <= maxLines) return { lines, size }
  const kept = lines.slice(0, maxLines)
  kept[maxLines - 1] = withEllipsis(kept[maxLines - 1], size, maxWidth)
  return { lines: kept, size }
}

/** Greedy line breaking; null when a word is wider than a line and `breakWords` is off. */
function wrap(words: string[], size: number, maxWidth: number, breakWords: boolean): string[] | null {
  const lines: string[] = []
  let line = ''
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word
    if (textWidth(candidate, size) <= maxWidth) {
      line = candidate
      continue
    }
    if (line) lines.push(line)
    if (textWidth(word, size) <= maxWidth) {
      line = word
      continue
    }
    if (!breakWords) return null
    const pieces = breakWord(word, size, maxWidth)
    lines.push(...pieces.slice(0, -1))
    line = pieces[pieces.length - 1]
  }
  if (line) lines.push(line)
  return lines
}

function breakWord(word: string, size: number, maxWidth: number): string[] {
  const pieces: string[] = []
  let piece = ''
  for (const char of Array.from(word)) {
    if (piece && textWidth(piece + char, size) > maxWidth) {
      pieces.push(piece)
      piece = char
    } else piece += char
  }
  pieces.push(piece)
  return pieces
}

function withEllipsis(line: string, size: number, maxWidth: number): string {
  const chars = Array.from(line)
  while (chars.length > 0 && textWidth(`${chars.join('').trimEnd()}${ELLIPSIS}`, size) > maxWidth) chars.pop()
  return `${chars.join('').trimEnd()}${ELLIPSIS}`
}

export interface PlacedText {
  lines: readonly string[]
  size: number
  /** Left edge of every line. */
  x: number
  /** Baseline of the first line. */
  baseline: number
  lineHeight: number
}

/** SVG path data of the lines, in the picture's pixels (y down). */
export function textPathData({ lines, size, x, baseline, lineHeight }: PlacedText): string {
  const font = ogFont()
  const scale = size / font.unitsPerEm
  let d = ''
  lines.forEach((line, i) => {
    const run = font.layout(line)
    const y = baseline + i * lineHeight
    let pen = x
    run.glyphs.forEach((glyph, g) => {
      const position = run.positions[g]
      // Font units grow upwards; the picture's y grows downwards.
      d += glyph.path.transform(scale, 0, 0, -scale, pen + position.xOffset * scale, y - position.yOffset * scale).toSVG()
      pen += position.xAdvance * scale
    })
  })
  return d
}
