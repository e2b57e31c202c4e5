/**
 * The public site's map: every page once. The route config (routes.ts), sitemap.xml, the SEO
 * admin's page list, content health, the legal pages, the language switcher, the request gate's
 * route facts (lib/http/route-policy.ts) and every link to a page are derived from it; adding a
 * page is one entry here and its route module.
 *
 * Every page exists in every language of `locales`: Turkish at /…, English at /en/…, German at
 * /de/… (lib/locale.ts). A page without parameters has an SEO setting under its name and an entry
 * in sitemap.xml; a page with parameters is listed there from its rows (products, blog posts).
 *
 * Relative imports only: React Router's config loader reads this file through routes.ts.
 */
import { type Locale, localizePath } from './lib/locale'

/** Rows a page lists: its sitemap date is the newest of theirs. */
type Listing = 'products' | 'posts'

interface PageEntry {
  /** Path without the language prefix; `:name` is a parameter. */
  readonly path: string
  /** Route module under app/routes/public/, without `.tsx`. */
  readonly page?: string
  /** A file instead of a page: its route module under app/routes/, with extension. */
  readonly file?: string
  /** The Turkish label of a page in the SEO admin's selector (the pages whose texts an admin sets most). */
  readonly seoLabel?: string
  /** One of the legal and seller pages (routes/public/legal.tsx serves them all). */
  readonly legal?: true
  readonly lists?: readonly Listing[]
  /** A buyer's private link (`/requests/<token>`): never cached, never indexed. */
  readonly privateLink?: true
}

export const sitePages = {
  homepage: { path: '/', page: 'home/route', seoLabel: 'Ana Sayfa', lists: ['products', 'posts'] },
  products: { path: '/products', page: 'products', seoLabel: 'Ürünler', lists: ['products'] },
  quality: { path: '/quality', page: 'quality', seoLabel: 'Kalite' },
  about: { path: '/about', page: 'about', seoLabel: 'Hakkımızda' },
  origin: { path: '/origin', page: 'origin', seoLabel: 'Menşei' },
  export: { path: '/export', page: 'export', seoLabel: 'İhracat' },
  calibration: { path: '/calibration', page: 'calibration', seoLabel: 'Kalibrasyon' },
  contact: { path: '/contact', page: 'contact/route', seoLabel: 'İletişim' },
  rfq: { path: '/rfq', page: 'rfq/route', seoLabel: 'Teklif Talebi' },
  'trial-package': { path: '/trial-package', page: 'trial-package/route', seoLabel: 'Deneme Paketi' },
  faq: { path: '/faq', page: 'faq', seoLabel: 'S.S.S' },
  blog: { path: '/blog', page: 'blog', seoLabel: 'Blog', lists: ['posts'] },
  terms: { path: '/terms', page: 'legal', legal: true },
  privacy: { path: '/privacy', page: 'legal', legal: true },
  returns: { path: '/returns', page: 'legal', legal: true },
  seller: { path: '/seller', page: 'legal', legal: true },
  customers: { path: '/customers', page: 'legal', legal: true },
  'trial-terms': { path: '/trial-terms', page: 'legal', legal: true },
  product: { path: '/products/:slug', page: 'product/route' },
  // A file, not a page: the layout's middleware (language, outage) applies, its loader does not run.
  'spec-sheet': { path: '/products/:slug/spec-sheet.pdf', file: 'resources/spec-sheet.ts' },
  'blog-post': { path: '/blog/:slug', page: 'blog-post' },
  request: { path: '/requests/:token', page: 'request/route', privateLink: true },
  'request-quote': { path: '/requests/:token/quote/:versionId', file: 'resources/request-document.ts', privateLink: true },
  'request-proforma': { path: '/requests/:token/proforma', file: 'resources/request-document.ts', privateLink: true },
} as const satisfies Record<string, PageEntry>

export type PageName = keyof typeof sitePages
type PathOf<N extends PageName> = (typeof sitePages)[N]['path']

/** The parameter names of a path pattern: '/requests/:token/quote/:versionId' → 'token' | 'versionId'. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

/** The arguments after the name: the parameters' values when the path has any. */
type ParamArgs<N extends PageName> = [ParamNames<PathOf<N>>] extends [never] ? [] : [params: Record<ParamNames<PathOf<N>>, string>]

const entries = Object.entries(sitePages) as [PageName, PageEntry][]

/** A page's path without language prefix, its parameters filled in (each one URL-encoded). */
export function unprefixedPath<N extends PageName>(name: N, ...[params]: ParamArgs<N>): string {
  const pattern: string = sitePages[name].path
  if (!params) return pattern
  const values: Record<string, string> = params
  return pattern.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(values[key] ?? ''))
}

/** The link to a page in a language: `pagePath('rfq', 'en')` → '/en/rfq'. */
export function pagePath<N extends PageName>(name: N, locale: Locale, ...params: ParamArgs<N>): string {
  return localizePath(unprefixedPath(name, ...params), locale)
}

export type StaticPageName = { [N in PageName]: [ParamNames<PathOf<N>>] extends [never] ? N : never }[PageName]

/** The pages without parameters, each with its SEO key (its name), in the site map's order. */
export const staticPages = entries
  .filter(([, entry]) => !entry.path.includes(':'))
  .map(([name, entry]) => ({ name: name as StaticPageName, path: entry.path, seoKey: name as StaticPageName, lists: entry.lists ?? [] }))

/** The pages of the SEO admin's selector with their Turkish labels, in the selector's order. */
export const seoSelectorPages = entries.flatMap(([name, entry]) => (entry.seoLabel ? [{ key: name, label: entry.seoLabel }] : []))

export type LegalPageName = { [N in PageName]: (typeof sitePages)[N] extends { legal: true } ? N : never }[PageName]

/** The legal and seller pages. */
export const legalPages = entries.filter(([, entry]) => entry.legal).map(([name]) => name as LegalPageName)

/** The page at an unprefixed path without parameters ('/rfq' → 'rfq'), or undefined. */
export function staticPageAt(path: string): StaticPageName | undefined {
  return staticPages.find((page) => page.path === path)?.name
}

/** Route config facts: each page's route path (relative to the language segment), its module and route id. */
export const pageRoutes = entries.map(([name, entry]) => ({
  name,
  path: entry.path.slice(1),
  module: entry.page ? `routes/public/${entry.page}.tsx` : `routes/${entry.file}`,
  id: `public/${name}`,
}))

/** Path patterns of the buyers' private links (without language prefix). */
export const privateLinkPaths = entries.filter(([, entry]) => entry.privateLink).map(([, entry]) => entry.path)

/**
 * The admin panel's pages and files under /admin (Turkish, never cached). `upload`: the route takes
 * files (multipart, larger bodies, streamed): the product and certificate forms (new and edit), the
 * media gallery, the blog list and editor, an order's page (lab reports and documents), and the
 * page-content editor (its long texts in three languages pass the body limit of other forms). `:id?` is an optional segment.
 */
export const adminRoutes = [
  { path: 'products', file: 'routes/admin/products/route.tsx', id: 'routes/admin/products' },
  { path: 'leads', file: 'routes/admin/leads/route.tsx', id: 'routes/admin/leads' },
  { path: 'orders', file: 'routes/admin/orders/route.tsx', id: 'routes/admin/orders' },
  { path: 'media', file: 'routes/admin/media/route.tsx', id: 'routes/admin/media', upload: true },
  { path: 'blog', file: 'routes/admin/blog/route.tsx', id: 'routes/admin/blog', upload: true },
  { path: 'seo', file: 'routes/admin/seo/route.tsx', id: 'routes/admin/seo' },
  { path: 'ai-prompts', file: 'routes/admin/ai-prompts/route.tsx', id: 'routes/admin/ai-prompts' },
  { path: 'content', file: 'routes/admin/content/route.tsx', id: 'routes/admin/content' },
  { path: 'content/:key', file: 'routes/admin/content/edit.tsx', upload: true },
  { path: 'certificates', file: 'routes/admin/certificates/route.tsx', id: 'routes/admin/certificates' },
  { path: 'certificates/new', file: 'routes/admin/certificates/form.tsx', id: 'admin/certificates/new', upload: true },
  { path: 'certificates/:id', file: 'routes/admin/certificates/form.tsx', id: 'admin/certificates/edit', upload: true },
  { path: 'products/new', file: 'routes/admin/products/form.tsx', id: 'admin/products/new', upload: true },
  { path: 'products/view/:id', file: 'routes/admin/products/view.tsx' },
  { path: 'products/:id', file: 'routes/admin/products/form.tsx', id: 'admin/products/edit', upload: true },
  { path: 'leads/export', file: 'routes/admin/leads/export.ts' },
  { path: 'orders/export', file: 'routes/admin/orders/export.ts' },
  { path: 'blog/edit/:id?', file: 'routes/admin/blog/edit.tsx', upload: true },
  { path: 'health', file: 'routes/admin/health.tsx' },
  { path: 'bank-account', file: 'routes/admin/bank-account.tsx' },
  { path: 'quotes/export', file: 'routes/admin/quotes/export.ts' },
  { path: 'quotes/:id', file: 'routes/admin/quotes/route.tsx' },
  { path: 'quotes/:id/send', file: 'routes/admin/quotes/send.tsx' },
  { path: 'quotes/:id/preview.pdf', file: 'routes/admin/quotes/preview.ts' },
  { path: 'quotes/:id/accepted.pdf', file: 'routes/admin/quotes/document.ts', id: 'admin/quotes/accepted-pdf' },
  { path: 'quotes/:id/proforma.pdf', file: 'routes/admin/quotes/document.ts', id: 'admin/quotes/proforma-pdf' },
  { path: 'leads/:id/quote', file: 'routes/admin/leads/new-quote.ts' },
  { path: 'orders/:id', file: 'routes/admin/orders/order.tsx', upload: true },
  { path: 'orders/:id/documents/:documentId', file: 'routes/admin/orders/order-file.ts', id: 'admin/orders/document-file' },
  { path: 'orders/:id/lots/:lotId/report', file: 'routes/admin/orders/order-file.ts', id: 'admin/orders/lot-report' },
] as const satisfies readonly { path: string; file: string; id?: string; upload?: true }[]

/** The admin API's routes that take files (multipart only, unless also listed below). */
export const adminApiUploadPaths = ['/api/admin/upload-image', '/api/admin/media', '/api/admin/certificates'] as const

/** Upload routes of the admin API that also take JSON (a certificate naming a PDF of the gallery by its id). */
export const adminApiJsonUploadPaths: readonly (typeof adminApiUploadPaths)[number][] = ['/api/admin/certificates']

/** Areas whose answers are the admin's: never stored by a cache, always in Turkish. */
export const adminAreas = ['/admin', '/api/admin'] as const
