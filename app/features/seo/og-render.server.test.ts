import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { renderSiteImage, renderTitledImage, titleOverlay } from './og-render.server'
import { fitText, ogFont, textWidth } from './og-text.server'

/** A photo stand-in: a smooth colour gradient, `width`×`height` JPEG. */
async function photo(width: number, height: number, colour = { r: 250, g: 250, b: 250 }) {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: colour } })
      .jpeg()
      .toBuffer(),
  )
}

/** Mean brightness (0–255) of a horizontal strip of a decoded picture. */
async function brightness(picture: Buffer, top: number, height: number) {
  // stats() reads its input, not the pipeline: the strip is cut out first.
  const strip = await sharp(picture).extract({ left: 0, top, width: 1200, height }).png().toBuffer()
  const { channels } = await sharp(strip).stats()
  return (channels[0].mean + channels[1].mean + channels[2].mean) / 3
}

describe('preview pictures', () => {
  test('a photo becomes a 1200×630 JPEG: the photo on top, the title on a dark band below', async () => {
    const picture = await renderTitledImage({ bytes: await photo(2400, 1600), vector: false }, 'Naturel İncir', 'Aydın Kuru İncir')
    const meta = await sharp(picture).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630])
    expect(await brightness(picture, 0, 150)).toBeGreaterThan(240)
    expect(await brightness(picture, 560, 70)).toBeLessThan(90)
  })

  test('the title is drawn: another title gives another band, the same photo above it', async () => {
    const source = { bytes: await photo(1600, 1067), vector: false }
    const [a, b] = await Promise.all([
      renderTitledImage(source, 'Lerida İncir', 'Aydın Kuru İncir'),
      renderTitledImage(source, 'Protoben Feigen – große Früchte', 'Aydın Kuru İncir'),
    ])
    const band = async (picture: Buffer) => sharp(picture).extract({ left: 0, top: 420, width: 1200, height: 110 }).raw().toBuffer()
    expect((await band(a)).equals(await band(b))).toBe(false)
    expect(await brightness(a, 0, 100)).toBeCloseTo(await brightness(b, 0, 100), 0)
  })

  test('no picture, or one that cannot be read or is too large, gives the brand artwork', async () => {
    const huge = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"/>')
    for (const source of [null, { bytes: new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]), vector: false }, { bytes: huge, vector: true }]) {
      const picture = await renderTitledImage(source, 'Kuru İncir', 'Aydın Kuru İncir')
      const meta = await sharp(picture).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630])
      // The artwork's cream sky (a white stand-in photo would be brighter, a failed render black).
      const sky = await brightness(picture, 0, 60)
      expect(sky).toBeGreaterThan(200)
      expect(sky).toBeLessThan(250)
    }
  })

  test("the site's picture in each language", async () => {
    for (const name of ['Aydın Kuru İncir', 'Aydın Dried Figs', 'Aydın Trockenfeigen']) {
      const meta = await sharp(await renderSiteImage(name)).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630])
    }
  })

  test('a title never enters the SVG as markup: characters that mean something in XML are only outlines', () => {
    const svg = titleOverlay('<script>alert("x")</script> & ]]> \'', 'Aydın & Co <b>')
    expect(svg).not.toMatch(/script|alert|<b>|]]>/)
    expect(svg.match(/<path /g)).toHaveLength(2)
  })
})

describe('title text', () => {
  test('Turkish and German letters all have their own glyphs in the font', () => {
    const letters = 'ğĞşŞıİüÜöÖçÇäÄß–’…'
    const glyphs = ogFont().layout(letters).glyphs
    expect(glyphs.map((g) => g.id).filter((id) => id === 0)).toEqual([])
    expect(glyphs).toHaveLength(Array.from(letters).length)
  })

  test('a title takes the largest size at which it fits, on at most three lines', () => {
    expect(fitText('Lerida İncir', { maxWidth: 1072, maxLines: 3, sizes: [64, 56] })).toEqual({ lines: ['Lerida İncir'], size: 64 })
    const long = 'Natur-Trockenfeigen Goldserie: große Aydın-Feigen in natürlicher Tropfenform, sonnengetrocknet in Köşk'
    const fitted = fitText(long, { maxWidth: 1072, maxLines: 3, sizes: [64, 56, 50, 44] })
    expect(fitted.lines.length).toBeLessThanOrEqual(3)
    expect(fitted.lines.join(' ')).toBe(long)
    for (const line of fitted.lines) expect(textWidth(line, fitted.size)).toBeLessThanOrEqual(1072)
  })

  test('a title too long for three lines ends in an ellipsis; a word wider than a line is broken', () => {
    const fitted = fitText('kuru incir '.repeat(40), { maxWidth: 600, maxLines: 3, sizes: [64, 44] })
    expect(fitted.size).toBe(44)
    expect(fitted.lines).toHaveLength(3)
    expect(fitted.lines[2].endsWith('…')).toBe(true)
    const word = fitText('Donaudampfschifffahrtsgesellschaftskapitänsmütze', { maxWidth: 300, maxLines: 3, sizes: [64, 44] })
    expect(word.lines.length).toBeGreaterThan(1)
    for (const line of word.lines) expect(textWidth(line, word.size)).toBeLessThanOrEqual(300)
  })

  test('line breaks, tabs and invisible characters do not reach the picture', () => {
    expect(fitText('Kuru\n\tİncir\u00ad\u202e', { maxWidth: 1072, maxLines: 3, sizes: [64] }).lines).toEqual(['Kuru İncir'])
  })
})
