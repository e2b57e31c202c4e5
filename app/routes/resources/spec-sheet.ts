import { redirect } from 'react-router'
import { companyInfo, priceBasis } from '~/features/content/site-company.server'
import { specSheetResponse } from '~/features/products/spec-sheet.server'
import { loadSpecSheetProduct } from '~/features/products/spec-sheet-product.server'
import { invariantResponse } from '~/lib/http/invariant'
import { getInstance, localeOf } from '~/lib/i18next.server'
import { isLanguageSegment } from '~/lib/locale'
import { siteUrlOf } from '~/lib/site-url.server'
import type { Route } from './+types/spec-sheet'

/**
 * GET /products/:slug/spec-sheet.pdf (and /en/…, /de/…): the product's specification sheet in the
 * URL's language, made from its current data. A spec PDF the admin uploaded replaces it.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  // A file below the language segment: the language gate's loader does not run for it.
  invariantResponse(isLanguageSegment(params.lang), 'Not found', { status: 404 })
  const locale = localeOf(context)
  const { t } = getInstance(context)
  const product = await loadSpecSheetProduct(params.slug, locale)
  invariantResponse(product, t('products.notFound'), { status: 404 })
  if (product.pdfSpecPath) return redirect(product.pdfSpecPath)
  const [company, basis] = await Promise.all([companyInfo(), priceBasis(locale)])
  return specSheetResponse(product, { locale, t, company, siteUrl: siteUrlOf(request), priceBasis: basis })
}
