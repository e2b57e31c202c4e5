import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { telLink } from '~/lib/contact-links'
import { useCompany } from '~/lib/use-locale'

/**
 * Where a page's form will go (the forms come with a later issue). Until then it says so and
 * offers e-mail and phone; `id` is the anchor the form will keep.
 */
export function FormPlaceholder({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  const { t } = useTranslation()
  const company = useCompany()
  const headingId = `${id}-title`
  return (
    <section id={id} aria-labelledby={headingId} className="rounded-2xl border-2 border-dashed border-fig-200 bg-white p-6 sm:p-8">
      <h2 id={headingId} className="font-serif text-2xl font-bold text-fig-800">{title}</h2>
      {children}
      <p className="mt-3 text-stone-700">{t('common.formComingSoon')}</p>
      <ul className="mt-5 flex flex-wrap gap-3">
        <li>
          <a href={`mailto:${company.email}`} className="inline-block rounded-full bg-fig-700 px-5 py-2.5 font-semibold text-white hover:bg-fig-800">
            {company.email}
          </a>
        </li>
        <li>
          <a href={telLink(company.phone)} className="inline-block rounded-full border border-fig-700 px-5 py-2.5 font-semibold text-fig-700 hover:bg-fig-50">
            {company.phone}
          </a>
        </li>
      </ul>
    </section>
  )
}
