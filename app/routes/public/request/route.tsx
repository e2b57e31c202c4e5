import { useTranslation } from 'react-i18next'
import { createContext, type ShouldRevalidateFunction } from 'react-router'
import { SentRequest } from '~/features/leads/sent-request'
import { recordBuyerView } from '~/features/quotes/buyer.server'
import { buyerMeta, handleBuyerPost, openRequest, throwAsPageAnswer } from '~/features/quotes/buyer-page.server'
import { formatDate } from '~/lib/dates'
import { getInstance, localeOf } from '~/lib/i18next.server'
import { localeTags } from '~/lib/locale'
import { siteUrlOf } from '~/lib/site-url.server'
import { useLocale } from '~/lib/use-locale'
import { PageHeader } from '~/ui/page-header'
import type { Route } from './+types/route'
import { AnswerForms } from './answer-forms'
import { MessageThread } from './message-thread'
import { ProformaPayment } from './proforma-payment'
import { QuotePanel } from './quote-panel'
import { RequestProgress } from './request-progress'

/** Seconds a visitor who guessed too many tokens must wait (set by the loader or the action that refused them). */
const retryAfterContext = createContext<number | null>(null)

/**
 * A 429 page says when to try again. The page is rendered by the layout's error boundary, and a
 * thrown answer's headers do not reach it (React Router keeps only its cookies), so the header is
 * added here, around the render.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ context }, next) => {
    const response = (await next()) as Response
    const seconds = context.get(retryAfterContext)
    if (response.status !== 429 || seconds === null || response.headers.has('Retry-After')) return response
    const headers = new Headers(response.headers)
    headers.set('Retry-After', String(seconds))
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  },
]

/**
 * A buyer's private request page (/requests/<token>): the request as sent, where it stands, the
 * quote with its PDF and the answers, the conversation and the proforma. Private: never cached,
 * never indexed, no Referer leaves it (the request gate sets those headers for these paths).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeOf(context)
  const { t } = getInstance(context)
  try {
    const buyerRequest = await openRequest(request, params.token, locale)
    await recordBuyerView(buyerRequest.leadId, buyerMeta(request))
    const { leadId: _leadId, ...page } = buyerRequest
    return { request: page, title: `${t('requests.title', { reference: page.reference ?? '' })} | ${t('meta.siteName')}` }
  } catch (error) {
    throwAsPageAnswer(error, t, (seconds) => context.set(retryAfterContext, seconds))
  }
}

/** The buyer's answers: accept, decline, ask. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { t } = getInstance(context)
  try {
    return await handleBuyerPost({ request, token: params.token, locale: localeOf(context), t, siteUrl: siteUrlOf(request) })
  } catch (error) {
    throwAsPageAnswer(error, t, (seconds) => context.set(retryAfterContext, seconds))
  }
}

export default function RequestPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const page = loaderData.request
  const documentBase = `${locale === 'tr' ? '' : `/${locale}`}/requests/${params.token}`
  return (
    <>
      <PageHeader
        title={t('requests.title', { reference: page.reference ?? '' })}
        subtitle={t('requests.receivedOn', { date: formatDate(page.receivedAt, 'longDate', localeTags[locale]) })}
      />
      <div className="mx-auto max-w-4xl space-y-8 px-4 py-10 sm:px-6">
        <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">{t('requests.privateNote')}</p>
        <RequestProgress state={page.state} />
        {page.current ? (
          <QuotePanel
            quote={page.current}
            pdfHref={`${documentBase}/quote/${page.current.versionId}`}
            earlier={page.earlier}
            documentBase={documentBase}
          />
        ) : (
          <p className="text-stone-700">{t('requests.quote.noQuoteYet')}</p>
        )}
        {page.proforma && (
          <section aria-labelledby="proforma-title" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-5">
            <h2 id="proforma-title" className="font-serif text-xl font-bold text-emerald-900">
              {t('requests.proforma.heading', { number: page.proforma.number })}
            </h2>
            <ProformaPayment payment={page.proforma.paymentRows} bank={page.proforma.bankRows} />
            <a
              href={`${documentBase}/proforma`}
              className="mt-3 inline-block font-semibold text-fig-700 underline"
              data-testid="proforma-pdf"
            >
              {t('requests.proforma.download')}
            </a>
          </section>
        )}
        <AnswerForms current={page.current} state={page.state} actionData={actionData} />
        <MessageThread messages={page.messages} />
        <SentRequest
          title={t('requests.sentRequest')}
          company={page.buyer.company}
          country={page.buyer.country}
          fields={page.fields}
          lines={page.lines}
        />
      </div>
    </>
  )
}

/** After any answer, refused ones included, the page shows where the request stands now (an answer refused as expired shows it expired). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === 'POST' || defaultShouldRevalidate

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex, nofollow' },
]
