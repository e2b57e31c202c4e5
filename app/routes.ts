import { index, layout, type RouteConfig, route } from '@react-router/dev/routes'
import { adminRoutes, pageRoutes } from './site-map'

/**
 * The public site: one tree for its three languages (Turkish at /, English at /en, German at /de).
 * `:lang?` is the optional language segment, on the language gate: it answers 404 for any other
 * first segment, so /xx/rfq is the not-found page as /xx is, and so is a path the gate matches
 * alone ('/%5cx': a parameter with a backslash matches no page below it). The layout has no path
 * of its own, so it never matches alone. The pages come from site-map.ts.
 */
const publicSite = layout('routes/public/layout/route.tsx', { id: 'public/layout' }, [
  route(':lang?', 'routes/public/language-gate.tsx', { id: 'public/language-gate' }, [
    ...pageRoutes.map((page) => (page.path === '' ? index(page.module, { id: page.id }) : route(page.path, page.module, { id: page.id }))),
    route('*', 'routes/public/not-found.tsx', { id: 'public/not-found' }),
  ]),
])

export default [
  route('admin/login', 'routes/admin/login.tsx'),
  route('admin/logout', 'routes/admin/logout.tsx'),
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/dashboard.tsx'),
    ...adminRoutes.map((admin) => route(admin.path, admin.file, 'id' in admin ? { id: admin.id } : {})),
    route('*', 'routes/admin/not-found.tsx'),
  ]),
  route('api/admin/login', 'routes/api/admin/login.ts'),
  route('api/admin/logout', 'routes/api/admin/logout.ts'),
  route('api/admin/products', 'routes/api/admin/products.ts'),
  route('api/admin/products/:id', 'routes/api/admin/product.ts'),
  route('api/admin/upload-image', 'routes/api/admin/upload-image.ts'),
  route('api/admin/generate-product-content', 'routes/api/admin/generate-product-content.ts'),
  route('uploads/products/:file', 'routes/resources/product-file.ts'),
  route('uploads/media/:file', 'routes/resources/media-file.ts'),
  // Social preview pictures: /og/<locale>/site.jpg and /og/<locale>/<products|blog>/<slug>.jpg.
  route('og/:locale/:file', 'routes/resources/og-image.ts', { id: 'og-image/site' }),
  route('og/:locale/:kind/:file', 'routes/resources/og-image.ts', { id: 'og-image/page' }),
  route('api/admin/media', 'routes/api/admin/media.ts'),
  route('api/admin/media/import-products', 'routes/api/admin/media-import-products.ts'),
  route('api/admin/media/:id', 'routes/api/admin/media-item.ts'),
  route('api/admin/leads', 'routes/api/admin/leads.ts'),
  route('api/admin/leads/:id', 'routes/api/admin/lead.ts'),
  route('api/admin/leads/:id/quotes', 'routes/api/admin/lead-quotes.ts'),
  route('api/admin/leads/:id/thread', 'routes/api/admin/lead-thread.ts'),
  route('api/admin/quotes/:id', 'routes/api/admin/quote.ts'),
  route('api/admin/quotes/:id/:action', 'routes/api/admin/quote-action.ts'),
  route('api/admin/blog', 'routes/api/admin/blog.ts'),
  route('api/admin/blog/generate', 'routes/api/admin/blog-generate.ts'),
  route('api/admin/blog/topics', 'routes/api/admin/blog-topics.ts'),
  route('api/admin/blog/:id', 'routes/api/admin/blog-post.ts'),
  route('api/admin/blog/:id/generate-image', 'routes/api/admin/blog-generate-image.ts'),
  route('api/admin/seo', 'routes/api/admin/seo.ts'),
  route('api/admin/seo/generate', 'routes/api/admin/seo-generate.ts'),
  route('api/admin/seo/:id', 'routes/api/admin/seo-item.ts'),
  route('api/admin/content', 'routes/api/admin/content.ts'),
  route('api/admin/content/:key', 'routes/api/admin/content-item.ts'),
  route('api/admin/certificates', 'routes/api/admin/certificates.ts'),
  route('api/admin/certificates/:id', 'routes/api/admin/certificate.ts'),
  route('api/admin/ai-prompts', 'routes/api/admin/ai-prompts.ts'),
  route('api/admin/ai-prompts/initialize', 'routes/api/admin/ai-prompts-initialize.ts'),
  route('api/admin/ai-prompts/:id', 'routes/api/admin/ai-prompts-item.ts'),
  route('api/admin/ai-prompts/:id/set-default', 'routes/api/admin/ai-prompts-set-default.ts'),
  // Liveness (the process answers) and readiness (database reachable, migrations applied): never cached.
  route('healthz', 'routes/resources/healthz.ts'),
  route('readyz', 'routes/resources/readyz.ts'),
  route('robots.txt', 'routes/resources/robots.ts'),
  route('sitemap.xml', 'routes/resources/sitemap.ts'),
  route('api/products', 'routes/api/products.ts'),
  route('api/products/:slug', 'routes/api/product.ts'),
  route('api/blog', 'routes/api/blog.ts'),
  route('api/blog/:slug', 'routes/api/blog-post.ts'),
  route('api/seo', 'routes/api/seo.ts'),
  route('api/rfq', 'routes/api/rfq.ts'),
  route('api/trial-package', 'routes/api/trial-package.ts'),
  route('api/contact', 'routes/api/contact.ts'),
  route('api/form-guard', 'routes/api/form-guard.ts'),
  route('api/districts', 'routes/api/districts.ts'),
  route('api/countries', 'routes/api/countries.ts'),
  route('api/requests/:token', 'routes/api/request.ts'),
  publicSite,
] satisfies RouteConfig
