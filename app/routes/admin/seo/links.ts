/** The SEO screen's addresses: every state (selected page, open form, delete question) is a URL. */
export const DEFAULT_PAGE = 'homepage'

export const pageHref = (page: string, extra = '') => `/admin/seo?page=${encodeURIComponent(page)}${extra}`
