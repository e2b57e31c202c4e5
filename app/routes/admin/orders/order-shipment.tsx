import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from 'react-router'
import type { AdminOrder } from '~/features/orders/order-view.server'
import { shipmentSchema } from '~/features/orders/schemas'
import { formatDateTime } from '~/lib/dates'
import { FormSection } from '~/ui/form-section'
import { Field, FormAlert, TextareaField } from '~/ui/forms'
import { StatusButton } from '~/ui/status-button'
import { formatDay } from '../quotes/quote-status'

const constraint = getZodConstraint(shipmentSchema)

/** The container and the voyage; a changed ETA is recorded and the buyer is told. */
export function OrderShipment({ order, lastResult }: { order: AdminOrder; lastResult: SubmissionResult<string[]> | undefined }) {
  const shipment = order.shipment
  const [form, fields] = useForm({
    id: 'shipment-form',
    lastResult,
    defaultValue: {
      containerNumber: shipment?.containerNumber ?? '',
      sealNumber: shipment?.sealNumber ?? '',
      vessel: shipment?.vessel ?? '',
      voyage: shipment?.voyage ?? '',
      portOfLoading: shipment?.portOfLoading ?? '',
      portOfDischarge: shipment?.portOfDischarge ?? '',
      etd: shipment?.etd ?? '',
      eta: shipment?.eta ?? '',
      blNumber: shipment?.blNumber ?? '',
      kgDifferenceNote: shipment?.kgDifferenceNote ?? '',
    },
    constraint,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: shipmentSchema }),
    shouldValidate: 'onSubmit',
  })
  return (
    <FormSection id="order-shipment" title="Sevkiyat">
      <Form method="post" {...getFormProps(form)} className="space-y-3" data-testid="shipment-form">
        <div className="grid gap-3 sm:grid-cols-3">
          <Field
            meta={fields.containerNumber}
            label="Konteyner numarası"
            optional="isteğe bağlı"
            hint="ISO 6346, ör. CSQU3054383"
            autoCapitalize="characters"
          />
          <Field meta={fields.sealNumber} label="Mühür numarası" optional="isteğe bağlı" />
          <Field meta={fields.blNumber} label="Konşimento (B/L) numarası" optional="isteğe bağlı" />
          <Field meta={fields.vessel} label="Gemi" optional="isteğe bağlı" />
          <Field meta={fields.voyage} label="Sefer" optional="isteğe bağlı" />
          <Field meta={fields.portOfLoading} label="Yükleme limanı" optional="isteğe bağlı" />
          <Field meta={fields.portOfDischarge} label="Boşaltma limanı" optional="isteğe bağlı" />
          <Field meta={fields.etd} type="date" label="ETD (tahmini kalkış)" optional="isteğe bağlı" />
          <Field meta={fields.eta} type="date" label="ETA (tahmini varış)" optional="isteğe bağlı" />
        </div>
        {!order.kgMatches && (
          <TextareaField
            meta={fields.kgDifferenceNote}
            label="Kilogram farkının nedeni"
            optional="isteğe bağlı"
            rows={2}
            hint="Onaylanan partilerin kilogramı siparişten farklıysa yükleme için gereklidir."
          />
        )}
        <FormAlert id={form.errorId} title="Kaydedilemedi" errors={form.errors} compact />
        <StatusButton name="intent" value="shipment" pendingLabel="Kaydediliyor...">
          Sevkiyatı kaydet
        </StatusButton>
      </Form>
      {order.etaChanges.length > 0 && (
        <ul className="mt-4 space-y-1 text-sm text-stone-700" data-testid="eta-changes">
          {order.etaChanges.map((change) => (
            <li key={change.changedAt.toString()}>
              {formatDateTime(change.changedAt)}: ETA {formatDay(change.fromEta)} → {formatDay(change.toEta)}
              {change.changedBy ? ` (${change.changedBy})` : ''}
            </li>
          ))}
        </ul>
      )}
    </FormSection>
  )
}
