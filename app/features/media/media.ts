/**
 * Rules of the media gallery that need no server: accepted types, the agreement between the name
 * a client sends and the content, variant widths, tags, size labels and responsive image sets.
 */
import { MAX_UPLOAD_BYTES, uploadMessages } from '~/features/products/admin-product'
import { isOneOf } from '~/lib/one-of'
import { allowedParam } from '~/lib/url'
import type { DetectedFile } from './file-type'

/** The largest file any upload path takes. */
export const MAX_MEDIA_BYTES = MAX_UPLOAD_BYTES
/** The most pixels an uploaded image may have (read from its header, before anything decodes it). */
export const MAX_IMAGE_PIXELS = 40_000_000

export const mediaCategories = ['product', 'blog', 'general', 'hero', 'about', 'certificate'] as const
export type MediaCategory = (typeof mediaCategories)[number]
/** The category a new file has until the admin picks another (the database's default for MediaFile.category is the same). */
export const DEFAULT_MEDIA_CATEGORY: MediaCategory = 'general'

export const mediaCategoryLabels: Record<MediaCategory, string> = {
  product: 'Ürün',
  blog: 'Blog',
  general: 'Genel',
  hero: 'Hero',
  about: 'Hakkımızda',
  certificate: 'Sertifika',
}

export const isMediaCategory = (value: unknown): value is MediaCategory => isOneOf(mediaCategories, value)

export const mediaMessages = {
  fileRequired: 'Lütfen bir dosya seçin',
  categoryRequired: 'Kategori seçilmelidir',
  tooLarge: uploadMessages.tooLarge,
  tooLargeTitle: 'Dosya Çok Büyük',
  type: 'Yalnızca JPG, PNG, GIF, WebP, MP4 ve PDF dosyaları yüklenebilir',
  mismatch: 'Dosyanın adı veya türü içeriğiyle uyuşmuyor',
  unreadable: 'Resim dosyası okunamadı (bozuk olabilir)',
  tooManyPixels: 'Resim çok büyük (en fazla 40 megapiksel)',
  pdfActive: 'PDF dosyası JavaScript, başlatma eylemi veya gömülü dosya içeremez',
  pdfUnreadable: 'PDF dosyası incelenemedi (şifreli veya bozuk olabilir)',
  tooMany: 'Çok fazla dosya gönderildi',
  malformed: 'Form verisi okunamadı (bozuk multipart gövdesi)',
  notMultipart: 'Dosyayı multipart/form-data olarak gönderin',
  uploadFailed: 'Medya dosyası yüklenemedi',
  uploaded: 'Medya dosyası başarıyla yüklendi',
  duplicate: 'Bu dosya galeride zaten var; mevcut kayıt gösteriliyor',
  updated: 'Medya dosyası güncellendi',
  updateFailed: 'Medya dosyası güncellenemedi',
  deleted: 'Medya dosyası silindi',
  deleteFailed: 'Medya dosyası silinemedi',
  inUse: 'Dosya bir üründe, blog yazısında veya sertifikada kullanılıyor',
  notFound: 'Medya dosyası bulunamadı',
  importFailed: 'Ürün resimleri içe aktarılamadı',
  imported: (count: number) => `${count} ürün resmi içe aktarıldı`,
} as const

/** The gallery's types: JPG, PNG, GIF, WebP, MP4 and PDF; AVIF product images are imported but not uploaded here. */
export const acceptedMediaMimes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'video/mp4', 'application/pdf'] as const
export const MEDIA_ACCEPT_ATTRIBUTE =
  '.jpg,.jpeg,.png,.gif,.webp,.mp4,.pdf,image/jpeg,image/png,image/gif,image/webp,video/mp4,application/pdf'

/** What one upload field takes: the detected types and the message for anything else. */
export interface UploadProfile {
  mimes: readonly string[]
  typeMessage: string
}

export const uploadProfiles = {
  /** The media gallery (admin dialog and API). */
  gallery: { mimes: acceptedMediaMimes, typeMessage: mediaMessages.type },
  /** A picture that goes into the gallery from another screen (blog image, AI image). */
  galleryImage: {
    mimes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
    typeMessage: 'Yalnızca JPG, PNG, GIF ve WebP resimleri yüklenebilir',
  },
  /** A product image slot (form and API). */
  productImage: { mimes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'], typeMessage: uploadMessages.image },
  /** A product's spec sheet or certificate. */
  productPdf: { mimes: ['application/pdf'], typeMessage: uploadMessages.pdf },
} as const satisfies Record<string, UploadProfile>

const extensionsByMime: Record<string, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg', 'jpe', 'jfif'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'image/avif': ['avif'],
  'video/mp4': ['mp4', 'm4v'],
  'application/pdf': ['pdf'],
}
const mimeAliases: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'application/x-pdf': 'application/pdf',
}
/** What browsers send when they do not know the type: no claim at all. */
const unknownMimes = new Set(['', 'application/octet-stream', 'binary/octet-stream'])

/**
 * The last path segment of a client's file name (never a path), trimmed to 200 characters,
 * without control, line-separator or invisible format characters (bidi overrides such as U+202E
 * would show 'gpj.exe' as 'exe.jpg' in the admin).
 */
export function baseName(name: string): string {
  const base =
    name
      .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
      .split(/[/\\]/)
      .pop()
      ?.trim() ?? ''
  return base.slice(0, 200)
}

/** A Content-Type without its parameters, lower-cased ('image/png; q=1' → 'image/png'); '' for none. */
const mimeEssence = (declaredMime?: string) => (declaredMime ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? ''

/**
 * Whether what the client declared (its file name's extension and its Content-Type) agrees with
 * the detected content: a PNG named .pdf, or HTML named .jpg, is refused. A name without an
 * extension and an unknown type make no claim.
 */
export function declaredTypeAgrees(detected: Pick<DetectedFile, 'mime'>, originalName: string, declaredMime?: string): boolean {
  const extensions = extensionsByMime[detected.mime] ?? []
  const base = baseName(originalName)
  const dot = base.lastIndexOf('.')
  if (dot > 0 && !extensions.includes(base.slice(dot + 1).toLowerCase())) return false
  const mime = mimeEssence(declaredMime)
  if (!unknownMimes.has(mime) && (mimeAliases[mime] ?? mime) !== detected.mime) return false
  return true
}

/** Whether the client's name or Content-Type says the file is of type `mime` ('foto.png', image/png). */
export function declaresType(mime: string, originalName: string, declaredMime?: string): boolean {
  const base = baseName(originalName)
  const dot = base.lastIndexOf('.')
  if (dot > 0 && (extensionsByMime[mime] ?? []).includes(base.slice(dot + 1).toLowerCase())) return true
  const declared = mimeEssence(declaredMime)
  return (mimeAliases[declared] ?? declared) === mime
}

export const VARIANT_WIDTHS = [480, 960, 1600] as const

/** Widths of the WebP copies of an image `width` pixels wide: never wider than the original. */
export function variantWidths(width: number): number[] {
  return [...new Set(VARIANT_WIDTHS.map((w) => Math.min(w, width)))].filter((w) => w > 0)
}

export interface MediaVariant {
  width: number
  height: number
  url: string
}

/** The stored JSON, defensively: only well-formed entries, smallest first. */
export function readVariants(value: unknown): MediaVariant[] {
  if (!Array.isArray(value)) return []
  return value
    .filter(
      (v): v is MediaVariant =>
        typeof v?.url === 'string' && Number.isInteger(v?.width) && Number.isInteger(v?.height) && v.width > 0 && v.height > 0,
    )
    .map(({ width, height, url }) => ({ width, height, url }))
    .sort((a, b) => a.width - b.width)
}

/** What an <img> needs for a responsive image without layout shift. */
export interface ResponsiveImage {
  src: string
  srcSet?: string
  width?: number
  height?: number
}

/**
 * `src` stays the original (always valid); srcset lists the WebP variants. The intrinsic size is
 * the original's, or the largest variant's when the original's is not known.
 */
export function responsiveImage(
  src: string,
  media?: { width: number | null; height: number | null; variants: MediaVariant[] } | null,
): ResponsiveImage {
  if (!media) return { src }
  const largest = media.variants.at(-1)
  const size =
    media.width && media.height
      ? { width: media.width, height: media.height }
      : largest
        ? { width: largest.width, height: largest.height }
        : {}
  const srcSet = media.variants.length > 0 ? media.variants.map((v) => `${v.url} ${v.width}w`).join(', ') : undefined
  return { src, ...(srcSet ? { srcSet } : {}), ...size }
}

/** 'a, b ,, c' → ['a', 'b', 'c']: trimmed, empties and repeats dropped. */
export function parseTags(value: string | readonly string[] | null | undefined): string[] {
  const parts = typeof value === 'string' ? value.split(',') : (value ?? [])
  const tags = parts.map((tag) => tag.trim().slice(0, 50)).filter((tag) => tag.length > 0)
  return [...new Set(tags)]
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const

/** 1536 → "1.5 KB" (1024 steps, at most two decimals, none for bytes). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B'
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024
    unit++
  }
  const rounded = unit === 0 ? Math.round(value) : Math.round(value * 100) / 100
  return `${rounded} ${SIZE_UNITS[unit]}`
}

/** Up to `max` tags to show, and how many more there are ('+N'). */
export function visibleTags(tags: readonly string[], max = 2): { shown: string[]; more: number } {
  return { shown: tags.slice(0, max), more: Math.max(0, tags.length - max) }
}

/** The gallery's list query (?q=&category=&active=1), all in the URL so it works without JS. */
export interface MediaListQuery {
  q: string
  category: MediaCategory | 'all'
  activeOnly: boolean
}

export function readMediaListQuery(params: URLSearchParams): MediaListQuery {
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    category: allowedParam(params, 'category', mediaCategories, 'all'),
    activeOnly: allowedParam(params, 'active', ['1', 'true', 'on'], null) !== null,
  }
}

/** A card's title: the Turkish description or alt, else the original name. */
export function mediaTitle(media: { description_tr: string | null; alt_tr: string | null; originalName: string }): string {
  return media.description_tr?.trim() || media.alt_tr?.trim() || media.originalName
}

export type MediaKind = 'image' | 'video' | 'pdf' | 'other'
export const mediaKind = (mimeType: string): MediaKind =>
  mimeType.startsWith('image/') ? 'image' : mimeType.startsWith('video/') ? 'video' : mimeType === 'application/pdf' ? 'pdf' : 'other'
