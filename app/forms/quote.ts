import { z } from 'zod'
import { locales } from '~/lib/locale'

const optionalText = (max: number) => z.string().trim().max(max).optional()

/**
 * A quote request as the spec's POST /api/rfq sends it (§5 rules, Turkish messages in every
 * language). The HTML form collects several product lines and composes `details` from them.
 */
export const QuoteSchema = z.object({
  locale: z.enum(locales, { error: 'locale is required' }),
  name: z.string({ error: 'Ad Soyad gereklidir' }).trim().min(1, 'Ad Soyad gereklidir').max(200),
  company: optionalText(200),
  email: z.union([z.literal(''), z.email('Geçerli bir e-posta adresi girin').max(254)]).optional(),
  phone: z.string({ error: 'Telefon numarası gereklidir' }).trim().min(1, 'Telefon numarası gereklidir').max(40),
  city: optionalText(100),
  district: optionalText(100),
  address: optionalText(1000),
  productId: optionalText(100),
  details: optionalText(20_000),
  quantity: z.coerce.number().int().min(1).max(10_000_000).optional(),
  calibre: optionalText(20),
  packSize: z.coerce.number().int().min(1).max(100_000).optional(),
})
export type QuoteInput = z.infer<typeof QuoteSchema>

/** One product line of the HTML quote form. */
export const QuoteLineSchema = z.object({
  productId: z.string().trim().min(1),
  quantity: z.coerce.number({ error: 'Miktar en az 1 kg olmalıdır' }).int().min(1, 'Miktar en az 1 kg olmalıdır').max(10_000_000),
  calibre: z.string().trim().max(20).optional(),
  packSize: z.coerce.number().min(0.5).max(100_000).optional(),
})

/** The HTML quote form: contact data plus product lines (a product at most once). */
export const QuoteFormSchema = QuoteSchema.omit({ productId: true, quantity: true, calibre: true, packSize: true }).extend({
  items: z
    .array(QuoteLineSchema)
    .max(20)
    .default([])
    .refine((items) => new Set(items.map((i) => i.productId)).size === items.length, 'Bir ürün yalnızca bir kez eklenebilir'),
})
export type QuoteFormInput = z.infer<typeof QuoteFormSchema>
