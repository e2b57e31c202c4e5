import { useTranslation } from 'react-i18next'
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router'
import { JsonLd } from '~/components/json-ld'
import { ToastNotice } from '~/components/toast'
import { companyInfo } from '~/config/company.server'
import { locales, localizePath, splitLocalePath, type Locale } from '~/lib/locale'
import { siteUrlOf } from '~/lib/site-url.server'
import { readToast } from '~/lib/toast.server'
import { organizationLd } from '~/lib/structured-data'
import { i18nextMiddleware, localeOf } from '~/middleware/i18next.server'
import type { Route } from './+types/root'
import stylesheet from './app.css?url'

export const middleware: Route.MiddlewareFunction[] = [i18nextMiddleware]

export async function loader({ context, request }: Route.LoaderArgs) {
  const { toast, headers } = await readToast(request)
  return data(
    {
      locale: localeOf(context),
      siteUrl: siteUrlOf(request),
      company: companyInfo(),
      toast,
    },
    headers ? { headers } : undefined,
  )
}

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  const location = useLocation()
  const locale: Locale = data?.locale ?? splitLocalePath(location.pathname).locale
  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <AlternateLinks siteUrl={data?.siteUrl} />
        <Links />
      </head>
      <body className="min-h-screen bg-cream-50 text-stone-900 antialiased">
        {children}
        <ToastNotice toast={data?.toast ?? null} />
        {data && <JsonLd data={organizationLd(data.siteUrl, data.company)} />}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

/** canonical + hreflang alternates for every indexable page; 404s get noindex instead. */
function AlternateLinks({ siteUrl }: { siteUrl?: string }) {
  const location = useLocation()
  const matches = useMatches()
  // Admin pages (handle.noIndex) and not-found answers (loader data notFound) are not indexed.
  const noIndex = matches.some(
    (m) => (m.handle as { noIndex?: boolean } | undefined)?.noIndex || (m.loaderData as { notFound?: boolean } | undefined)?.notFound,
  )
  if (!siteUrl || noIndex) return <meta name="robots" content="noindex" />
  const { locale, path } = splitLocalePath(location.pathname)
  const href = (l: Locale) => siteUrl + localizePath(path, l)
  return (
    <>
      <link rel="canonical" href={href(locale)} />
      {locales.map((l) => (
        <link key={l} rel="alternate" hrefLang={l} href={href(l)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={href('tr')} />
    </>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation()
  const status = isRouteErrorResponse(error) ? error.status : 500
  if (!isRouteErrorResponse(error) && import.meta.env.DEV) console.error(error)
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <p className="text-6xl font-bold text-fig-700">{status}</p>
      <h1 className="mt-4 text-2xl font-semibold">{status === 404 ? t('notFound.title') : t('common.errorTitle')}</h1>
      <p className="mt-2 text-stone-600">{status === 404 ? t('notFound.text') : t('common.error')}</p>
      <a href="/" className="mt-8 inline-block rounded-full bg-fig-700 px-6 py-3 font-medium text-white">
        {t('notFound.backHome')}
      </a>
    </main>
  )
}
