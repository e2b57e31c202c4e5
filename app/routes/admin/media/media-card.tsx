import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from 'react-router'
import {
  formatFileSize,
  isMediaCategory,
  type MediaVariant,
  mediaCategoryLabels,
  mediaKind,
  mediaTitle,
  visibleTags,
} from '~/features/media/media'
import { MediaEditSchema } from '~/features/media/schemas'
import { formatDate } from '~/lib/dates'
import { buttonClass } from '~/ui/button'
import { CheckboxField, Field, FormAlert } from '~/ui/forms'
import { StatusButton } from '~/ui/status-button'
import { useIsPending } from '~/ui/use-is-pending'
import { MediaTextFields } from './media-text-fields'

const constraint = getZodConstraint(MediaEditSchema)

export interface MediaCardData {
  id: string
  filename: string
  originalName: string
  url: string
  fileSize: number
  mimeType: string
  category: string
  alt_tr: string | null
  alt_en: string | null
  alt_de: string | null
  description_tr: string | null
  description_en: string | null
  description_de: string | null
  tags: string[]
  width: number | null
  height: number | null
  variants: MediaVariant[]
  isActive: boolean
  createdAt: Date | string
}

export const editFormId = (id: string) => `media-edit-${id}`

/** One file: thumbnail or icon, active mark, category, title, names, size, date, up to 2 tags and +N; edit and delete. */
export function MediaCard({ media, editResult }: { media: MediaCardData; editResult: SubmissionResult<string[]> | undefined }) {
  const kind = mediaKind(media.mimeType)
  const title = mediaTitle(media)
  const tags = visibleTags(media.tags)
  const deleting = useIsPending({ intent: 'delete', fields: { id: media.id } })
  return (
    <article
      id={`media-${media.id}`}
      className={`flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm ${media.isActive ? '' : 'opacity-60'}`}
      data-testid="media-card"
      data-active={media.isActive}
    >
      <a
        href={media.url}
        target="_blank"
        rel="noreferrer"
        className="relative block aspect-[4/3] bg-stone-100"
        aria-label={`${title} dosyasını aç`}
      >
        {kind === 'image' ? <Thumbnail media={media} alt={media.alt_tr ?? ''} /> : <FileIcon kind={kind} />}
        <span className="absolute left-2 top-2 flex flex-wrap gap-1">
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${media.isActive ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-800'}`}
            data-testid="media-status"
          >
            {media.isActive ? 'Aktif' : 'Pasif'}
          </span>
          <span className="rounded-full bg-fig-100 px-2 py-0.5 text-xs font-semibold text-fig-800" data-testid="media-category">
            {isMediaCategory(media.category) ? mediaCategoryLabels[media.category] : media.category}
          </span>
        </span>
      </a>
      <div className="flex flex-1 flex-col p-4">
        <h2 className="line-clamp-2 break-words font-semibold text-stone-900" data-testid="media-title">
          {title}
        </h2>
        <p className="mt-1 truncate font-mono text-xs text-stone-500" title={media.originalName} data-testid="media-filename">
          {media.filename}
        </p>
        {media.originalName !== title && <p className="truncate text-xs text-stone-500">{media.originalName}</p>}
        <p className="mt-2 text-sm text-stone-700">
          <span data-testid="media-size">{formatFileSize(media.fileSize)}</span>
          {media.width && media.height ? (
            <span>
              {' '}
              · {media.width}×{media.height}
            </span>
          ) : null}
          <span> · {formatDate(media.createdAt)}</span>
        </p>
        {media.variants.length > 0 && (
          <p className="text-xs text-stone-500" data-testid="media-variants">
            {media.variants.length} boyut: {media.variants.map((v) => v.width).join(', ')} px
          </p>
        )}
        {media.tags.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-1" aria-label="Etiketler" data-testid="media-tags">
            {tags.shown.map((tag) => (
              <li key={tag} className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
                {tag}
              </li>
            ))}
            {tags.more > 0 && (
              <li
                className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700"
                title={media.tags.slice(2).join(', ')}
              >
                +{tags.more}
              </li>
            )}
          </ul>
        )}
        <div className="mt-auto space-y-2 pt-4">
          <details className="rounded-lg border border-stone-200" open={Boolean(editResult?.error) || undefined} data-testid="media-edit">
            <summary className={buttonClass({ tone: 'secondary', size: 'sm' }, 'w-full cursor-pointer')}>
              Düzenle<span className="sr-only">: {title}</span>
            </summary>
            <div className="p-3">
              <EditForm media={media} lastResult={editResult} />
            </div>
          </details>
          <details className="rounded-lg border border-red-200" data-testid="media-delete">
            <summary className={buttonClass({ tone: 'remove', size: 'sm' }, 'w-full cursor-pointer')}>
              Sil<span className="sr-only">: {title}</span>
            </summary>
            <Form method="post" className="space-y-2 p-3">
              <p className="text-sm text-stone-700">Bu dosya ve küçük kopyaları kalıcı olarak silinecek. Emin misiniz?</p>
              <input type="hidden" name="id" value={media.id} />
              <StatusButton name="intent" value="delete" pending={deleting} pendingLabel="Siliniyor..." tone="danger" size="sm">
                Evet, sil
              </StatusButton>
            </Form>
          </details>
        </div>
      </div>
    </article>
  )
}

/** The smallest variant wide enough for a card, with the original's shape (no layout shift). */
function Thumbnail({ media, alt }: { media: MediaCardData; alt: string }) {
  const srcSet = media.variants.length ? media.variants.map((v) => `${v.url} ${v.width}w`).join(', ') : undefined
  return (
    <img
      src={media.variants[0]?.url ?? media.url}
      srcSet={srcSet}
      sizes="(min-width: 1280px) 20rem, (min-width: 640px) 45vw, 100vw"
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      alt={alt}
      loading="lazy"
      className="size-full object-cover"
      data-testid="media-thumbnail"
    />
  )
}

function FileIcon({ kind }: { kind: 'video' | 'pdf' | 'other' }) {
  const label = kind === 'video' ? 'Video' : kind === 'pdf' ? 'PDF' : 'Dosya'
  return (
    <span className="flex size-full flex-col items-center justify-center gap-2 text-stone-500" data-testid="media-file-icon">
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-12" fill="none" stroke="currentColor" strokeWidth="1.5">
        {kind === 'video' ? (
          <>
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <path d="M10 9l5 3-5 3z" fill="currentColor" />
          </>
        ) : (
          <>
            <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
            <path d="M14 3v5h5" />
          </>
        )}
      </svg>
      <span className="text-sm font-semibold">{label}</span>
    </span>
  )
}

/** PUT's visible form: texts, tags, category and the active switch. */
function EditForm({ media, lastResult }: { media: MediaCardData; lastResult: SubmissionResult<string[]> | undefined }) {
  const saving = useIsPending({ intent: 'update', fields: { id: media.id } })
  const [form, fields] = useForm({
    id: editFormId(media.id),
    lastResult,
    constraint,
    defaultValue: {
      id: media.id,
      category: media.category,
      alt_tr: media.alt_tr ?? '',
      alt_en: media.alt_en ?? '',
      alt_de: media.alt_de ?? '',
      description_tr: media.description_tr ?? '',
      description_en: media.description_en ?? '',
      description_de: media.description_de ?? '',
      tags: media.tags.join(', '),
      isActive: media.isActive,
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: MediaEditSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3" data-testid="media-edit-form">
      <input type="hidden" name="id" value={media.id} />
      <FormAlert id={form.errorId} title="Hata" errors={form.errors} compact />
      <MediaTextFields category={fields.category} texts={fields} />
      <Field meta={fields.tags} label="Etiketler" hint="Virgülle ayırın" />
      <CheckboxField meta={fields.isActive} label="Aktif" hint="Pasif dosyalar galeride soluk görünür." />
      <StatusButton name="intent" value="update" pending={saving} pendingLabel="Kaydediliyor..." size="sm">
        Kaydet
      </StatusButton>
    </Form>
  )
}
