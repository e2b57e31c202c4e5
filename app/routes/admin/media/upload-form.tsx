import { getFormProps, getInputProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useMemo } from 'react'
import { Form } from 'react-router'
import { inputClass } from '~/ui/classes'
import { Field, FormAlert, withoutKey } from '~/ui/field'
import { StatusButton } from '~/ui/status-button'
import { ToastNotice } from '~/ui/toast'
import { MEDIA_ACCEPT_ATTRIBUTE, mediaMessages } from '~/features/media/media'
import { MediaUploadSchema } from '~/features/media/schemas'
import { MediaTextFields } from './media-text-fields'

const constraint = getZodConstraint(MediaUploadSchema)
export const UPLOAD_FORM_ID = 'media-upload'

export interface UploadNotice {
  id: string
  title: string
  description: string
}

/**
 * The upload dialog: a <details> panel (open by a click, with or without JavaScript; open again
 * when the server sends the form back). The file is checked by content on the server; a file
 * over 10 MB is refused (by the browser with JavaScript, else by the server) with a notice.
 */
export function UploadForm({
  lastResult,
  notice,
}: {
  lastResult: SubmissionResult<string[]> | undefined
  notice: UploadNotice | undefined
}) {
  const [form, fields] = useForm({
    id: UPLOAD_FORM_ID,
    lastResult,
    constraint,
    defaultValue: { category: 'general' },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: MediaUploadSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  const fileErrors = fields.file.errors
  // Too large in the browser (JavaScript) gets the same notice as from the server.
  const clientTooLarge = fileErrors?.includes(mediaMessages.tooLarge) && !notice
  const errorsKey = fileErrors?.join('|') ?? ''
  const toast = useMemo(
    () =>
      notice
        ? { id: notice.id, type: 'error' as const, title: notice.title, description: notice.description }
        : clientTooLarge
          ? {
              id: `client-${errorsKey}-${Date.now()}`,
              type: 'error' as const,
              title: mediaMessages.tooLargeTitle,
              description: mediaMessages.tooLarge,
            }
          : null,
    [notice, clientTooLarge, errorsKey],
  )

  return (
    <details
      className="group rounded-2xl border border-stone-200 bg-white shadow-sm"
      open={Boolean(lastResult?.error) || undefined}
      data-testid="media-upload"
    >
      <summary className="flex cursor-pointer items-center justify-between gap-3 p-5 font-semibold text-fig-800">
        <span>Dosya Yükle</span>
        <span aria-hidden="true" className="text-xl leading-none group-open:rotate-45">
          +
        </span>
      </summary>
      <ToastNotice toast={toast} />
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-4 border-t border-stone-200 p-5">
        <FormAlert id={form.errorId} title="Hata" errors={form.errors} compact />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id={fields.file.id}
            label="Dosya"
            required
            errorId={fields.file.errorId}
            errors={fields.file.errors}
            hint="JPG, PNG, GIF, WebP, MP4 veya PDF; en fazla 10 MB. Resimlerin küçük kopyaları otomatik hazırlanır."
          >
            <input
              {...withoutKey(getInputProps(fields.file, { type: 'file' }))}
              accept={MEDIA_ACCEPT_ATTRIBUTE}
              className={`${inputClass} file:mr-3 file:rounded-md file:border-0 file:bg-fig-100 file:px-3 file:py-1 file:text-fig-800`}
            />
          </Field>
          <MediaTextFields category={fields.category} texts={fields} categoryPlaceholder="Kategori seçin" />
          <Field
            id={fields.tags.id}
            label="Etiketler"
            errorId={fields.tags.errorId}
            errors={fields.tags.errors}
            hint="Virgülle ayırın, ör. incir, hasat, Aydın"
            className="sm:col-span-2"
          >
            <input {...withoutKey(getInputProps(fields.tags, { type: 'text' }))} className={inputClass} />
          </Field>
        </div>
        <StatusButton name="intent" value="upload" pendingLabel="Yükleniyor...">
          Yükle
        </StatusButton>
      </Form>
    </details>
  )
}
