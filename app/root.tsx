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
  useRouteError,
  useRouteLoaderData,
} from 'react-router'
import { AdminErrorPage } from '~/features/content/admin-error-page'
import { PublicErrorPage } from '~/features/content/error-page'
import { previewedSettings, settingsPreviewMiddleware } from '~/features/content/page-content.server'
import { publicCompany } from '~/features/content/site-company.server'
import { organizationLd, websiteLd } from '~/features/seo/structured-data'
import { databaseOutageMiddleware, retryAfterMiddleware } from '~/lib/database-outage.server'
import { useNonce } from '~/lib/http/nonce'
import { i18nextMiddleware, localeOf } from '~/lib/i18next.server'
import { loadAllTranslations } from '~/lib/i18next-client'
import { PageTexts } from '~/lib/i18next-page-texts'
import { type Locale, splitLocalePath } from '~/lib/locale'
import { siteUrlOf } from '~/lib/site-url.server'
import { useStaticPageScript } from '~/lib/static-page'
import { readToast } from '~/lib/toast.server'
import { pagePath } from '~/site-map'
import { JsonLd } from '~/ui/json-ld'
import { loadToastNotices, ToastNotice } from '~/ui/toast'
import type { Route } from './+types/root'
import stylesheet from './app.css?url'

export const middleware: Route.MiddlewareFunction[] = [
  retryAfterMiddleware,
  i18nextMiddleware,
  databaseOutageMiddleware,
  settingsPreviewMiddleware,
]

export async function loader({ context, request }: Route.LoaderArgs) {
  const { toast, headers } = await readToast(request)
  // Rendered at once, never streamed in later (see ToastNotice).
  if (toast) await loadToastNotices()
  return data(
    {
      locale: localeOf(context),
      siteUrl: siteUrlOf(request),
      company: await publicCompany(localeOf(context), previewedSettings(context)),
      toast,
    },
    headers ? { headers } : undefined,
  )
}

/** A client-side navigation renders its page with the whole dictionary (fetched while its data loads). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_, next) => {
    // A failed download leaves the page's own texts; the missing ones are asked for again when shown.
    const texts = loadAllTranslations().catch(() => {})
    const result = await next()
    await texts
    return result
  },
]

/**
 * The stylesheet stays a file (cached from page to page): inlined in the head (~11 kB compressed)
 * it made each page's HTML longer than a phone's first round trip carries, and Lighthouse's mobile
 * score one point lower than this link (measured with npm run bench:lighthouse).
 */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  const location = useLocation()
  const nonce = useNonce()
  const staticPageScript = useStaticPageScript()
  const { t } = useTranslation()
  const locale: Locale = data?.locale ?? splitLocalePath(location.pathname).locale
  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Runs before the route modules: the CSP allows no eval, so zod must not probe for it (each probe is a reported violation). */}
        {!staticPageScript && (
          <script
            nonce={nonce}
            suppressHydrationWarning
            // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant string of our own, no user data
            dangerouslySetInnerHTML={{ __html: 'window.__zod_globalConfig={jitless:true}' }}
          />
        )}
        <Meta />
        <RobotsNoIndex />
        <Links />
      </head>
      <body className="min-h-screen bg-cream-50 text-stone-900 antialiased">
        {children}
        <ToastNotice toast={data?.toast ?? null} />
        {data && <JsonLd data={organizationLd(data.siteUrl, data.company)} />}
        {data && <JsonLd data={websiteLd(data.siteUrl, data.siteUrl + pagePath('homepage', locale), t('meta.siteName'), locale)} />}
        {staticPageScript ? (
          // A page that is not hydrated (app/lib/static-page.tsx): its one script.
          <script type="module" src={staticPageScript} nonce={nonce} />
        ) : (
          <>
            {/* After everything that shows a text: it carries the texts the page's render used. */}
            <PageTexts />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  )
}

const hasNoIndex = (handle: unknown) => typeof handle === 'object' && handle !== null && 'noIndex' in handle && handle.noIndex === true

/**
 * Pages that must not be indexed: admin pages (`handle.noIndex`) and errors caught here. The
 * public layout gives its pages their canonical and hreflang links, and its error answers
 * (404s included) noindex.
 */
function RobotsNoIndex() {
  // null outside the root's error boundary
  const error = useRouteError()
  const matches = useMatches()
  if (error == null && !matches.some((m) => hasNoIndex(m.handle))) return null
  return <meta name="robots" content="noindex" />
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation()
  const data = useRouteLoaderData<typeof loader>('root')
  if (!isRouteErrorResponse(error) && import.meta.env.DEV) console.error(error)
  if (/^\/admin(\/|$)/.test(location.pathname)) return <AdminErrorPage error={error} />
  return (
    <main id="main">
      <PublicErrorPage error={error} locale={data?.locale ?? splitLocalePath(location.pathname).locale} company={data?.company} />
    </main>
  )
}
