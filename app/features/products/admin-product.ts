/** Rules of the admin product screens: Turkish labels, the list's search/filter/sort, re-ordering, images. */
import { readTypedNumber, typedNumberMessage } from '~/lib/forms/typed-number'
import { allowedParam } from '~/lib/url'
import { type ProductTypeCode, productTypeName, productTypes } from './product'

/** The three image slots of a product; their order is the order of the form. */
export const imageSlots = ['main', 'detail1', 'detail2'] as const
export type ImageSlot = (typeof imageSlots)[number]
export const imageSlotLabels: Record<ImageSlot, string> = { main: 'Ana Resim', detail1: 'Detay Resmi 1', detail2: 'Detay Resmi 2' }

/** The largest file any upload path takes (the products' files and the media gallery's). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

/** What an upload may be, and the answers when it is something else. */
export const uploadMessages = {
  image: 'Yalnızca resim dosyaları yüklenebilir (JPG, PNG, GIF, WebP, AVIF)',
  pdf: 'Yalnızca PDF dosyaları yüklenebilir',
  tooLarge: `Dosya boyutu ${MAX_UPLOAD_BYTES / 1024 / 1024}MB'dan küçük olmalıdır`,
  tooMany: 'Çok fazla dosya gönderildi',
  /** A file sent with a form that was not saved: nothing was stored. */
  notStored: 'Dosya kaydedilmedi (form kaydedilmedi); kaydederken dosyayı yeniden seçin',
} as const
/** The most price ranges one product may have. */
export const MAX_PRICE_RANGES = 200

/** The pack sizes the admin form offers as one-click buttons (any other 0.5 kg step can be typed). */
export const suggestedPacksKg = [5, 10, 12.5, 20, 25] as const

// ---------------------------------------------------------------------------------------------
// The list: everything lives in the URL (?q=&type=&status=&feature=&sort=).

export const productStatusFilters = ['all', 'active', 'inactive'] as const
export const productFeatureFilters = ['all', 'organic', 'natural', 'regular'] as const
export const productSorts = ['sortOrder', 'title_tr', 'title_en', 'type', 'newest', 'oldest'] as const

export const productStatusLabels: Record<(typeof productStatusFilters)[number], string> = {
  all: 'Tüm durumlar',
  active: 'Aktif',
  inactive: 'Pasif',
}
export const productFeatureLabels: Record<(typeof productFeatureFilters)[number], string> = {
  all: 'Tüm özellikler',
  organic: 'Organik',
  natural: 'Doğal',
  regular: 'Standart (organik/doğal değil)',
}
export const productSortLabels: Record<(typeof productSorts)[number], string> = {
  sortOrder: 'Sıra numarası',
  title_tr: 'Türkçe başlık (A-Z)',
  title_en: 'İngilizce başlık (A-Z)',
  type: 'Tür',
  newest: 'En yeni',
  oldest: 'En eski',
}

export interface ProductListQuery {
  q: string
  type: ProductTypeCode | 'all'
  status: (typeof productStatusFilters)[number]
  feature: (typeof productFeatureFilters)[number]
  sort: (typeof productSorts)[number]
}

/** The list's query from the URL; unknown values fall back to the defaults. */
export function readProductListQuery(params: URLSearchParams): ProductListQuery {
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    type: allowedParam(params, 'type', productTypes, 'all'),
    status: allowedParam(params, 'status', productStatusFilters, 'all'),
    feature: allowedParam(params, 'feature', productFeatureFilters, 'all'),
    sort: allowedParam(params, 'sort', productSorts, 'sortOrder'),
  }
}

export function hasActiveFilters(query: ProductListQuery): boolean {
  return query.q !== '' || query.type !== 'all' || query.status !== 'all' || query.feature !== 'all'
}

/** The URL of the list with `query` (defaults left out, so a clean list is plain /admin/products). */
export function productListHref(query: Partial<ProductListQuery>, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams()
  if (query.q) params.set('q', query.q)
  if (query.type && query.type !== 'all') params.set('type', query.type)
  if (query.status && query.status !== 'all') params.set('status', query.status)
  if (query.feature && query.feature !== 'all') params.set('feature', query.feature)
  if (query.sort && query.sort !== 'sortOrder') params.set('sort', query.sort)
  for (const [key, value] of Object.entries(extra)) params.set(key, value)
  const search = params.toString()
  return `/admin/products${search ? `?${search}` : ''}`
}

export interface ListableProduct {
  title_tr: string
  title_en: string
  type: ProductTypeCode
  isActive: boolean
  isOrganic: boolean
  isNatural: boolean
  sortOrder: number
  createdAt: Date
}

const fold = (text: string) => text.toLocaleLowerCase('tr').normalize('NFC')

/** Search over both titles and the type (its code and its display name), Turkish case-insensitive. */
export function matchesProductQuery(product: ListableProduct, query: ProductListQuery): boolean {
  if (query.type !== 'all' && product.type !== query.type) return false
  if (query.status === 'active' && !product.isActive) return false
  if (query.status === 'inactive' && product.isActive) return false
  if (query.feature === 'organic' && !product.isOrganic) return false
  if (query.feature === 'natural' && !product.isNatural) return false
  if (query.feature === 'regular' && (product.isOrganic || product.isNatural)) return false
  if (!query.q) return true
  const needle = fold(query.q)
  return [product.title_tr, product.title_en, product.type, productTypeName(product.type)].some((text) => fold(text).includes(needle))
}

const turkish = new Intl.Collator('tr', { sensitivity: 'base', numeric: true })
const english = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

/** Sorted copy; ties keep the admin's order (sortOrder, then oldest first). */
export function sortProducts<T extends ListableProduct>(products: readonly T[], sort: ProductListQuery['sort']): T[] {
  const bySortOrder = (a: T, b: T) => a.sortOrder - b.sortOrder || a.createdAt.getTime() - b.createdAt.getTime()
  const compare: Record<ProductListQuery['sort'], (a: T, b: T) => number> = {
    sortOrder: bySortOrder,
    title_tr: (a, b) => turkish.compare(a.title_tr, b.title_tr) || bySortOrder(a, b),
    title_en: (a, b) => english.compare(a.title_en, b.title_en) || bySortOrder(a, b),
    type: (a, b) => turkish.compare(productTypeName(a.type), productTypeName(b.type)) || bySortOrder(a, b),
    newest: (a, b) => b.createdAt.getTime() - a.createdAt.getTime(),
    oldest: (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
  }
  return [...products].sort(compare[sort])
}

export function filterAndSortProducts<T extends ListableProduct>(products: readonly T[], query: ProductListQuery): T[] {
  return sortProducts(
    products.filter((p) => matchesProductQuery(p, query)),
    query.sort,
  )
}

// ---------------------------------------------------------------------------------------------
// Re-ordering: a product trades places with its neighbour in the catalogue's order.

export type MoveDirection = 'up' | 'down'

/**
 * The order after the product at `index` trades places with the one before it (up) or after it
 * (down); null when there is none that way (the first one up, the last one down).
 */
export function swappedWithNeighbour<T>(order: readonly T[], index: number, direction: MoveDirection): T[] | null {
  const other = direction === 'up' ? index - 1 : index + 1
  if (index < 0 || index >= order.length || other < 0 || other >= order.length) return null
  return order.map((item, i) => (i === index ? order[other] : i === other ? order[index] : item))
}

// ---------------------------------------------------------------------------------------------
// Images: up to three slots, exactly one main image, the main image stored first.

export interface ImageInput {
  url?: string | null
  alt_tr?: string | null
  alt_en?: string | null
  alt_de?: string | null
  isMain?: boolean | null
  /** The slot; by default the position in the list (main, detail1, detail2). */
  type?: ImageSlot | null
}

export interface OrderedImage {
  url: string
  alt_tr: string | null
  alt_en: string | null
  alt_de: string | null
  type: ImageSlot
  isMain: boolean
  position: number
}

/**
 * The images to store: empty slots dropped; the main one is the selected slot if it holds an
 * image, else the one flagged isMain, else the first; it is placed first, the others follow in
 * slot order.
 */
export function orderProductImages(images: readonly ImageInput[], selectedMainImage?: ImageSlot | null): OrderedImage[] {
  const filled = images
    .map((image, index) => ({ image, slot: image.type ?? imageSlots[index] ?? 'detail2' }))
    .filter((entry): entry is { image: ImageInput & { url: string }; slot: ImageSlot } => Boolean(entry.image.url?.trim()))
    .sort((a, b) => imageSlots.indexOf(a.slot) - imageSlots.indexOf(b.slot))
  const main = filled.find((e) => e.slot === selectedMainImage) ?? filled.find((e) => e.image.isMain) ?? filled[0]
  const ordered = main ? [main, ...filled.filter((e) => e !== main)] : []
  return ordered.map(({ image, slot }, position) => ({
    url: image.url.trim(),
    alt_tr: image.alt_tr?.trim() || null,
    alt_en: image.alt_en?.trim() || null,
    alt_de: image.alt_de?.trim() || null,
    type: slot,
    isMain: position === 0,
    position,
  }))
}

/** Stored images back into the form's three slots (by their slot; a clash takes the next free one). */
export function imagesBySlot<T extends { type: ImageSlot; isMain: boolean }>(
  images: readonly T[],
): { slots: (T | null)[]; main: ImageSlot | null } {
  const slots: (T | null)[] = [null, null, null]
  for (const image of images) {
    const wanted = imageSlots.indexOf(image.type)
    const index = slots[wanted] === null ? wanted : slots.indexOf(null)
    if (index >= 0) slots[index] = image
  }
  const mainIndex = slots.findIndex((s) => s?.isMain)
  const firstFilled = slots.findIndex((s) => s !== null)
  const chosen = mainIndex >= 0 ? mainIndex : firstFilled
  return { slots, main: imageSlots[chosen] ?? null }
}

/** '18-20%' when both bounds are known. */
export function moistureLabel(min: number | null, max: number | null): string | null {
  if (min == null && max == null) return null
  if (min != null && max != null) return `%${min}-${max}`
  return min != null ? `en az %${min}` : `en çok %${max}`
}

const turkishToAscii: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', i: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' }

/** A slug from a Turkish title: Turkish letters to ASCII, other characters dropped, spaces to hyphens. */
export function turkishSlug(text: string): string {
  return text
    .toLocaleLowerCase('tr')
    .replace(/[çğıiöşüâîû]/g, (c) => turkishToAscii[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120)
}

/**
 * The product form's box for a new pack size: a helper for adding one, not a field of the product
 * (a size typed there joins the pack sizes; anything else in it never stops a save).
 */
export const NEW_PACK_FIELD = 'newPackKg'
export const PACK_SIZE_ERROR = 'Paket boyutu pozitif olmalı ve 0,5 kg adımlarla girilmelidir'

/** A pack size typed by the admin the Turkish way ('12,5', '1.000'): positive, in 0.5 kg steps; null otherwise. */
export function parsePackKg(text: string): number | null {
  const reading = readTypedNumber(text)
  const value = reading.ok ? Number(reading.value) : Number.NaN
  return value > 0 && value <= 10_000 && Number.isInteger(value * 2) ? value : null
}

/** Why a typed pack size is refused: both readings of an entry that could mean two numbers, else PACK_SIZE_ERROR. */
export const packSizeMessage = (text: string) => typedNumberMessage(text, readTypedNumber(text), PACK_SIZE_ERROR)

/** A price range as compared between a save and what is stored. */
export interface ComparablePriceRange {
  calibre: string
  minQuantity: number
  maxQuantity?: number | null
  cashPrice: number
  creditPrice: number
}

const priceRangeKey = (range: ComparablePriceRange) =>
  [range.calibre, range.minQuantity, range.maxQuantity ?? '', range.cashPrice, range.creditPrice].join('|')

/**
 * Whether a save leaves the price list as it is (the same ranges, in any order): then the stored
 * rows stay, and with them the date the price list shows ("prices as of").
 */
export function samePriceRanges(stored: readonly ComparablePriceRange[], saved: readonly ComparablePriceRange[]): boolean {
  if (stored.length !== saved.length) return false
  const keys = (list: readonly ComparablePriceRange[]) => list.map(priceRangeKey).sort()
  const [a, b] = [keys(stored), keys(saved)]
  return a.every((key, index) => key === b[index])
}
