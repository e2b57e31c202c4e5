import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { declineReasons, type RequestState } from '~/features/quotes/quote-terms'
import { formatDate } from '~/lib/dates'
import { localeTags } from '~/lib/locale'
import { useLocale } from '~/lib/use-locale'
import { inputClass } from '~/ui/classes'
import { Checkbox, ErrorList, Field, FormAlert } from '~/ui/field'
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
  const { key: _k1, ...nameProps } = getInputProps(fields.fullName, { type: 'text' })
  const { key: _k2, ...positionProps } = getInputProps(fields.position, { type: 'text' })
  const { key: _k3, ...poProps } = getInputProps(fields.poNumber, { type: 'text' })
  const { key: _k4, ...confirmProps } = getInputProps(fields.confirm, { type: 'checkbox' })
  return (
    <Form method="post" {...getFormProps(form)} className={`${card} space-y-4`} aria-labelledby="accept-title">
      <h2 id="accept-title" className={h2}>
        {t('requests.accept.heading')}
      </h2>
      <input type="hidden" name="versionId" value={versionId} />
      <FormAlert id={form.errorId} title={t('requests.refusals.notAnswerable')} errors={form.errors} testId="accept-refused" />
      <Field
        id={fields.fullName.id}
        label={t('requests.accept.fullName')}
        errorId={fields.fullName.errorId}
        errors={fields.fullName.errors}
        required
        inputProps={{ ...nameProps, autoComplete: 'name', maxLength: 120 }}
      />
      <Field
        id={fields.position.id}
        label={t('requests.accept.position')}
        errorId={fields.position.errorId}
        errors={fields.position.errors}
        required
        inputProps={{ ...positionProps, autoComplete: 'organization-title', maxLength: 120 }}
      />
      <Field
        id={fields.poNumber.id}
        label={t('requests.accept.poNumber')}
        errorId={fields.poNumber.errorId}
        errors={fields.poNumber.errors}
        inputProps={{ ...poProps, maxLength: 60 }}
      />
      <div>
        <Checkbox label={t('requests.accept.confirm')} {...confirmProps} />
        <ErrorList id={fields.confirm.errorId} errors={fields.confirm.errors} />
      </div>
      <StatusButton type="submit" name="intent" value="accept" pendingLabel={t('requests.accept.submit')}>
        {t('requests.accept.submit')}
      </StatusButton>
    </Form>
  )
}

function DeclineForm({ versionId, lastResult }: { versionId: string; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation()
  const [form, fields] = useForm({ id: 'decline-quote', lastResult, shouldValidate: 'onSubmit' })
  const { key: _k1, ...reasonProps } = getSelectProps(fields.reason)
  const { key: _k2, ...commentProps } = getTextareaProps(fields.comment)
  return (
    <Form method="post" {...getFormProps(form)} className={`${card} space-y-4`} aria-labelledby="decline-title">
      <h2 id="decline-title" className={h2}>
        {t('requests.decline.heading')}
      </h2>
      <input type="hidden" name="versionId" value={versionId} />
      <FormAlert id={form.errorId} title={t('requests.refusals.notAnswerable')} errors={form.errors} />
      <Field
        id={fields.reason.id}
        label={t('requests.decline.reason')}
        errorId={fields.reason.errorId}
        errors={fields.reason.errors}
        required
      >
        <select {...reasonProps} className={inputClass}>
          <option value="">–</option>
          {declineReasons.map((reason) => (
            <option key={reason} value={reason}>
              {t(`requests.decline.reasons.${reason}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={fields.comment.id} label={t('requests.decline.comment')} errorId={fields.comment.errorId} errors={fields.comment.errors}>
        <textarea {...commentProps} rows={3} maxLength={2000} className={inputClass} />
      </Field>
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
  const { key: _k1, ...bodyProps } = getTextareaProps(fields.body)
  const { key: _k2, ...kindProps } = getSelectProps(fields.kind)
  return (
    <Form method="post" {...getFormProps(form)} className={`${card} space-y-4`} aria-labelledby="message-title">
      <h2 id="message-title" className={h2}>
        {t('requests.message.heading')}
      </h2>
      <FormAlert id={form.errorId} title={t('requests.refusals.notAnswerable')} errors={form.errors} />
      <Field id={fields.kind.id} label={t('requests.message.kind')} errorId={fields.kind.errorId} errors={fields.kind.errors}>
        <select {...kindProps} className={inputClass}>
          <option value="question">{t('requests.message.kinds.question')}</option>
          <option value="change">{t('requests.message.kinds.change')}</option>
        </select>
      </Field>
      <Field id={fields.body.id} label={t('requests.message.body')} errorId={fields.body.errorId} errors={fields.body.errors} required>
        <textarea {...bodyProps} rows={4} maxLength={4000} className={inputClass} />
      </Field>
      <StatusButton type="submit" name="intent" value="message" tone="secondary" pendingLabel={t('requests.message.submit')}>
        {t('requests.message.submit')}
      </StatusButton>
    </Form>
  )
}
