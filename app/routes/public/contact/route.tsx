import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { phoneText, telLink } from '~/features/content/contact-links'
import { WhatsAppLink } from '~/features/content/whatsapp-link'
import { contactSchema } from '~/features/leads/contact-schema'
import { formConstraint } from '~/features/leads/form-constraints.server'
import { handleLeadFormPost } from '~/features/leads/lead-form-action.server'
import { LeadFormCard, LeadFormPage } from '~/features/leads/lead-form-page'
import { createContactLead } from '~/features/leads/leads.server'
import { loadRequestReceived } from '~/features/leads/request-received.server'
import { seoMeta } from '~/features/seo/meta'
import { loadPageSeo } from '~/features/seo/page-seo.server'
import { deferredComponent, withCodeOf } from '~/lib/deferred-component'
import { getInstance } from '~/lib/i18next.server'
import { useCompany } from '~/lib/use-locale'
import { unprefixedPath } from '~/site-map'
import type { Route } from './+types/route'
import { LocationCard } from './location-card'

/** The page's texts and, right after a message, its confirmation. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const seo = await loadPageSeo(context, 'contact')
  return {
    ...seo,
    constraint: formConstraint('contact', getInstance(context).t, seo.locale),
    received: await loadRequestReceived(request, 'contact', seo.locale),
  }
}

/** The form and its form library load after the page's scripts (the page paints first). */
const loadContactForm = () => import('./contact-form').then((m) => m.ContactForm)
const ContactForm = deferredComponent(import.meta.env.SSR ? await loadContactForm() : null, loadContactForm)

/** A client-side navigation loads the form's code along with the page's data. */
export const clientLoader = (args: Route.ClientLoaderArgs) => withCodeOf(args, ContactForm)

/** A contact message: validate, limit, store (lead + e-mails), then back to a fresh form with the notice. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleLeadFormPost({
    request,
    context,
    schema: contactSchema,
    form: 'contact',
    path: unprefixedPath('contact'),
    store: createContactLead,
    failureText: (t) => t('contact.errorText'),
  })
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <LeadFormPage title={t('contact.title')} subtitle={t('contact.subtitle')} path={unprefixedPath('contact')}>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <LeadFormCard id="contact-form" title={t('contact.form.title')} received={loaderData.received}>
            <ContactForm lastResult={actionData?.result} constraint={loaderData.constraint} />
          </LeadFormCard>
        </div>
        <div className="grid content-start gap-6 lg:col-span-2">
          <InfoCard />
          <HoursCard />
        </div>
        <div className="lg:col-span-5">
          <LocationCard />
        </div>
      </div>
    </LeadFormPage>
  )
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <h2 id={id} className="font-serif text-xl font-bold text-fig-800">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}

function InfoCard() {
  const { t } = useTranslation()
  const company = useCompany()
  const link = 'font-medium text-fig-700 underline-offset-2 hover:underline'
  return (
    <Card id="contact-info-title" title={t('contact.info.title')}>
      <dl className="space-y-4">
        <div>
          <dt className="text-sm text-stone-600">{t('contact.info.address')}</dt>
          <dd className="font-medium">{company.address}</dd>
        </div>
        <div>
          <dt className="text-sm text-stone-600">{t('contact.info.phone')}</dt>
          <dd>
            <a href={telLink(company.phone)} className={link}>
              {phoneText(company.phone)}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-stone-600">{t('contact.info.email')}</dt>
          <dd>
            <a href={`mailto:${company.email}`} className={link}>
              {company.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-stone-600">{t('contact.info.whatsapp')}</dt>
          <dd>
            <WhatsAppLink className="mt-1 inline-block rounded-full bg-leaf-600 px-5 py-2 font-semibold text-white hover:bg-leaf-700">
              {t('cta.whatsapp')}
            </WhatsAppLink>
          </dd>
        </div>
      </dl>
    </Card>
  )
}

function HoursCard() {
  const { t } = useTranslation()
  const { hours } = useCompany()
  return (
    <Card id="contact-hours-title" title={t('contact.hours.title')}>
      <ul className="space-y-2 text-stone-800">
        {hours.lines.map((line) => (
          <li key={line.id}>{line.text}</li>
        ))}
      </ul>
      {hours.timeZone && <p className="mt-3 text-sm text-stone-600">{hours.timeZone}</p>}
    </Card>
  )
}

export const meta: Route.MetaFunction = seoMeta
