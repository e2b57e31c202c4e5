import { useTranslation } from 'react-i18next'
import { requestedPageContent } from '~/features/content/page-content.server'
import { preselectedCountryFor } from '~/features/leads/countries.server'
import { formConstraint } from '~/features/leads/form-constraints.server'
import { countriesOf } from '~/features/leads/form-countries'
import { handleLeadFormPost } from '~/features/leads/lead-form-action.server'
import { LeadFormCard, LeadFormPage } from '~/features/leads/lead-form-page'
import { createTrialLead, trialFromForm } from '~/features/leads/leads.server'
import { loadRequestReceived } from '~/features/leads/request-received.server'
import { trialSchema } from '~/features/leads/trial-schema'
import { trialFormProducts } from '~/features/products/products.server'
import { seoMeta } from '~/features/seo/meta'
import { loadPageSeo } from '~/features/seo/page-seo.server'
import { deferredComponent, withCodeOf } from '~/lib/deferred-component'
import { getInstance, localeOf } from '~/lib/i18next.server'
import { unprefixedPath } from '~/site-map'
import type { Route } from './+types/route'

/**
 * The products of the rows, the countries (the visitor's likely one first), the request this
 * visitor has just sent, and the page's content (content/pages/trial.ts: the cost box in the form
 * and the steps), read here so the server's HTML and the hydrated form show the same texts.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeOf(context)
  const [seo, products, received, content] = await Promise.all([
    loadPageSeo(context, 'trial-package'),
    trialFormProducts(locale),
    loadRequestReceived(request, 'trial', locale),
    requestedPageContent('trial', request, locale),
  ])
  return {
    ...seo,
    products,
    preselectedCountry: preselectedCountryFor(locale, request.headers.get('Accept-Language')),
    constraint: formConstraint('trial', getInstance(context).t, locale),
    received,
    ...content,
  }
}

/** The form and its form library load after the page's scripts (the page paints first). */
const loadTrialForm = () => import('./trial-form').then((m) => m.TrialForm)
const TrialForm = deferredComponent(import.meta.env.SSR ? await loadTrialForm() : null, loadTrialForm)

/** A client-side navigation loads the form's code and the country list along with the page's data. */
export const clientLoader = (args: Route.ClientLoaderArgs) => withCodeOf(args, TrialForm, countriesOf(args.request))

/** A trial request: validate, limit, store (lead + e-mails), then back to a fresh form with the notice. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleLeadFormPost({
    request,
    context,
    schema: trialSchema,
    form: 'trial',
    path: unprefixedPath('trial-package'),
    store: (input, lead) => createTrialLead(trialFromForm(input), lead),
    failureText: (t) => t('trial.failure'),
  })
}

export default function TrialPackage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <LeadFormPage
      title={t('trial.title')}
      subtitle={t('trial.subtitle')}
      path={unprefixedPath('trial-package')}
      preview={loaderData.preview}
    >
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <LeadFormCard id="trial-form" title={t('trial.formTitle')} received={loaderData.received}>
          <TrialForm
            products={loaderData.products}
            preselectedCountry={loaderData.preselectedCountry}
            lastResult={actionData?.result}
            constraint={loaderData.constraint}
            cost={loaderData.content.cost}
          />
        </LeadFormCard>
      </div>
      <HowItWorks steps={loaderData.content.steps} />
    </LeadFormPage>
  )
}

/** The steps from choosing products to judging their quality, numbered in their order. */
function HowItWorks({ steps }: { steps: Route.ComponentProps['loaderData']['content']['steps'] }) {
  return (
    <section aria-labelledby="trial-steps-title" className="bg-cream-100 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="trial-steps-title" className="font-serif text-3xl font-bold text-fig-800">
          {steps.title}
        </h2>
        <p className="mt-3 max-w-3xl text-stone-700">{steps.subtitle}</p>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.items.map((step, index) => (
            <li key={step.id} className="rounded-2xl bg-white p-6 shadow-sm">
              <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-fig-700 font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 font-serif text-lg font-semibold text-fig-800">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-stone-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}

export const meta: Route.MetaFunction = seoMeta

/** The country list starts with the visitor's likely country (Accept-Language): a shared copy is kept per language header. */
export const headers: Route.HeadersFunction = ({ parentHeaders }) => {
  const headers = new Headers(parentHeaders)
  headers.append('Vary', 'Accept-Language')
  return headers
}
