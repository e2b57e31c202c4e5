import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useMemo, useState } from 'react'
import { Form, useNavigation } from 'react-router'
import { DEFAULT_MEDIA_CATEGORY, MEDIA_ACCEPT_ATTRIBUTE, mediaMessages } from '~/features/media/media'
import { MediaUploadSchema } from '~/features/media/schemas'
import { Field, FormAlert } from '~/ui/forms'
import { StatusButton } from '~/ui/status-button'
import { ToastNotice } from '~/ui/toast'
import { MediaTextFields } from './media-text-fields'

const constraint = getZodConstraint(MediaUploadSchema)
export const UPLOAD_FORM_ID = 'media-upload'

export interface UploadNotice {
  id: string
  title: string
  description: string
}

type UploadFormProps = {
  lastResult: SubmissionResult<string[]> | undefined
  notice: UploadNotice | undefined
}

/**
 * The upload dialog: a <details> panel (open by a click, with or without JavaScript; open again
 * when the server sends the form back). The file is checked by content on the server; a file
 * over 10 MB is refused (by the browser with JavaScript, else by the server) with a notice.
 * An upload the server took starts a fresh panel, closed and empty, so the same file is not sent
 * twice by mistake: without JavaScript that is the new page the server's redirect opens; with
 * JavaScript the page stays, so the panel is made anew.
 */
export function UploadForm(props: UploadFormProps) {
  return <UploadPanel key={useTakenUploads(props.lastResult)} {...props} />
}

/**
 * How many uploads of this page the server took. A taken upload is answered with a redirect (to
 * the list, or to the file it already had), so no form comes back; a refused one comes back with
 * its form (`lastResult`) and keeps what was chosen and typed.
 */
function useTakenUploads(lastResult: SubmissionResult<string[]> | undefined) {
  const navigation = useNavigation()
  // The page's only multipart form is the upload (pressing Enter in a field sends it too, without the button's intent).
  const uploading = navigation.state !== 'idle' && navigation.formEncType === 'multipart/form-data'
  const [taken, setTaken] = useState(0)
  const [wasUploading, setWasUploading] = useState(false)
  // Derived while rendering (React's pattern for "when a value changes"): the fresh panel comes with the page's answer.
  if (uploading !== wasUploading) {
    setWasUploading(uploading)
    if (!uploading && !lastResult) setTaken(taken + 1)
  }
  return taken
}

function UploadPanel({ lastResult, notice }: UploadFormProps) {
  const [form, fields] = useForm({
    id: UPLOAD_FORM_ID,
    lastResult,
    constraint,
    defaultValue: { category: DEFAULT_MEDIA_CATEGORY },
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
            meta={fields.file}
            type="file"
            label="Dosya"
            required
            hint="JPG, PNG, GIF, WebP, MP4 veya PDF; en fazla 10 MB. Resimlerin küçük kopyaları otomatik hazırlanır."
            accept={MEDIA_ACCEPT_ATTRIBUTE}
          />
          <MediaTextFields category={fields.category} texts={fields} categoryPlaceholder="Kategori seçin" />
          <Field meta={fields.tags} label="Etiketler" hint="Virgülle ayırın, ör. incir, hasat, Aydın" className="sm:col-span-2" />
        </div>
        <StatusButton name="intent" value="upload" pendingLabel="Yükleniyor...">
          Yükle
        </StatusButton>
      </Form>
    </details>
  )
}
