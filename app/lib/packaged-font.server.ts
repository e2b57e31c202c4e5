/**
 * Fonts shipped in npm packages (e.g. @expo-google-fonts/*), read from disk and parsed with
 * fontkit once per process, then shared by every document or picture drawn with them: nothing
 * depends on the server's system fonts, and nothing is downloaded at run time.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { type Font, create as parseFont } from 'fontkit'

const require = createRequire(import.meta.url)
const parsed = new Map<string, Font>()

/**
 * The font of a package file (`@scope/package/path/Font.ttf`). `allGlyphs` makes every
 * character's glyph from the character map first, in code point order. fontkit keeps a glyph
 * with the code points it was first made with; a PDF's copyable text comes from them, and a
 * composed letter ('İ' is 'I' and a dot) would otherwise make its part ('I') with none, so
 * every later 'I' would copy as nothing.
 */
export function packagedFont(file: string, { allGlyphs = false } = {}): Font {
  let font = parsed.get(file)
  if (!font) {
    const opened = parseFont(readFileSync(require.resolve(file)))
    if (!('layout' in opened)) throw new Error(`${file} is a font collection, not one font`)
    if (allGlyphs) for (const codePoint of [...opened.characterSet].sort((a, b) => a - b)) opened.glyphForCodePoint(codePoint)
    font = opened
    parsed.set(file, font)
  }
  return font
}
