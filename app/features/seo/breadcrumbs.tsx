import { useTranslation } from 'react-i18next'
import { Link, useRouteLoaderData } from 'react-router'
import { localizePath } from '~/lib/locale'
import { useLocale } from '~/lib/use-locale'
import type { loader as rootLoader } from '~/root'
import { JsonLd } from '~/ui/json-ld'
import { breadcrumbLd } from './structured-data'

/**
 * Home › … › current page, visibly and as BreadcrumbList structured data.
 * `trail` paths are unprefixed ('/products'); the last item is the current page.
 */
export function Breadcrumbs({ trail }: { trail: { name: string; path: string }[] }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const siteUrl = useRouteLoaderData<typeof rootLoader>('root')?.siteUrl ?? ''
  const items = [{ name: t('nav.home'), path: '/' }, ...trail]
  return (
    <nav aria-label={t('nav.breadcrumb')} className="mx-auto max-w-7xl px-4 pt-4 text-sm text-stone-600 sm:px-6">
      {/* Running text rather than a row of boxes: a long last item goes on after the others and
          wraps like a sentence. Each "›" is glued to the end of the item before it by a no-break
          space (across the items' boundary), so that a line may end with one but never start with one. */}
      <ol>
        {items.map((item, i) => (
          <li key={item.path} className="inline">
            {i > 0 && (
              <>
                <span aria-hidden="true">{'\u00a0›'}</span>{' '}
              </>
            )}
            {i === items.length - 1 ? (
              <span aria-current="page" className="font-medium text-stone-800">
                {item.name}
              </span>
            ) : (
              <Link to={localizePath(item.path, locale)} className="hover:text-fig-700">
                {item.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
      <JsonLd data={breadcrumbLd(items.map((item) => ({ name: item.name, url: siteUrl + localizePath(item.path, locale) })))} />
    </nav>
  )
}
