import { useLocation, useRouteLoaderData } from 'react-router'
import { pageUrl } from '~/features/seo/canonical'
import { type Locale, locales } from '~/lib/locale'
import type { loader as rootLoader } from '~/root'

/**
 * The canonical link and the hreflang alternates of a public page (React places them in the
 * document's head). Error answers render `<meta name="robots" content="noindex">` instead.
 */
export function AlternateLinks() {
  const location = useLocation()
  const siteUrl = useRouteLoaderData<typeof rootLoader>('root')?.siteUrl
  if (!siteUrl) return <meta name="robots" content="noindex" />
  const href = (l?: Locale) => pageUrl(siteUrl, location.pathname, l)
  return (
    <>
      <link rel="canonical" href={href()} />
      {locales.map((l) => (
        <link key={l} rel="alternate" hrefLang={l} href={href(l)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={href('tr')} />
    </>
  )
}
