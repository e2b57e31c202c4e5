import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { declineReasons, type RequestState } from '~/features/quotes/quote-terms'
import { formatDate } from '~/lib/dates'
import { localeTags } from '~/lib/locale'
import { useLocale } from '~/lib/use-locale'
import { CheckboxField, Field, FormAlert, SelectField, TextareaField } from '~/ui/forms'
import { StatusButton } from '~/ui/status-button'

type Intent = 'accept' | 'decline' | 'message'
type ActionData = { intent: Intent; result: SubmissionResult<string[]> } | undefined

interface CurrentQuote {
  versionId: string
  version: number
  status: string
  acceptance: { at: Date; name: string; position: string; poNumber: string | null } | null
}

const card = 'rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6'
const h2 = 'font-serif text-xl font-bold text-fig-800'

/**
 * The buyer's answers. While the quote awaits an answer: accept (name, position, "I accept", PO
 * number) and decline (a reason, a comment). Always: a question or change request. Each is a plain
 * form (the server checks it and answers with its messages and the typed input, JS on or off).
 */
export function AnswerForms({ current, state, actionData }: { current: CurrentQuote | null; state: RequestState; actionData: ActionData }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const resultOf = (intent: Intent) => (actionData?.intent === intent ? actionData.result : undefined)
  const open = current && state === 'sent'
  return (
    <>
      {current?.acceptance && (
        <p className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900" data-testid="acceptance">
          {t('requests.accept.done', {
            version: current.version,
            date: formatDate(current.acceptance.at, 'longDate', localeTags[locale]),
            name: current.acceptance.name,
            position: current.acceptance.position,
          })}
        </p>
      )}
      {/* A refused answer (expired, replaced) keeps its message visible even when its form is no longer offered. */}
      {!open && actionData && actionData.intent !== 'message' && (
        <FormAlert title={t('requests.refusals.notAnswerable')} errors={actionData.result.error?.[''] ?? null} testId="answer-refused" />
      )}
      {open && (
        <div className="grid gap-6 lg:grid-cols-2">
          <AcceptForm versionId={current.versionId} lastResult={resultOf('accept')} />
          <DeclineForm versionId={current.versionId} lastResult={resultOf('decline')} />
        </div>
      )}
      <MessageForm lastResult={resultOf('message')} />
    </>
  )
}

function AcceptForm({ versionId, lastResult }: { versionId: string; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation()
  const [form, fields] = useForm({ id: 'accept-quote', lastResult, shouldValidate: 'onSubmit' })
  return (
    <Form method="post" {...getFormProps(form)} className={`${card} space-y-4`} aria-labelledby="accept-title">
      <h2 id="accept-title" className={h2}>
        {t('requests.accept.heading')}
      </h2>
      <input type="hidden" name="versionId" value={versionId} />
      <FormAlert id={form.errorId} title={t('requests.refusals.notAnswerable')} errors={form.errors} testId="accept-refused" />
      <Field meta={fields.fullName} label={t('requests.accept.fullName')} required autoComplete="name" maxLength={120} />
      <Field meta={fields.position} label={t('requests.accept.position')} required autoComplete="organization-title" maxLength={120} />
      <Field meta={fields.poNumber} label={t('requests.accept.poNumber')} maxLength={60} />
      <CheckboxField meta={fields.confirm} label={t('requests.accept.confirm')} />
      <StatusButton type="submit" name="intent" value="accept" pendingLabel={t('requests.accept.submit')}>
        {t('requests.accept.submit')}
      </StatusButton>
    </Form>
  )
}

function DeclineForm({ versionId, lastResult }: { versionId: string; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation()
  const [form, fields] = useForm({ id: 'decline-quote', lastResult, shouldValidate: 'onSubmit' })
  return (
    <Form method="post" {...getFormProps(form)} className={`${card} space-y-4`} aria-labelledby="decline-title">
      <h2 id="decline-title" className={h2}>
        {t('requests.decline.heading')}
      </h2>
      <input type="hidden" name="versionId" value={versionId} />
      <FormAlert id={form.errorId} title={t('requests.refusals.notAnswerable')} errors={form.errors} />
      <SelectField meta={fields.reason} label={t('requests.decline.reason')} required>
        <option value="">–</option>
        {declineReasons.map((reason) => (
          <option key={reason} value={reason}>
            {t(`requests.decline.reasons.${reason}`)}
          </option>
        ))}
      </SelectField>
      <TextareaField meta={fields.comment} label={t('requests.decline.comment')} rows={3} maxLength={2000} />
      <StatusButton type="submit" name="intent" value="decline" tone="secondary" pendingLabel={t('requests.decline.submit')}>
        {t('requests.decline.submit')}
      </StatusButton>
    </Form>
  )
}

function MessageForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation()
  const [form, fields] = useForm<{ kind: string; body: string }>({
    id: 'buyer-message',
    lastResult,
    shouldValidate: 'onSubmit',
    defaultValue: { kind: 'question' },
  })
  return (
    <Form method="post" {...getFormProps(form)} className={`${card} space-y-4`} aria-labelledby="message-title">
      <h2 id="message-title" className={h2}>
        {t('requests.message.heading')}
      </h2>
      <FormAlert id={form.errorId} title={t('requests.refusals.notAnswerable')} errors={form.errors} />
      <SelectField meta={fields.kind} label={t('requests.message.kind')}>
        <option value="question">{t('requests.message.kinds.question')}</option>
        <option value="change">{t('requests.message.kinds.change')}</option>
      </SelectField>
      <TextareaField meta={fields.body} label={t('requests.message.body')} required rows={4} maxLength={4000} />
      <StatusButton type="submit" name="intent" value="message" tone="secondary" pendingLabel={t('requests.message.submit')}>
        {t('requests.message.submit')}
      </StatusButton>
    </Form>
  )
}
