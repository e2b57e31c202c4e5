import type { SubmissionResult } from '@conform-to/react'
import { Form } from 'react-router'
import { formatDate } from '~/lib/dates'
import { buttonClass } from '~/ui/button'
import { StatusButton } from '~/ui/status-button'
import { useIsPending } from '~/ui/use-is-pending'
import { promptCategoryLabel } from './category-labels'
import { PromptForm } from './prompt-form'
import { VariableChips } from './variable-chips'

export interface PromptView {
  id: string
  name: string
  description: string | null
  prompt: string
  category: string
  isActive: boolean
  isDefault: boolean
  updatedAt: Date
}

/** Longer prompts start folded (the first characters stay visible). */
const LONG_PROMPT = 300

/**
 * One prompt: badges, description, variables and text, with its actions. Editing and the
 * delete confirmation open in place (<details>), so they work without JavaScript.
 */
export function PromptCard({ prompt, editResult }: { prompt: PromptView; editResult: SubmissionResult<string[]> | null | undefined }) {
  const settingDefault = useIsPending({ intent: 'set-default', fields: { id: prompt.id } })
  const deleting = useIsPending({ intent: 'delete', fields: { id: prompt.id } })
  const categoryLabel = promptCategoryLabel(prompt.category)
  return (
    <article
      className={`rounded-2xl border bg-white p-5 shadow-sm ${prompt.isDefault ? 'border-fig-200 ring-1 ring-fig-200' : 'border-stone-200'}`}
      data-testid="prompt-card"
      data-prompt-id={prompt.id}
      aria-labelledby={`prompt-title-${prompt.id}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={`prompt-title-${prompt.id}`} className="text-lg font-semibold text-stone-900">
          {prompt.name}
        </h2>
        <div className="flex flex-wrap gap-1.5 text-xs font-semibold">
          <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-stone-800" data-testid="prompt-category" title={categoryLabel}>
            {prompt.category}
          </span>
          {prompt.isActive ? (
            <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-green-900" data-testid="prompt-status">
              Aktif
            </span>
          ) : (
            <span className="rounded-full bg-stone-200 px-2.5 py-0.5 text-stone-700" data-testid="prompt-status">
              Pasif
            </span>
          )}
          {prompt.isDefault && (
            <span className="rounded-full bg-fig-700 px-2.5 py-0.5 text-white" data-testid="prompt-default">
              Varsayılan
            </span>
          )}
        </div>
      </div>
      {prompt.description && <p className="mt-2 text-sm text-stone-700">{prompt.description}</p>}
      <div className="mt-3">
        <VariableChips text={prompt.prompt} />
      </div>
      <PromptText text={prompt.prompt} />
      <p className="mt-2 text-xs text-stone-500">Güncellendi: {formatDate(prompt.updatedAt)}</p>

      <div className="mt-4 flex flex-wrap items-start gap-2">
        {!prompt.isDefault && (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="id" value={prompt.id} />
            <StatusButton name="intent" value="set-default" pending={settingDefault} pendingLabel="Ayarlanıyor..." tone="outline" size="sm">
              Varsayılan Yap<span className="sr-only">: {prompt.name}</span>
            </StatusButton>
          </Form>
        )}
        <details className="group open:basis-full" open={Boolean(editResult)}>
          <summary className={buttonClass({ tone: 'secondary', size: 'sm' }, 'cursor-pointer select-none')}>
            <span className="group-open:hidden">Düzenle</span>
            <span className="hidden group-open:inline">Düzenlemeyi kapat</span>
            <span className="sr-only">: {prompt.name}</span>
          </summary>
          <div className="mt-3 rounded-xl border border-stone-200 bg-stone-50 p-4">
            <PromptForm
              formId={`prompt-${prompt.id}`}
              promptId={prompt.id}
              lastResult={editResult}
              submitLabel="Değişiklikleri Kaydet"
              defaultValue={{
                name: prompt.name,
                description: prompt.description ?? '',
                prompt: prompt.prompt,
                category: prompt.category,
                isActive: prompt.isActive,
                isDefault: prompt.isDefault,
              }}
            />
          </div>
        </details>
        <details className="group open:basis-full">
          <summary className={buttonClass({ tone: 'remove', size: 'sm' }, 'cursor-pointer select-none')}>
            <span className="group-open:hidden">Sil</span>
            <span className="hidden group-open:inline">Silmekten vazgeç</span>
            <span className="sr-only">: {prompt.name}</span>
          </summary>
          <Form
            method="post"
            preventScrollReset
            className="mt-3 flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-4"
            role="group"
            aria-label={`Silme onayı: ${prompt.name}`}
          >
            <input type="hidden" name="id" value={prompt.id} />
            <p className="text-sm text-red-900">
              Bu promptu silmek istediğinizden emin misiniz? <strong className="font-semibold">{prompt.name}</strong>
            </p>
            <StatusButton name="intent" value="delete" pending={deleting} pendingLabel="Siliniyor..." tone="danger" size="sm">
              Evet, Sil
            </StatusButton>
          </Form>
        </details>
      </div>
    </article>
  )
}

/** The prompt text; a long one folded, its beginning shown until opened. */
function PromptText({ text }: { text: string }) {
  const pre = 'whitespace-pre-wrap break-words rounded-lg bg-stone-50 p-3 font-mono text-xs leading-relaxed text-stone-800'
  if (text.length <= LONG_PROMPT)
    return (
      <pre className={`mt-3 ${pre}`} data-testid="prompt-text">
        {text}
      </pre>
    )
  return (
    <details className="group mt-3" data-testid="prompt-text">
      <summary className="cursor-pointer">
        <span className={`block ${pre} group-open:hidden`}>{`${text.slice(0, LONG_PROMPT).trimEnd()}…`}</span>
        <span className="mt-1 inline-block text-sm font-medium text-fig-700">
          <span className="group-open:hidden">Tamamını göster ({text.length.toLocaleString('tr-TR')} karakter)</span>
          <span className="hidden group-open:inline">Kısalt</span>
        </span>
      </summary>
      <pre className={`mt-1 ${pre}`} data-testid="prompt-full-text">
        {text}
      </pre>
    </details>
  )
}
