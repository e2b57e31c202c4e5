import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from 'react-router'
import type { SchemeCode } from '~/features/certificates/certificate'
import type { AdminCertificate } from '~/features/certificates/certificates.server'
import { CertificateSchema, certificateLimits } from '~/features/certificates/schemas'
import { FormSection } from '~/ui/form-section'
import { Field, FormAlert, HiddenField, SelectField } from '~/ui/forms'
import { stickyActionsScrollMargin } from '~/ui/sticky-actions'
import { AdminSaveActions } from '../save-actions'

const constraint = getZodConstraint(CertificateSchema)

/** The form's values, as its inputs hold them. */
export type CertificateFormValue = Record<
  'scheme' | 'body' | 'number' | 'scope_tr' | 'scope_en' | 'scope_de' | 'validFrom' | 'validUntil' | 'sortOrder' | 'mediaId',
  string
>

export const newCertificateValue: CertificateFormValue = {
  scheme: 'haccp',
  body: '',
  number: '',
  scope_tr: '',
  scope_en: '',
  scope_de: '',
  validFrom: '',
  validUntil: '',
  sortOrder: '0',
  mediaId: '',
}

export function certificateFormValue(certificate: AdminCertificate): CertificateFormValue {
  return {
    scheme: certificate.scheme,
    body: certificate.body,
    number: certificate.number,
    scope_tr: certificate.scope_tr,
    scope_en: certificate.scope_en ?? '',
    scope_de: certificate.scope_de ?? '',
    validFrom: certificate.validFrom,
    validUntil: certificate.validUntil,
    sortOrder: String(certificate.sortOrder),
    mediaId: certificate.pdf.id,
  }
}

const scopes = [
  { field: 'scope_tr', label: 'Kapsam (Türkçe)', hint: undefined },
  { field: 'scope_en', label: 'Kapsam (İngilizce)', hint: 'İsteğe bağlı; boşsa Türkçe gösterilir.' },
  { field: 'scope_de', label: 'Kapsam (Almanca)', hint: 'İsteğe bağlı; boşsa İngilizce, o da boşsa Türkçe gösterilir.' },
] as const

/**
 * The add/edit form: one multipart form that works without JavaScript. The PDF is required for a
 * new certificate; on edit the stored one stays unless another is picked. A PDF that was accepted
 * while another field was wrong is kept (`pdf`, its id in the hidden `mediaId`).
 */
export function CertificateForm({
  mode,
  schemes,
  defaultValue,
  lastResult,
  pdf,
}: {
  mode: 'create' | 'edit'
  schemes: { code: SchemeCode; name: string }[]
  defaultValue: CertificateFormValue
  lastResult: SubmissionResult<string[]> | undefined
  pdf: { url: string; originalName: string } | null
}) {
  const [form, fields] = useForm({
    id: 'admin-certificate',
    lastResult,
    defaultValue,
    constraint,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CertificateSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  const errors = form.allErrors
  const hasErrors = Object.values(errors).some((list) => list.length > 0)
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className={`mt-6 space-y-6 ${stickyActionsScrollMargin}`}>
      <FormAlert
        id={form.errorId}
        title="Hata"
        errors={hasErrors ? (form.errors?.length ? form.errors : ['Lütfen işaretli alanları düzeltin.']) : null}
        testId="form-errors"
      />
      <FormSection id="certificate" title="Sertifika">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField meta={fields.scheme} label="Sertifika türü" required controlRequired={false}>
            {schemes.map((scheme) => (
              <option key={scheme.code} value={scheme.code}>
                {scheme.name}
              </option>
            ))}
          </SelectField>
          <Field meta={fields.body} label="Belgelendirme kuruluşu" required maxLength={certificateLimits.body} />
          <Field meta={fields.number} label="Sertifika numarası" required maxLength={certificateLimits.number} autoComplete="off" />
          <Field
            meta={fields.sortOrder}
            label="Sıra Numarası"
            hint="Küçük numara önce gösterilir."
            inputMode="numeric"
            autoComplete="off"
          />
          <Field meta={fields.validFrom} type="date" label="Geçerlilik başlangıcı" required hint="YYYY-AA-GG" />
          <Field
            meta={fields.validUntil}
            type="date"
            label="Geçerlilik bitişi"
            required
            hint="Bu günün sonunda (İstanbul saati) siteden kalkar."
          />
        </div>
      </FormSection>
      <FormSection id="scope" title="Kapsam" description="Ziyaretçinin dilinde gösterilir (en fazla 300 karakter).">
        <div className="grid gap-4">
          {scopes.map(({ field, label, hint }) => (
            <Field
              key={field}
              meta={fields[field]}
              label={label}
              hint={hint}
              required={field === 'scope_tr'}
              lang={field.slice(-2)}
              maxLength={certificateLimits.scope}
            />
          ))}
        </div>
      </FormSection>
      <FormSection
        id="pdf"
        title="Sertifika PDF’i"
        description="Gerçek bir PDF, en fazla 10 MB; JavaScript, başlatma eylemi veya gömülü dosya içeremez. Medya galerisine “Sertifika” kategorisinde eklenir."
      >
        <HiddenField meta={fields.mediaId} />
        {pdf && (
          <p className="mb-3 text-sm text-stone-700" data-testid="certificate-pdf">
            {mode === 'edit' ? 'Mevcut PDF' : 'Yüklenen PDF'}:{' '}
            <a href={pdf.url} className="font-medium text-fig-700 underline" target="_blank" rel="noreferrer">
              {pdf.originalName}
            </a>
          </p>
        )}
        <Field
          type="file"
          id="certificate-pdf-file"
          name="pdf"
          accept=".pdf,application/pdf"
          label={pdf ? 'Başka bir PDF seç (isteğe bağlı)' : 'PDF dosyası'}
          required={!pdf}
          errors={[...(errors.pdf ?? []), ...(errors.mediaId ?? [])]}
          hint={pdf ? 'Boş bırakılırsa yukarıdaki PDF kalır.' : undefined}
        />
      </FormSection>
      <AdminSaveActions cancelTo="/admin/certificates" />
    </Form>
  )
}
