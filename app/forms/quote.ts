import { z } from 'zod'
import { MAX_LEAD_LINES } from '~/domain/lead-lines'
import { locales } from '~/lib/locale'
import { emailAddress, multiLine, singleLine } from './fields'

const optionalLine = (max: number) => singleLine().max(max).optional()
const optionalText = (max: number) => multiLine().max(max).optional()

/**
 * A quote request as the spec's POST /api/rfq sends it (§5 rules, Turkish messages in every
 * language). The HTML form collects several product lines and composes `details` from them.
 */
export const QuoteSchema = z.object({
  locale: z.enum(locales, { error: 'locale is required' }),
  name: singleLine('Ad Soyad gereklidir').min(1, 'Ad Soyad gereklidir').max(200),
  company: optionalLine(200),
  email: z.union([z.literal(''), emailAddress('Geçerli bir e-posta adresi girin')]).optional(),
  phone: singleLine('Telefon numarası gereklidir').min(1, 'Telefon numarası gereklidir').max(40),
  city: optionalLine(100),
  district: optionalLine(100),
  address: optionalText(1000),
  productId: optionalLine(100),
  details: optionalText(20_000),
  quantity: z.coerce.number().int().min(1).max(10_000_000).optional(),
  calibre: optionalLine(20),
  packSize: z.coerce.number().int().min(1).max(100_000).optional(),
})
export type QuoteInput = z.infer<typeof QuoteSchema>

/** One product line of a quote request. */
export const QuoteLineSchema = z.object({
  productId: singleLine().min(1).max(100),
  quantity: z.coerce.number({ error: 'Miktar en az 1 kg olmalıdır' }).int().min(1, 'Miktar en az 1 kg olmalıdır').max(10_000_000),
  calibre: singleLine().max(20).optional(),
  packSize: z.coerce.number().min(0.5).max(100_000).optional(),
})

/** At most MAX_LEAD_LINES lines, a product at most once. */
const quoteLines = z
  .array(QuoteLineSchema)
  .max(MAX_LEAD_LINES)
  .refine((items) => new Set(items.map((i) => i.productId)).size === items.length, 'Bir ürün yalnızca bir kez eklenebilir')

/** The HTML quote form: contact data plus product lines. */
export const QuoteFormSchema = QuoteSchema.omit({ productId: true, quantity: true, calibre: true, packSize: true }).extend({
  items: quoteLines.default([]),
})
export type QuoteFormInput = z.infer<typeof QuoteFormSchema>

/**
 * POST /api/rfq: the spec's flat body (one product), or, as an addition, the form's `items`
 * (several lines, composed into the details like the HTML form's).
 */
export const QuoteApiSchema = QuoteSchema.extend({ items: quoteLines.optional() })
export type QuoteApiInput = z.infer<typeof QuoteApiSchema>
