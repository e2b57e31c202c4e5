import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from 'react-router'
import type { AdminOrder } from '~/features/orders/order-view.server'
import { milestoneSchema } from '~/features/orders/schemas'
import { localeNamesTr } from '~/lib/locale'
import { FormSection } from '~/ui/form-section'
import { Field, FormAlert, HiddenField, TextareaField } from '~/ui/forms'
import { StatusButton } from '~/ui/status-button'
import { formatDay } from '../quotes/quote-status'

const constraint = getZodConstraint(milestoneSchema)

/** The milestones in order (done with their day, who recorded it and the note to the buyer), and the form of the next one. */
export function OrderTimeline({
  order,
  today,
  lastResult,
}: {
  order: AdminOrder
  today: string
  lastResult: SubmissionResult<string[]> | undefined
}) {
  return (
    <FormSection id="order-timeline" title="Aşamalar">
      <ol className="space-y-2" data-testid="order-timeline">
        {order.timeline.map((entry) => (
          <li key={entry.code} className="flex flex-wrap items-baseline gap-x-3 text-sm" data-testid={`milestone-${entry.code}`}>
            <span aria-hidden="true">{entry.done ? '✔' : '○'}</span>
            <span className={entry.done ? 'font-semibold text-stone-900' : 'text-stone-500'}>{entry.admin}</span>
            {entry.done ? (
              <span className="text-stone-600">
                {formatDay(entry.done.happenedOn)}
                {entry.done.recordedBy ? ` · ${entry.done.recordedBy}` : ''}
                {entry.by === 'payment' ? ' · ödemeyle' : ''}
              </span>
            ) : (
              <span className="text-stone-400">{entry.by === 'payment' ? 'ödeme gelince işlenir' : 'bekliyor'}</span>
            )}
            {entry.done?.note && <span className="basis-full whitespace-pre-wrap pl-6 text-stone-700">Alıcıya not: {entry.done.note}</span>}
          </li>
        ))}
      </ol>
      {order.next ? (
        <MilestoneForm order={order} next={order.next} today={today} lastResult={lastResult} />
      ) : (
        <p className="mt-4 text-sm text-stone-600">Sipariş kapatıldı.</p>
      )}
    </FormSection>
  )
}

function MilestoneForm({
  order,
  next,
  today,
  lastResult,
}: {
  order: AdminOrder
  next: NonNullable<AdminOrder['next']>
  today: string
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const name = order.timeline.find((entry) => entry.code === next.code)?.admin ?? next.code
  const [form, fields] = useForm({
    id: `order-milestone-${next.code}`,
    lastResult,
    defaultValue: { code: next.code, happenedOn: today, note: '' },
    constraint,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: milestoneSchema }),
    shouldValidate: 'onSubmit',
  })
  return (
    <Form method="post" {...getFormProps(form)} className="mt-5 space-y-3 border-t border-stone-200 pt-4" data-testid="milestone-form">
      <h3 className="font-semibold text-stone-900">Sonraki aşama: {name}</h3>
      {next.refusal && <p className="text-sm text-amber-800">{next.refusal}</p>}
      <HiddenField meta={fields.code} />
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <Field meta={fields.happenedOn} type="date" label="Tarih" required />
        <TextareaField
          meta={fields.note}
          label={`Alıcıya not (${localeNamesTr[order.locale]})`}
          optional="isteğe bağlı"
          rows={2}
          hint="Alıcının dilinde yazın; e-postada ve alıcının sayfasında görünür."
        />
      </div>
      <FormAlert id={form.errorId} title="Kaydedilemedi" errors={[...(form.errors ?? []), ...(fields.code.errors ?? [])]} compact />
      <StatusButton name="intent" value="milestone" pendingLabel="Kaydediliyor...">
        “{name}” kaydet
      </StatusButton>
    </Form>
  )
}
