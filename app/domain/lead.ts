/**
 * The original site's rule: a lead is a quote request when it names a product and a quantity,
 * otherwise a trial-package request. Stored leads also carry an explicit `kind`.
 */
export function isQuoteLead(lead: { productId?: string | null; quantity?: number | null }): boolean {
  return Boolean(lead.productId) && lead.quantity != null && lead.quantity > 0
}
