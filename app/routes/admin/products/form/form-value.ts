import { type ImageSlot, imagesBySlot } from '~/features/products/admin-product'
import type { ProductTypeCode } from '~/features/products/product'
import { formatTypedNumber } from '~/lib/forms/typed-number'

/** The form's values as conform holds them: texts, numbers written the Turkish way ('2.450,5'). */
export type ProductFormValue = {
  title_tr?: string
  title_en?: string
  title_de?: string
  slug?: string
  type?: ProductTypeCode
  isActive?: boolean
  sortOrder?: string
  moistureMin?: string
  moistureMax?: string
  palletInfo_tr?: string
  palletInfo_en?: string
  palletInfo_de?: string
  isOrganic?: boolean
  isNatural?: boolean
  laurelPacked?: boolean
  calibres?: string[]
  packsKg?: string[]
  priceRanges?: { calibre: string; minQuantity: string; maxQuantity?: string; cashPrice: string; creditPrice: string }[]
  summary_tr?: string
  summary_en?: string
  summary_de?: string
  description_tr?: string
  description_en?: string
  description_de?: string
  images?: { url?: string; alt_tr?: string; alt_en?: string; alt_de?: string }[]
  selectedMainImage?: ImageSlot
  pdfSpecPath?: string
  pdfCoaPath?: string
}

/** A new product: LERIDA, active, sortOrder 0, moisture 18–20. */
export const newProductValue: ProductFormValue = {
  type: 'LERIDA',
  isActive: true,
  sortOrder: '0',
  moistureMin: '18',
  moistureMax: '20',
  calibres: [],
  packsKg: [],
  priceRanges: [],
  images: [{}, {}, {}],
  selectedMainImage: 'main',
}

/** A new price range: minimum 1000 kg, prices 0 until typed. */
export const newPriceRange = (calibre: string) => ({ calibre, minQuantity: '1.000', maxQuantity: '', cashPrice: '0', creditPrice: '0' })

/** A stored number as the admin reads and types it ('2.450,5'); none is an empty box. */
const typed = (value: number | null) => (value === null ? '' : formatTypedNumber(String(value)))

type Text = string | null
interface StoredProduct {
  title_tr: string
  title_en: string
  title_de: Text
  slug: string
  type: ProductTypeCode
  isActive: boolean
  sortOrder: number
  moistureMin: number | null
  moistureMax: number | null
  palletInfo_tr: Text
  palletInfo_en: Text
  palletInfo_de: Text
  isOrganic: boolean
  isNatural: boolean
  laurelPacked: boolean
  calibres: string[]
  packsKg: number[]
  priceRanges: { calibre: string; minQuantity: number; maxQuantity: number | null; cashPrice: number; creditPrice: number }[]
  summary_tr: string
  summary_en: string
  summary_de: Text
  description_tr: string
  description_en: string
  description_de: Text
  images: { url: string; alt_tr: Text; alt_en: Text; alt_de: Text; type: ImageSlot; isMain: boolean }[]
  pdfSpecPath: Text
  pdfCoaPath: Text
}

/** A stored product as the edit form starts. */
export function productFormValue(product: StoredProduct): ProductFormValue {
  const { slots, main } = imagesBySlot(product.images)
  const text = (value: Text) => value ?? ''
  return {
    title_tr: product.title_tr,
    title_en: product.title_en,
    title_de: text(product.title_de),
    slug: product.slug,
    type: product.type,
    isActive: product.isActive,
    sortOrder: typed(product.sortOrder),
    moistureMin: typed(product.moistureMin),
    moistureMax: typed(product.moistureMax),
    palletInfo_tr: text(product.palletInfo_tr),
    palletInfo_en: text(product.palletInfo_en),
    palletInfo_de: text(product.palletInfo_de),
    isOrganic: product.isOrganic,
    isNatural: product.isNatural,
    laurelPacked: product.laurelPacked,
    calibres: product.calibres,
    packsKg: product.packsKg.map(typed),
    priceRanges: product.priceRanges.map(({ calibre, minQuantity, maxQuantity, cashPrice, creditPrice }) => ({
      calibre,
      minQuantity: typed(minQuantity),
      maxQuantity: typed(maxQuantity),
      cashPrice: typed(cashPrice),
      creditPrice: typed(creditPrice),
    })),
    summary_tr: product.summary_tr,
    summary_en: product.summary_en,
    summary_de: text(product.summary_de),
    description_tr: product.description_tr,
    description_en: product.description_en,
    description_de: text(product.description_de),
    images: slots.map((image) =>
      image ? { url: image.url, alt_tr: text(image.alt_tr), alt_en: text(image.alt_en), alt_de: text(image.alt_de) } : {},
    ),
    selectedMainImage: main ?? 'main',
    pdfSpecPath: text(product.pdfSpecPath),
    pdfCoaPath: text(product.pdfCoaPath),
  }
}
