import { z } from 'zod'
import { MAX_LEAD_LINES } from '~/domain/lead-lines'
import { emailAddress, multiLine, singleLine } from './fields'

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

const fullNameMessage = 'Full name is required'
const phoneMessage = 'Phone number is required'
const productMessage = 'Please select at least one product'

/** A phone number as typed: one line, then only what a phone number is made of. */
export const phoneNumber = () =>
  singleLine(phoneMessage)
    .transform(cleanPhone)
    .pipe(z.string().trim().min(5, phoneMessage).max(40))

/** The trial-package form (spec §5 messages, English in every language). */
export const TrialSchema = z.object({
  fullName: singleLine(fullNameMessage).min(2, fullNameMessage).max(200),
  phone: phoneNumber(),
  email: emailAddress('Please enter a valid email address').optional(),
  company: singleLine().max(200).optional(),
  country: singleLine().max(100).optional(),
  address: multiLine().max(1000).optional(),
  selectedProducts: z
    .array(
      z.object({
        productId: singleLine(productMessage).min(1, productMessage).max(100),
        calibre: singleLine().max(20).default('1'),
        quantity: z.preprocess(quantityOrOne, z.number().min(1, 'Quantity must be at least 1kg').max(1000)),
      }),
      { error: (issue) => (issue.code === 'invalid_type' ? productMessage : undefined) },
    )
    .min(1, productMessage)
    .max(MAX_LEAD_LINES),
  notes: multiLine().max(5000).optional(),
  agreementAccepted: z.preprocess(
    (v) => v === true || v === 'on' || v === 'true',
    z.literal(true, { error: 'You must accept the terms' }),
  ),
})
export type TrialInput = z.infer<typeof TrialSchema>
