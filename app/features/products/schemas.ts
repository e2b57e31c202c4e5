import { z } from 'zod'
import { optionalText, requiredText, siteUrl, typedNumber } from '~/lib/forms/fields'
import { imageSlots, MAX_PRICE_RANGES } from './admin-product'
import { productCalibres } from './calibres'
import { normalizePacksKg, productTypes } from './product'

/**
 * The product as the admin form and the JSON API send it, with Turkish messages: titles, slug,
 * summaries and descriptions required in Turkish and English; calibres '1'–'8'; pack sizes
 * positive in 0.5 kg steps; price ranges with positive quantities and prices. The form posts the same names (`images[0].url`, `priceRanges[1].cashPrice`,
 * …). Its numbers are typed the Turkish way and read by readTypedNumber ('2.450,50' is 2450.5;
 * '2.45' could mean 2,45 or 245 and is refused naming both); the JSON API sends JSON numbers.
 */

/** Who writes the numbers: a person in the admin form (the Turkish way) or a program (JSON numbers). */
type NumberWriter = 'form' | 'api'

/** A number field: the form's text read the Turkish way, or the API's JSON number, then the field's checks. */
const numberField = <T extends z.ZodType<unknown, number>>(writer: NumberWriter, message: string, checks: T) =>
  writer === 'form' ? typedNumber(message, checks) : checks

const fileUrl = siteUrl('Geçersiz dosya adresi')

const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6
const isHalfStep = (value: number) => Number.isInteger(Math.round(value * 1e6) / 5e5)

const quantity = (writer: NumberWriter, message: string) =>
  numberField(
    writer,
    message,
    z.number({ error: message }).int('Tam sayı girin').min(1, 'Pozitif bir sayı girin').max(100_000_000, 'Çok büyük bir sayı'),
  )
const price = (writer: NumberWriter, message: string) =>
  numberField(
    writer,
    message,
    z
      .number({ error: message })
      .positive('Fiyat sıfırdan büyük olmalıdır')
      .max(1_000_000, 'Çok büyük bir fiyat')
      .refine(hasAtMostTwoDecimals, 'En fazla 2 ondalık basamak'),
  )

const packSize = (writer: NumberWriter) =>
  numberField(
    writer,
    'Geçerli bir paket boyutu girin',
    z
      .number({ error: 'Geçerli bir paket boyutu girin' })
      .positive('Paket boyutu pozitif olmalıdır')
      .max(10_000, 'Çok büyük bir paket')
      .refine(isHalfStep, 'Paket boyutu 0,5 kg adımlarla olmalıdır'),
  )
const packSizes = (writer: NumberWriter) => z.array(packSize(writer)).max(30).transform(normalizePacksKg)

const priceRangeSchema = (writer: NumberWriter) =>
  z
    .object({
      calibre: z.enum(productCalibres, { error: 'Kalibrasyon seçin' }),
      minQuantity: quantity(writer, 'Minimum miktar gereklidir'),
      maxQuantity: quantity(writer, 'Geçerli bir maksimum miktar girin')
        .nullish()
        .transform((value) => value ?? null),
      cashPrice: price(writer, 'Peşin fiyat gereklidir'),
      creditPrice: price(writer, 'Vadeli fiyat gereklidir'),
    })
    .refine((range) => range.maxQuantity == null || range.maxQuantity >= range.minQuantity, {
      path: ['maxQuantity'],
      message: 'Maksimum miktar minimumdan küçük olamaz',
    })
export const PriceRangeSchema = priceRangeSchema('api')

export const ProductImageSchema = z.object({
  url: fileUrl,
  alt_tr: optionalText(300),
  alt_en: optionalText(300),
  alt_de: optionalText(300),
  isMain: z.boolean().nullish(),
  type: z.enum(imageSlots).nullish(),
})

/** A moisture bound: a whole percentage, or none. */
const moisturePercent = (writer: NumberWriter) =>
  numberField(
    writer,
    'Tam sayı girin',
    z
      .number({ error: 'Tam sayı girin' })
      .int('Tam sayı girin')
      .min(0, '0 ile 100 arasında olmalıdır')
      .max(100, '0 ile 100 arasında olmalıdır'),
  )
    .nullish()
    .transform((v) => v ?? null)

const productFields = (writer: NumberWriter) => ({
  title_tr: requiredText('Türkçe başlık gereklidir', 200),
  title_en: requiredText('İngilizce başlık gereklidir', 200),
  title_de: optionalText(200),
  slug: requiredText('Slug gereklidir', 120).regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'Slug yalnızca küçük harf, rakam ve tire içerebilir (ör. urun-adi)',
  ),
  type: z.enum(productTypes, { error: 'Geçerli bir ürün türü seçin' }).default('LERIDA'),
  isActive: z.boolean().default(false),
  /** An integer; anything else counts as 0. */
  sortOrder: numberField(writer, 'Tam sayı girin', z.number().int().min(0).max(1_000_000)).catch(0),
  moistureMin: moisturePercent(writer),
  moistureMax: moisturePercent(writer),
  /** Pallet arrangement in each language; all optional (the public site falls back like the other texts). */
  palletInfo_tr: optionalText(2000),
  palletInfo_en: optionalText(2000),
  palletInfo_de: optionalText(2000),
  isOrganic: z.boolean().default(false),
  isNatural: z.boolean().default(false),
  laurelPacked: z.boolean().default(false),
  calibres: z
    .array(z.enum(productCalibres, { error: 'Kalibrasyon 1 ile 8 arasında olmalıdır' }))
    .default([])
    .transform((list) => [...new Set(list)].sort()),
  packsKg: packSizes(writer).default([]),
  priceRanges: z.array(priceRangeSchema(writer)).max(MAX_PRICE_RANGES).default([]),
  summary_tr: requiredText('Türkçe özet gereklidir', 1000),
  summary_en: requiredText('İngilizce özet gereklidir', 1000),
  summary_de: optionalText(1000),
  description_tr: requiredText('Türkçe açıklama gereklidir', 20_000),
  description_en: requiredText('İngilizce açıklama gereklidir', 20_000),
  description_de: optionalText(20_000),
  images: z.array(ProductImageSchema).max(3, 'En fazla 3 resim eklenebilir').default([]),
  selectedMainImage: z
    .enum(imageSlots)
    .nullish()
    .transform((v) => v ?? null),
  pdfSpecPath: fileUrl,
  pdfCoaPath: fileUrl,
})

type ProductFields = z.output<z.ZodObject<ReturnType<typeof productFields>>>

/** Rules across fields: moisture bounds in order, prices only for selected calibres, one image per slot. */
function crossFieldRules(product: ProductFields, ctx: z.RefinementCtx) {
  if (product.moistureMin != null && product.moistureMax != null && product.moistureMin > product.moistureMax) {
    ctx.addIssue({ code: 'custom', path: ['moistureMax'], message: 'Maksimum nem minimumdan küçük olamaz' })
  }
  product.priceRanges.forEach((range, index) => {
    if (!product.calibres.includes(range.calibre)) {
      ctx.addIssue({
        code: 'custom',
        path: ['priceRanges', index, 'calibre'],
        message: `Kalibrasyon ${range.calibre} seçili değil: seçin veya bu aralığı silin`,
      })
    }
  })
  const slots = product.images.filter((image) => image.url && image.type).map((image) => image.type)
  if (new Set(slots).size !== slots.length)
    ctx.addIssue({ code: 'custom', path: ['images'], message: 'Her resim alanı yalnızca bir kez kullanılabilir' })
}

/**
 * The admin form: an unchecked box is absent, so booleans default to false. The box for a new
 * pack size is not part of it (see NEW_PACK_FIELD): only the pack sizes already added are judged.
 */
export const AdminProductSchema = z.object(productFields('form')).superRefine(crossFieldRules)

/**
 * The JSON API: a new product is active unless it says otherwise. A plain `palletInfo`
 * (the single field of clients written before pallet information was translated) is the Turkish
 * text when `palletInfo_tr` is empty.
 */
export const AdminProductApiSchema = z
  .object({ ...productFields('api'), isActive: z.boolean().default(true), palletInfo: optionalText(2000) })
  .superRefine(crossFieldRules)
  .transform(({ palletInfo, ...product }) => ({ ...product, palletInfo_tr: product.palletInfo_tr ?? palletInfo }))

export type AdminProductInput = z.output<typeof AdminProductSchema>
export type AdminProductFormValue = z.input<typeof AdminProductSchema>

/** `PUT /api/admin/products/{id}` with only `{ sortOrder }` re-orders; any other body is a full update. */
export const SortOrderOnlySchema = z.strictObject({
  sortOrder: z.number({ error: 'sortOrder must be an integer' }).int('sortOrder must be an integer').min(0).max(1_000_000),
})
