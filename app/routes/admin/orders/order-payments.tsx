import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from 'react-router'
import type { AdminOrder } from '~/features/orders/order-view.server'
import { paymentSchema } from '~/features/orders/schemas'
import { formatMoney } from '~/features/quotes/money'
import { FormSection } from '~/ui/form-section'
import { Field, FormAlert, HiddenField } from '~/ui/forms'
import { StatusButton } from '~/ui/status-button'
import { formatDay } from '../quotes/quote-status'

const schema = paymentSchema('form')
const constraint = getZodConstraint(schema)

/** What the terms ask (the advance and the balance), what came, what remains, and the form of a payment. */
export function OrderPayments({
  order,
  today,
  postKey,
  lastResult,
}: {
  order: AdminOrder
  today: string
  postKey: string
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const money = (value: string) => formatMoney(value, order.currency, 'tr')
  const { advance, balance } = order.schedule ?? { advance: null, balance: null }
  const [form, fields] = useForm({
    id: `order-payment-${postKey}`,
    lastResult,
    defaultValue: { postKey, receivedOn: today, amount: '', note: '' },
    constraint,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onSubmit',
  })
  return (
    <FormSection id="order-payments" title="Ödemeler">
      <dl className="grid gap-3 text-sm sm:grid-cols-4" data-testid="order-payment-figures">
        {advance && <Figure label={`Avans (%${advance.percent})`} value={money(advance.amount)} />}
        {balance && <Figure label={advance ? `Bakiye (%${balance.percent})` : 'Tamamı'} value={money(balance.amount)} />}
        <Figure label="Alınan" value={money(order.paid)} testId="order-paid" />
        <Figure label="Kalan" value={money(order.remaining)} testId="order-remaining" />
      </dl>
      {order.payments.length > 0 && (
        <ul className="mt-3 divide-y divide-stone-100 text-sm">
          {order.payments.map((entry) => (
            <li key={entry.id} className="flex flex-wrap gap-x-4 py-1.5">
              <span>{formatDay(entry.receivedOn)}</span>
              <span className="font-semibold tabular-nums">{money(entry.amount)}</span>
              {entry.note && <span className="text-stone-600">{entry.note}</span>}
            </li>
          ))}
        </ul>
      )}
      {order.remaining !== '0.00' && (
        <Form
          method="post"
          {...getFormProps(form)}
          className="mt-4 flex flex-wrap items-end gap-3 border-t border-stone-200 pt-4"
          data-testid="payment-form"
        >
          <HiddenField meta={fields.postKey} />
          <Field meta={fields.receivedOn} type="date" label="Ödeme tarihi" required />
          <Field meta={fields.amount} label={`Tutar (${order.currency})`} required inputMode="decimal" hint="ör. 18.450,00" />
          <Field meta={fields.note} label="Not" optional="isteğe bağlı" className="min-w-64 flex-1" />
          <StatusButton name="intent" value="payment" pendingLabel="Kaydediliyor...">
            Ödemeyi kaydet
          </StatusButton>
          <FormAlert
            id={form.errorId}
            title="Kaydedilemedi"
            errors={[...(form.errors ?? []), ...(fields.postKey.errors ?? [])]}
            compact
            className="basis-full"
          />
        </Form>
      )}
    </FormSection>
  )
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">{label}</dt>
      <dd className="font-semibold tabular-nums text-stone-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  )
}
