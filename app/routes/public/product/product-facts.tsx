import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { moistureRange } from '~/features/products/product'
import type { ProductPageData } from '~/features/products/products.server'
import { specSheetLink } from '~/features/products/spec-sheet'
import { localeTags } from '~/lib/locale'
import { numberFormatter } from '~/lib/numbers'
import { useLocale } from '~/lib/use-locale'
import { pagePath } from '~/site-map'

/** Type, pack sizes, moisture and pallet information of the product. */
export function KeyFacts({ product, typeName }: { product: ProductPageData; typeName: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const moisture = moistureRange(product.moistureMin, product.moistureMax)
  const kg = numberFormatter(localeTags[locale])
  const facts = [
    { label: t('products.type'), value: typeName, id: 'type' },
    product.packsKg.length > 0 && {
      label: t('products.packSizes'),
      value: product.packsKg.map((n) => `${kg.format(n)} ${t('products.kg')}`).join(', '),
      id: 'packs',
    },
    moisture && { label: t('products.moisture'), value: t('products.moistureRange', moisture), id: 'moisture' },
    product.palletInfo && { label: t('products.palletInfo'), value: product.palletInfo, id: 'pallet' },
  ].filter((fact) => !!fact)
  return (
    <dl className="mt-8 divide-y divide-stone-200 border-y border-stone-200">
      {facts.map((fact) => (
        <div key={fact.id} className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4" data-testid={`fact-${fact.id}`}>
          <dt className="text-sm font-semibold text-stone-600">{fact.label}</dt>
          <dd className="text-stone-800 sm:col-span-2">{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Quote, trial package and the documents: the spec sheet (every product has one) and the certificate of analysis (when uploaded). */
export function Actions({ product }: { product: ProductPageData }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const spec = specSheetLink(product, locale)
  const secondary =
    'inline-flex items-center gap-2 rounded-full border border-fig-700 px-5 py-3 text-sm font-semibold text-fig-800 hover:bg-fig-50'
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      <Link
        to={`${pagePath('rfq', locale)}?productSlug=${encodeURIComponent(product.slug)}`}
        className="rounded-full bg-fig-700 px-6 py-3 font-semibold text-white hover:bg-fig-800"
      >
        {t('products.getQuote')}
      </Link>
      <Link
        to={pagePath('trial-package', locale)}
        className="rounded-full bg-gold-300 px-6 py-3 font-semibold text-fig-900 hover:bg-gold-500"
      >
        {t('products.trialPackage')}
      </Link>
      {/* The generated sheet opens in the browser's PDF viewer; an uploaded file is a download. */}
      <a href={spec.href} download={spec.uploaded ? true : undefined} type="application/pdf" className={secondary} data-testid="pdf-spec">
        <span aria-hidden="true">↓</span> {t('products.specSheet')}
      </a>
      {product.pdfCoaPath && (
        <a href={product.pdfCoaPath} download className={secondary} data-testid="pdf-coa">
          <span aria-hidden="true">↓</span> {t('products.coa')}
        </a>
      )}
    </div>
  )
}
