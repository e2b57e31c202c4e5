import { z } from 'zod'

/** Keeps only what a phone number is made of: digits, spaces, hyphens, parentheses, plus. */
export function cleanPhone(value: string): string {
  return value.replace(/[^\d\s\-()+]/g, '')
}

/** A non-numeric or missing quantity falls back to 1 kg (spec §5). */
export function quantityOrOne(value: unknown): number {
  if (value === undefined || value === null || value === '') return 1
  const n = Number(value)
  return Number.isFinite(n) ? n : 1
}

/** The trial-package form (spec §5 messages, English in every language). */
export const TrialSchema = z.object({
  fullName: z.string({ error: 'Full name is required' }).trim().min(2, 'Full name is required').max(200),
  phone: z
    .string({ error: 'Phone number is required' })
    .transform(cleanPhone)
    .pipe(z.string().trim().min(5, 'Phone number is required').max(40)),
  email: z.email('Please enter a valid email address').max(254).optional(),
  company: z.string().trim().max(200).optional(),
  country: z.string().trim().max(100).optional(),
  address: z.string().trim().max(1000).optional(),
  selectedProducts: z
    .array(
      z.object({
        productId: z.string({ error: 'Please select at least one product' }).trim().min(1, 'Please select at least one product'),
        calibre: z.string().trim().max(20).default('1'),
        quantity: z.preprocess(quantityOrOne, z.number().min(1, 'Quantity must be at least 1kg').max(1000)),
      }),
      { error: 'Please select at least one product' },
    )
    .min(1, 'Please select at least one product')
    .max(20),
  notes: z.string().trim().max(5000).optional(),
  agreementAccepted: z.preprocess(
    (v) => v === true || v === 'on' || v === 'true',
    z.literal(true, { error: 'You must accept the terms' }),
  ),
})
export type TrialInput = z.infer<typeof TrialSchema>
