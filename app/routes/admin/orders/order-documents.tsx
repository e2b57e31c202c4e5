import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from 'react-router'
import { documentKinds } from '~/features/orders/order-steps'
import type { AdminOrder } from '~/features/orders/order-view.server'
import { documentSchema, MAX_ORDER_FILES } from '~/features/orders/schemas'
import { formatDateTime } from '~/lib/dates'
import { FormSection } from '~/ui/form-section'
import { Field, FormAlert, HiddenField, SelectField } from '~/ui/forms'
import { StatusButton } from '~/ui/status-button'
import { formatDay } from '../quotes/quote-status'
import { FILE_FIELDS } from './order-files'

const constraint = getZodConstraint(documentSchema)

type OrderDocument = AdminOrder['documents'][number]

/** The consignment's documents (each with its earlier versions) and the upload of a new one or a replacement. */
export function OrderDocuments({
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
  const href = (document: Pick<OrderDocument, 'id'>) => `/admin/orders/${order.id}/documents/${document.id}`
  return (
    <FormSection id="order-documents" title="Belgeler">
      {order.documents.length === 0 ? (
        <p className="text-sm text-stone-600">Henüz belge yüklenmedi.</p>
      ) : (
        <ul className="divide-y divide-stone-100 text-sm" data-testid="order-documents">
          {order.documents.map((document) => (
            <li key={document.id} className="py-2">
              <a href={href(document)} className="font-medium text-fig-700 underline" data-testid={`admin-document-${document.kind}`}>
                {document.kindName} · {document.number}
              </a>{' '}
              <span className="text-stone-600">
                {formatDay(document.issuedOn)} · {document.fileName} · yüklendi {formatDateTime(document.createdAt)}
              </span>
              {document.earlier.length > 0 && (
                <ul className="mt-1 pl-5 text-stone-500">
                  {document.earlier.map((earlier) => (
                    <li key={earlier.id}>
                      Önceki sürüm:{' '}
                      <a href={href(earlier)} className="underline">
                        {earlier.number}
                      </a>{' '}
                      ({formatDay(earlier.issuedOn)}, {earlier.replacedAt ? `değiştirildi ${formatDateTime(earlier.replacedAt)}` : ''})
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
      <DocumentForm order={order} today={today} postKey={postKey} lastResult={lastResult} />
    </FormSection>
  )
}

function DocumentForm({
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
    id: `order-document-${postKey}`,
    lastResult,
    defaultValue: { postKey, kind: documentKinds[0].code, issuedOn: today, replacesId: '' },
    constraint,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: documentSchema }),
    shouldValidate: 'onSubmit',
  })
  const fileErrors = lastResult?.error?.[FILE_FIELDS.document] ?? undefined
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="mt-5 space-y-3 border-t border-stone-200 pt-4"
      data-testid="document-form"
    >
      <h3 className="font-semibold text-stone-900">Belge yükle</h3>
      <HiddenField meta={fields.postKey} />
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField meta={fields.kind} label="Belge türü" required>
          {documentKinds.map((kind) => (
            <option key={kind.code} value={kind.code}>
              {kind.admin}
            </option>
          ))}
        </SelectField>
        <Field meta={fields.number} label="Belge numarası" required />
        <Field meta={fields.issuedOn} type="date" label="Belge tarihi" required />
        <SelectField
          meta={fields.replacesId}
          label="Yerine geçtiği belge"
          optional="isteğe bağlı"
          hint="Boş bırakılırsa yeni belge eklenir; seçilen belge önceki sürüm olarak kalır."
        >
          <option value="">Yeni belge</option>
          {order.documents.map((document) => (
            <option key={document.id} value={document.id}>
              {document.kindName} · {document.number}
            </option>
          ))}
        </SelectField>
        <Field
          type="file"
          id="document-file"
          name={FILE_FIELDS.document}
          accept="application/pdf,.pdf"
          label="PDF (en fazla 10 MB)"
          required
          errors={fileErrors}
          hint={`Bir siparişe en fazla ${MAX_ORDER_FILES} PDF yüklenebilir.`}
          className="sm:col-span-2"
        />
      </div>
      <FormAlert id={form.errorId} title="Belge yüklenemedi" errors={[...(form.errors ?? []), ...(fields.postKey.errors ?? [])]} compact />
      <StatusButton name="intent" value="document" pendingLabel="Yükleniyor...">
        Belgeyi yükle
      </StatusButton>
    </Form>
  )
}
