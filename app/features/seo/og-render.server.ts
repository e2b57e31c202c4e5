/**
 * The social preview pictures themselves (1200×630 JPEG), composed with sharp: a photo cover-cropped
 * to the frame (or the brand artwork when there is none), a dark gradient band at the bottom with
 * the page's title and the site's name over it. The site's own picture is the artwork with the
 * site's name beside the logo. Text is drawn as outlines (og-text.server.ts).
 */
import sharp, { type Sharp } from 'sharp'
import { MAX_IMAGE_PIXELS } from '~/features/media/media'
import background from './og-background.svg?raw'
import { ogImageSize } from './og-image'
import { fitText, textPathData } from './og-text.server'

/** Raise when the pictures' design changes: their addresses change with it (social networks keep old ones). */
export const OG_DESIGN = '1'
const { width: WIDTH, height: HEIGHT } = ogImageSize
const MARGIN = 64
/** Brand colours (app.css): fig-700, fig-900, gold-300, cream-50. */
const FIG = '#5b2a3c'
const FIG_DARK = '#2e1520'
const GOLD = '#e2b86b'
const CREAM = '#fdfaf4'
const JPEG = { quality: 84, mozjpeg: true } as const
/**
 * Pixels a source picture may have once decoded (a vector picture: once rasterised). Uploads are
 * refused above this already; the limit also holds for files that reached the storage otherwise.
 */
const inputOptions = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' } as const
/** A vector picture is rasterised at most this many times its own size. */
const MAX_VECTOR_SCALE = 8

export interface SourcePicture {
  bytes: Uint8Array
  /** SVG: rasterised at the density that covers the frame. */
  vector: boolean
}

let artwork: Promise<Buffer> | undefined

/** The brand artwork (figs, leaves and the logo on cream) rasterised once per process. */
function artworkPng(): Promise<Buffer> {
  artwork ??= sharp(Buffer.from(background)).resize(WIDTH, HEIGHT, { fit: 'cover' }).png().toBuffer()
  return artwork
}

/** Title, site name and the band behind them, as an SVG the size of the picture. */
export function titleOverlay(title: string, siteName: string): string {
  const fitted = fitText(title, { maxWidth: WIDTH - 2 * MARGIN, maxLines: 3, sizes: [64, 56, 50, 44] })
  const lineHeight = Math.round(fitted.size * 1.2)
  const nameSize = 28
  const nameBaseline = HEIGHT - 52
  const lastBaseline = nameBaseline - nameSize - 34
  const firstBaseline = lastBaseline - (fitted.lines.length - 1) * lineHeight
  const barY = firstBaseline - Math.round(fitted.size * 0.95) - 30
  const bandTop = Math.max(0, barY - 110)
  const titlePath = textPathData({ ...fitted, x: MARGIN, baseline: firstBaseline, lineHeight })
  const name = fitText(siteName, { maxWidth: WIDTH - 2 * MARGIN, maxLines: 1, sizes: [nameSize] })
  const namePath = textPathData({ ...name, x: MARGIN, baseline: nameBaseline, lineHeight: nameSize })
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="band" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${FIG_DARK}" stop-opacity="0"/>
<stop offset="0.4" stop-color="${FIG_DARK}" stop-opacity="0.72"/>
<stop offset="1" stop-color="${FIG_DARK}" stop-opacity="0.94"/>
</linearGradient></defs>
<rect x="0" y="${bandTop}" width="${WIDTH}" height="${HEIGHT - bandTop}" fill="url(#band)"/>
<rect x="${MARGIN}" y="${barY}" width="88" height="6" rx="3" fill="${GOLD}"/>
<path fill="#ffffff" d="${titlePath}"/>
<path fill="${GOLD}" d="${namePath}"/>
</svg>`
}

/** The site's name beside the artwork's logo, in the brand's fig colour. */
export function siteNameOverlay(siteName: string): string {
  const fitted = fitText(siteName, { maxWidth: 470, maxLines: 2, sizes: [68, 60, 52, 46, 40] })
  const lineHeight = Math.round(fitted.size * 1.18)
  const baseline = 250 - (fitted.lines.length === 1 ? -40 : 0)
  const lastBaseline = baseline + (fitted.lines.length - 1) * lineHeight
  const path = textPathData({ ...fitted, x: 300, baseline, lineHeight })
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<path fill="${FIG}" d="${path}"/>
<rect x="304" y="${lastBaseline + 30}" width="120" height="8" rx="4" fill="#c8934f"/>
</svg>`
}

/** The site's own preview picture. */
export async function renderSiteImage(siteName: string): Promise<Buffer> {
  return sharp(await artworkPng())
    .composite([{ input: Buffer.from(siteNameOverlay(siteName)) }])
    .jpeg(JPEG)
    .toBuffer()
}

/**
 * A page's preview picture: `source` cover-cropped (the brand artwork when there is none, or when
 * it cannot be read) under the title band.
 */
export async function renderTitledImage(source: SourcePicture | null, title: string, siteName: string): Promise<Buffer> {
  const overlay = Buffer.from(titleOverlay(title, siteName))
  if (source) {
    try {
      return await compose(await coverCrop(source), overlay)
    } catch {
      // A picture sharp cannot read (damaged, too large): the page still gets its preview.
    }
  }
  return compose(sharp(await artworkPng()), overlay)
}

function compose(base: Sharp, overlay: Buffer): Promise<Buffer> {
  return base
    .composite([{ input: overlay }])
    .jpeg(JPEG)
    .toBuffer()
}

/** The picture scaled and cropped to fill the frame; transparency lies on the brand's cream. */
async function coverCrop({ bytes, vector }: SourcePicture): Promise<Sharp> {
  let density: number | undefined
  if (vector) {
    const { width, height } = await sharp(bytes, inputOptions).metadata()
    if (!width || !height) throw new Error('SVG without a size')
    density = 72 * Math.min(MAX_VECTOR_SCALE, Math.max(1, WIDTH / width, HEIGHT / height))
  }
  return sharp(bytes, { ...inputOptions, density })
    .autoOrient()
    .resize(WIDTH, HEIGHT, { fit: 'cover', position: 'centre' })
    .flatten({ background: CREAM })
}
