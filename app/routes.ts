import { index, type RouteConfig, route } from '@react-router/dev/routes'
import type { Locale } from './lib/locale'

/**
 * The public site exists three times: Turkish at /, English at /en, German at /de.
 * Each copy uses the same route modules; route ids are prefixed with the language.
 */
function publicSite(locale: Locale) {
  const page = (path: string, file: string) => route(path, `routes/public/${file}.tsx`, { id: `${locale}/${file}` })
  return route(locale === 'tr' ? '' : locale, 'routes/public/layout.tsx', { id: `${locale}/layout` }, [
    index('routes/public/home.tsx', { id: `${locale}/home` }),
    page('*', 'not-found'),
  ])
}

export default [publicSite('tr'), publicSite('en'), publicSite('de')] satisfies RouteConfig
