/**
 * What every PDF of the site shares (specification sheets, quotes, proformas): A4 with its margins,
 * the brand's colours, the two Noto Sans faces and the bytes of a finished document.
 */
import type { Font } from 'fontkit'
import { packagedFont } from './packaged-font.server'

const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const
export type FontName = keyof typeof FONT_FILES

/**
 * The two faces, shared by every document (pdfkit takes a parsed fontkit font since 0.20 and makes
 * each document its own subset of it). Every glyph is made up front, so a document's text copies
 * as the characters it shows (see packagedFont).
 */
let fonts: Record<FontName, Font> | null = null

export function sheetFonts(): Record<FontName, Font> {
  fonts ??= {
    regular: packagedFont(FONT_FILES.regular, { allGlyphs: true }),
    bold: packagedFont(FONT_FILES.bold, { allGlyphs: true }),
  }
  return fonts
}

/** `doc` with the two faces registered as 'regular' and 'bold'. */
export function registerSheetFonts(doc: PDFKit.PDFDocument) {
  const { regular, bold } = sheetFonts()
  // pdfkit ≥ 0.20 accepts a parsed fontkit font; its type definitions still list only paths and bytes.
  doc.registerFont('regular', regular as unknown as Buffer)
  doc.registerFont('bold', bold as unknown as Buffer)
}

export const colors = {
  fig800: '#45202e',
  fig700: '#5b2a3c',
  fig50: '#faf3f5',
  gold300: '#e2b86b',
  gold700: '#74501f',
  stone800: '#292524',
  stone600: '#57534e',
  stone300: '#d6d3d1',
  cream100: '#f7efe2',
} as const

export const PAGE = { width: 595.28, height: 841.89 }
export const MARGIN = { left: 50, right: 50, top: 50, bottom: 64 }

/** The document's bytes once it has ended. */
export function collect(doc: PDFKit.PDFDocument): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = []
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
}
