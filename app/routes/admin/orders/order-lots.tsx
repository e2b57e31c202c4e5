import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from 'react-router'
import { EU_LIMITS_REGULATION } from '~/features/orders/eu-limits'
import type { AdminOrder } from '~/features/orders/order-view.server'
import { lotSchema } from '~/features/orders/schemas'
import { Badge } from '~/ui/badge'
import { FormSection } from '~/ui/form-section'
import { Field, FormAlert, HiddenField, SelectField } from '~/ui/forms'
import { StatusButton } from '~/ui/status-button'
import { formatDay } from '../quotes/quote-status'
import { FILE_FIELDS } from './order-files'

const schema = lotSchema('form')
const constraint = getZodConstraint(schema)

const verdictTones = { below: 'bg-green-100 text-green-800', at: 'bg-amber-100 text-amber-900', above: 'bg-red-100 text-red-800' } as const
const verdictNames = { below: 'sınırın altında', at: 'sınırda', above: 'AB sınırının üstünde' } as const

/**
 * The kilograms per line (ordered, in lots, released, the difference), each lot with its results
 * beside the EU limits and its release button, and the form of a new lot with its lab report.
 */
export function OrderLots({
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
  return (
    <FormSection id="order-lots" title="Partiler ve analizler">
      <p className="text-sm text-stone-600">
        AB üst sınırları (kuru incir): {EU_LIMITS_REGULATION}. Sınırın üstündeki bir parti sevkiyata giremez.
      </p>
      <table className="mt-3 w-full text-sm" data-testid="order-line-kg">
        <thead className="text-left text-xs uppercase text-stone-500">
          <tr>
            <th className="py-1">Satır</th>
            <th>Sipariş (kg)</th>
            <th>Partilerde (kg)</th>
            <th>Onaylanan (kg)</th>
            <th>Fark (kg)</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id} className="border-t border-stone-100">
              <td className="py-1">
                {line.title}
                {line.calibre ? ` · kalibre ${line.calibre}` : ''}
              </td>
              <td className="tabular-nums">{line.ordered}</td>
              <td className="tabular-nums">{line.inLots}</td>
              <td className="tabular-nums">{line.released}</td>
              <td className={`tabular-nums ${line.difference === '0' ? '' : 'font-semibold text-amber-800'}`}>{line.difference}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="mt-4 space-y-3">
        {order.lots.map((lot) => (
          <li key={lot.id} className="rounded-lg border border-stone-200 p-3" data-testid={`lot-${lot.number}`}>
            <div className="flex flex-wrap items-center gap-3">
              <span className="font-semibold">Parti {lot.number}</span>
              <span className="text-sm text-stone-600">
                {lot.kg} kg{lot.calibre ? ` · kalibre ${lot.calibre}` : ''} · üretim {formatDay(lot.producedOn)} · {lot.lab},{' '}
                {formatDay(lot.analysedOn)}
              </span>
              {lot.released ? (
                <Badge tone="bg-green-100 text-green-800" testId="lot-released">
                  Onaylandı
                </Badge>
              ) : (
                <Form method="post">
                  <input type="hidden" name="lotId" value={lot.id} />
                  <StatusButton name="intent" value="release-lot" size="sm" tone="outline" pendingLabel="Onaylanıyor...">
                    Sevkiyat için onayla
                  </StatusButton>
                </Form>
              )}
              <a href={`/admin/orders/${order.id}/lots/${lot.id}/report`} className="text-sm font-medium text-fig-700 underline">
                Analiz raporu (PDF)
              </a>
            </div>
            <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
              {lot.results.map((result) => (
                <li key={result.code}>
                  {result.name.tr}: <span className="font-semibold tabular-nums">{result.value}</span> µg/kg (sınır {result.max}){' '}
                  <Badge tone={verdictTones[result.verdict]}>{verdictNames[result.verdict]}</Badge>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {order.loaded ? (
        <p className="mt-3 text-sm text-stone-600">Sipariş yüklendi: yeni parti eklenemez.</p>
      ) : (
        <LotForm order={order} today={today} postKey={postKey} lastResult={lastResult} />
      )}
    </FormSection>
  )
}

function LotForm({
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
  const [form, fields] = useForm({
    id: `order-lot-${postKey}`,
    lastResult,
    defaultValue: { postKey, lineId: order.lines[0]?.id ?? '', producedOn: today, analysedOn: today },
    constraint,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onSubmit',
  })
  const reportErrors = lastResult?.error?.[FILE_FIELDS.lot] ?? undefined
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="mt-5 space-y-3 border-t border-stone-200 pt-4"
      data-testid="lot-form"
    >
      <h3 className="font-semibold text-stone-900">Yeni parti</h3>
      <HiddenField meta={fields.postKey} />
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField meta={fields.lineId} label="Sipariş satırı" required>
          {order.lines.map((line) => (
            <option key={line.id} value={line.id}>
              {line.title}
              {line.calibre ? ` · kalibre ${line.calibre}` : ''} · {line.ordered} kg
            </option>
          ))}
        </SelectField>
        <Field meta={fields.number} label="Parti numarası" required />
        <Field meta={fields.calibre} label="Kalibre" optional="isteğe bağlı" />
        <Field meta={fields.kg} label="Kilogram" required inputMode="decimal" />
        <Field meta={fields.producedOn} type="date" label="Üretim tarihi" required />
        <Field meta={fields.analysedOn} type="date" label="Analiz tarihi" required />
        <Field meta={fields.aflatoxinB1} label="Aflatoksin B1 (µg/kg)" required inputMode="decimal" />
        <Field meta={fields.aflatoxinTotal} label="Toplam aflatoksin (µg/kg)" required inputMode="decimal" />
        <Field meta={fields.ochratoxinA} label="Okratoksin A (µg/kg)" required inputMode="decimal" />
        <Field meta={fields.lab} label="Laboratuvar" required className="sm:col-span-2" />
        <Field
          type="file"
          id="lot-report"
          name={FILE_FIELDS.lot}
          accept="application/pdf,.pdf"
          label="Analiz raporu (PDF, en fazla 10 MB)"
          required
          errors={reportErrors}
        />
      </div>
      <FormAlert id={form.errorId} title="Parti eklenemedi" errors={[...(form.errors ?? []), ...(fields.postKey.errors ?? [])]} compact />
      <StatusButton name="intent" value="lot" pendingLabel="Ekleniyor...">
        Partiyi ekle
      </StatusButton>
    </Form>
  )
}
