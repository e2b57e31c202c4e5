/** Tests only: a request's product line without a product of the catalogue. */
import type { LeadLine } from './lead-details'

export const leadLine = (
  position: number,
  title: string,
  calibre: string | null,
  quantityKg: number | null,
  packSizeKg: number | null = null,
): LeadLine => ({
  position,
  productId: null,
  title,
  calibre,
  quantityKg,
  packSizeKg,
})
