import { useTranslation } from 'react-i18next'
import { MessagingAppLink } from '~/features/content/messaging-app-link'
import type { Locale } from '~/lib/locale'
import { pagePath, type StaticPageName } from '~/site-map'
import { PageLink, PageNavLink } from '~/ui/page-link'
import { LanguageSwitcher } from './language-switcher'

export interface NavProduct {
  slug: string
  title: string
}

const corporateLinks = [
  ['about', 'nav.about'],
  ['origin', 'nav.origin'],
  ['export', 'nav.export'],
  ['calibration', 'nav.calibration'],
  ['customers', 'nav.customers'],
] as const

const mainLinks = [
  ['products', 'nav.products'],
  ['blog', 'nav.blog'],
  ['quality', 'nav.quality'],
  ['contact', 'nav.contact'],
] as const

export function SiteHeader(props: { locale: Locale; whatsappNumber: string; products: NavProduct[]; hasMoreProducts: boolean }) {
  const { t } = useTranslation()
  const { locale } = props
  const to = (page: StaticPageName) => pagePath(page, locale)
  const navClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-md px-3 py-2 text-sm font-medium hover:text-fig-700 ${isActive ? 'text-fig-700' : 'text-stone-700'}`

  return (
    // No backdrop filter here: it would make the header the containing block of the phone menu's
    // fixed panel and overlay, squeezing them into the header's 64 px.
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-cream-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('nav.skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <PageLink to={to('homepage')} className="flex items-center gap-2 font-serif text-lg font-bold text-fig-800">
          <img src="/images/logo.svg" alt="" width={36} height={36} className="size-9" />
          <span>{t('meta.siteName')}</span>
        </PageLink>

        {/* The phone menu is a second navigation landmark in the same page: each has its own name. */}
        <nav aria-label={t('nav.mainMenu')} className="ml-auto hidden items-center gap-1 lg:flex">
          <PageNavLink to={to('homepage')} end className={navClass}>
            {t('nav.home')}
          </PageNavLink>
          <details data-disclosure className="relative">
            <summary className="cursor-pointer rounded-md px-3 py-2 text-sm font-medium text-stone-700 hover:text-fig-700">
              {t('nav.corporate')} <span aria-hidden="true">▾</span>
            </summary>
            <ul className="absolute left-0 z-50 mt-2 w-56 rounded-xl border border-stone-200 bg-white py-2 shadow-lg">
              {corporateLinks.map(([page, key]) => (
                <li key={page}>
                  <PageLink to={to(page)} className="block px-4 py-2 text-sm hover:bg-cream-100">
                    {t(key)}
                  </PageLink>
                </li>
              ))}
            </ul>
          </details>
          {mainLinks.map(([page, key]) => (
            <PageNavLink key={page} to={to(page)} className={navClass}>
              {t(key)}
            </PageNavLink>
          ))}
        </nav>

        <div className="ml-auto flex items-center gap-2 lg:ml-2">
          <PageLink
            to={to('trial-package')}
            className="hidden rounded-full bg-fig-700 px-4 py-2 text-sm font-semibold text-white hover:bg-fig-800 sm:inline-block"
          >
            {t('nav.trialPackage')}
          </PageLink>
          <LanguageSwitcher locale={locale} />
          <MobileMenu {...props} />
        </div>
      </div>
    </header>
  )
}

function MobileMenu({ locale, products, hasMoreProducts, whatsappNumber }: Parameters<typeof SiteHeader>[0]) {
  const { t } = useTranslation()
  const to = (page: StaticPageName) => pagePath(page, locale)
  const item = 'block rounded-lg px-3 py-2 text-base hover:bg-cream-100'
  return (
    // Modal while open: the rest of the page is inert and Tab stays in the menu (app/ui/disclosure.ts).
    <details data-disclosure="modal" className="group lg:hidden" data-testid="mobile-menu">
      {/* The name follows the state by CSS alone, so it is right without JavaScript too. */}
      <summary className="relative z-50 flex size-10 cursor-pointer list-none items-center justify-center rounded-full border border-stone-300 bg-white [&::-webkit-details-marker]:hidden">
        <span className="sr-only group-open:hidden">{t('nav.openMenu')}</span>
        <span className="sr-only hidden group-open:block">{t('nav.closeMenu')}</span>
        <span aria-hidden="true" className="text-xl group-open:hidden">
          ☰
        </span>
        <span aria-hidden="true" className="hidden text-xl group-open:inline">
          ✕
        </span>
      </summary>
      <div className="fixed inset-0 z-40 bg-black/40" aria-hidden="true" data-dismiss data-testid="mobile-menu-overlay" />
      <nav
        aria-label={t('nav.menu')}
        className="fixed inset-y-0 right-0 z-40 w-80 max-w-[85vw] overflow-y-auto bg-white px-4 pb-8 pt-20 shadow-xl"
      >
        <ul className="space-y-1">
          <li>
            <PageLink to={to('homepage')} className={item}>
              {t('nav.home')}
            </PageLink>
          </li>
          {[...corporateLinks, ...mainLinks, ['faq', 'nav.faq'] as const].map(([page, key]) => (
            <li key={page}>
              <PageLink to={to(page)} className={item}>
                {t(key)}
              </PageLink>
            </li>
          ))}
        </ul>
        {products.length > 0 && (
          <>
            <p className="mt-6 px-3 text-xs font-semibold uppercase tracking-wide text-stone-500">{t('nav.products')}</p>
            <ul className="mt-2 space-y-1">
              {products.map((p) => (
                <li key={p.slug}>
                  <PageLink to={pagePath('product', locale, { slug: p.slug })} className={item}>
                    {p.title}
                  </PageLink>
                </li>
              ))}
              {hasMoreProducts && (
                <li>
                  <PageLink to={to('products')} className={`${item} font-semibold text-fig-700`}>
                    {t('nav.allProducts')}
                  </PageLink>
                </li>
              )}
            </ul>
          </>
        )}
        <div className="mt-6 grid gap-2">
          <PageLink to={to('trial-package')} className="rounded-full bg-fig-700 px-4 py-3 text-center font-semibold text-white">
            {t('nav.trialPackage')}
          </PageLink>
          <MessagingAppLink number={whatsappNumber} className="rounded-full bg-leaf-600 px-4 py-3 text-center font-semibold text-white">
            {t('cta.whatsapp')}
          </MessagingAppLink>
        </div>
      </nav>
    </details>
  )
}
