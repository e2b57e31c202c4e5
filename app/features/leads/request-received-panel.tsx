import { useTranslation } from 'react-i18next'
import { mapsSearchLink, phoneText, telLink } from '~/features/content/contact-links'
import { MessagingAppLink } from '~/features/content/messaging-app-link'
import { formatDate } from '~/lib/dates'
import { localeTags } from '~/lib/locale'
import { useCompany, useLocale } from '~/lib/use-locale'
import { REQUEST_RECEIVED_ID, type RequestReceived } from './request-received'
import { SentRequest } from './sent-request'

/** The next steps of each kind of request, in order. */
const nextSteps = {
  quote: ['confirmation.next.quote1', 'confirmation.next.quote2', 'confirmation.next.quote3'],
  trial: ['confirmation.next.trial1', 'confirmation.next.trial2', 'confirmation.next.trial3'],
  contact: ['confirmation.next.contact1'],
} as const

/**
 * The confirmation on a form's page after a stored request: the reference and private link (quote
 * and trial), what was sent, what happens next and how to reach the company. Part of the page
 * (it stays until the visitor leaves), above a fresh form for another request.
 */
/** A part of the confirmation under its own heading, which names it. */
function TitledSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-serif text-xl font-bold text-fig-800">
        {title}
      </h2>
      {children}
    </section>
  )
}

export function RequestReceivedPanel({ received, formId }: { received: RequestReceived; formId: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const company = useCompany()
  const { kind } = received
  const link = 'font-semibold text-fig-700 underline decoration-fig-300 underline-offset-2 hover:text-fig-900'
  return (
    <section
      id={REQUEST_RECEIVED_ID}
      aria-labelledby="request-received-title"
      data-testid="request-received"
      className="mb-8 scroll-mt-24 space-y-6 rounded-2xl border border-emerald-200 bg-emerald-50/60 p-5 sm:p-8"
    >
      <div>
        <h2 id="request-received-title" className="font-serif text-2xl font-bold text-emerald-900">
          {t(`confirmation.titles.${kind}`)}
        </h2>
        <p className="mt-1 text-sm text-stone-700">
          {t('confirmation.receivedAt', { date: formatDate(received.receivedAt, 'longDate', localeTags[locale]) })}
        </p>
        {received.confirmationSentTo && (
          <p className="mt-2 text-stone-800" data-testid="confirmation-email">
            {t('confirmation.emailSent', { email: received.confirmationSentTo })}
          </p>
        )}
      </div>
      {received.reference && (
        <div className="rounded-xl bg-white p-4 ring-1 ring-emerald-200">
          <p className="text-sm text-stone-600">{t('confirmation.reference')}</p>
          <p className="font-mono text-xl font-bold tracking-wide text-fig-900" data-testid="request-reference">
            {received.reference}
          </p>
          {received.requestPath && (
            <>
              <a href={received.requestPath} className={`mt-3 inline-block ${link}`}>
                {t('confirmation.privateLink')}
              </a>
              <p className="mt-1 text-sm text-stone-700">
                {t(received.confirmationSentTo ? 'confirmation.privateLinkHint' : 'confirmation.privateLinkHintNoEmail')}
              </p>
            </>
          )}
        </div>
      )}
      <SentRequest
        title={t('confirmation.sentTitle')}
        company={received.company}
        country={received.country}
        fields={received.fields}
        lines={received.lines}
      >
        {received.subject && (
          <dl className="mt-3 space-y-2">
            <div>
              <dt className="text-sm text-stone-600">{t('confirmation.subject')}</dt>
              <dd className="font-medium">{received.subject}</dd>
            </div>
            {received.message && (
              <div>
                <dt className="text-sm text-stone-600">{t('confirmation.message')}</dt>
                <dd className="whitespace-pre-line break-words">{received.message}</dd>
              </div>
            )}
          </dl>
        )}
      </SentRequest>
      <TitledSection id="request-next-title" title={t('confirmation.nextTitle')}>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-stone-800">
          {nextSteps[kind].map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ol>
      </TitledSection>
      <TitledSection id="request-channels-title" title={t('confirmation.channelsTitle')}>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          <li>
            {t('confirmation.phone')}:{' '}
            <a href={telLink(company.phone)} className={link}>
              {phoneText(company.phone)}
            </a>
          </li>
          <li>
            <MessagingAppLink number={company.whatsappNumber} className={link}>
              {t('confirmation.whatsapp')}
            </MessagingAppLink>
          </li>
          <li>
            {t('confirmation.email')}:{' '}
            <a href={`mailto:${company.email}`} className={link}>
              {company.email}
            </a>
          </li>
        </ul>
        <p className="mt-2 text-sm text-stone-600">
          <a href={mapsSearchLink(company.address)} className="hover:underline">
            {company.address}
          </a>
        </p>
      </TitledSection>
      <a href={`#${formId}`} className={link}>
        {t(`confirmation.another.${kind}`)} ↓
      </a>
    </section>
  )
}
