import { useTranslation } from 'react-i18next'
import type { PublicCompany } from '~/features/content/company.server'
import { phoneText, telLink } from '~/features/content/contact-links'
import { WhatsAppLink } from '~/features/content/whatsapp-link'
import type { Locale } from '~/lib/locale'
import { pagePath, type StaticPageName } from '~/site-map'
import { PageLink } from '~/ui/page-link'
import type { NavProduct } from './site-header'

const companyLinks = [
  ['quality', 'nav.quality'],
  ['origin', 'nav.origin'],
  ['export', 'nav.export'],
  ['about', 'nav.about'],
  ['contact', 'nav.contact'],
] as const

const legalLinks = [
  ['faq', 'nav.faq'],
  ['terms', 'legal.terms.title'],
  ['privacy', 'legal.privacy.title'],
  ['returns', 'legal.returns.title'],
  ['seller', 'footer.sellerLink'],
] as const

export function SiteFooter({ locale, company, products }: { locale: Locale; company: PublicCompany; products: NavProduct[] }) {
  const { t } = useTranslation()
  const to = (page: StaticPageName) => pagePath(page, locale)
  const heading = 'text-sm font-semibold uppercase tracking-wide text-gold-300'
  const link = 'text-sm text-fig-100 hover:text-white'
  return (
    // No margin above: each page's last section ends with its own padding (or background), so no
    // empty strip of page background separates it from the footer.
    <footer className="bg-fig-900 text-fig-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 font-serif text-lg font-bold text-white">
            <img src="/images/logo.svg" alt="" width={32} height={32} className="size-8" />
            {t('meta.siteName')}
          </p>
          <p className="mt-4 text-sm leading-relaxed">{company.about}</p>
        </div>
        <nav aria-label={t('footer.products')}>
          <h2 className={heading}>{t('footer.products')}</h2>
          <ul className="mt-4 space-y-2">
            {products.map((p) => (
              <li key={p.slug}>
                <PageLink to={pagePath('product', locale, { slug: p.slug })} className={link}>
                  {p.title}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('footer.company')}>
          <h2 className={heading}>{t('footer.company')}</h2>
          <ul className="mt-4 space-y-2">
            {[...companyLinks, ...legalLinks].map(([page, key]) => (
              <li key={page}>
                <PageLink to={to(page)} className={link}>
                  {t(key)}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={heading}>{t('footer.contactTitle')}</h2>
          <address className="mt-4 space-y-2 text-sm not-italic">
            <p>{company.address}</p>
            <p>
              <a href={telLink(company.phone)} className={link}>
                {phoneText(company.phone)}
              </a>
            </p>
            <p>
              <a href={`mailto:${company.email}`} className={link}>
                {company.email}
              </a>
            </p>
            <p>
              <WhatsAppLink className={link}>{t('cta.whatsapp')}</WhatsAppLink>
            </p>
          </address>
          {company.socials.length > 0 && (
            <>
              <h2 className={`${heading} mt-6`}>{t('footer.followUs')}</h2>
              <ul className="mt-3 flex flex-wrap gap-3">
                {company.socials.map((s) => (
                  <li key={s.name}>
                    <a href={s.url} target="_blank" rel="noopener noreferrer me" className={link}>
                      {s.name}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
      <p className="border-t border-fig-800 py-6 text-center text-xs text-fig-200">
        {t('footer.rights', { year: new Date().getFullYear(), name: t('meta.siteName') })}
      </p>
    </footer>
  )
}
