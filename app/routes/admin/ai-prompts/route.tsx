import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link } from 'react-router'
import { AI_NOT_CONFIGURED, aiConfigured } from '~/features/ai/client.server'
import {
  AiPromptNotFoundError,
  createAiPrompt,
  deleteAiPrompt,
  initializeAiPrompts,
  listAiPrompts,
  PROMPT_NOT_FOUND,
  promptCategoryCounts,
  setDefaultAiPrompt,
  updateAiPrompt,
} from '~/features/ai/prompts.server'
import { AiPromptFormSchema, DEFAULT_PROMPT_CATEGORY } from '~/features/ai/schemas'
import { aiUsageSummary } from '~/features/ai/usage.server'
import { logger } from '~/lib/logger.server'
import { redirectWithToast } from '~/lib/toast.server'
import { Options } from '~/ui/options'
import { StatusButton } from '~/ui/status-button'
import type { Route } from './+types/route'
import { promptCategoryLabel } from './category-labels'
import { PromptCard } from './prompt-card'
import { CATEGORY_OPTIONS_ID, PromptForm } from './prompt-form'
import { UsageSummary } from './usage-summary'

const PAGE = '/admin/ai-prompts'
const pageHref = (category?: string | null) => (category ? `${PAGE}?category=${encodeURIComponent(category)}` : PAGE)

/** The prompts (of `?category=` when given), the filter's categories and this month's AI usage. */
export async function loader({ request }: Route.LoaderArgs) {
  const category = new URL(request.url).searchParams.get('category') || null
  const [prompts, categories, usage] = await Promise.all([listAiPrompts(category), promptCategoryCounts(), aiUsageSummary()])
  return {
    category,
    prompts,
    categories,
    total: categories.reduce((sum, c) => sum + c.count, 0),
    usage,
    ai: { configured: aiConfigured(), notConfigured: AI_NOT_CONFIGURED },
  }
}

type FormReply = { formId: string; result: SubmissionResult<string[]> }

/** create, update, delete, set-default and initialize; back to the list as it was, with a 'Başarılı' or 'Hata' notice. */
export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData()
  const intent = formData.get('intent')
  const id = String(formData.get('id') ?? '')
  const filter = new URL(request.url).searchParams.get('category')
  const back = pageHref(filter)
  const success = (description: string, to = back) => redirectWithToast(to, { type: 'success', title: 'Başarılı', description })
  const failure = (description: string) => redirectWithToast(back, { type: 'error', title: 'Hata', description })
  /** A step on one prompt: `done` as the notice; a missing prompt, or a failure (logged), as an error notice. */
  const promptStep = async (run: () => Promise<unknown>, notices: { done: string; failed: string; log: string }) => {
    try {
      await run()
      return success(notices.done)
    } catch (error) {
      if (error instanceof AiPromptNotFoundError) return failure(PROMPT_NOT_FOUND)
      logger.error({ err: error }, notices.log)
      return failure(notices.failed)
    }
  }

  switch (intent) {
    case 'create':
    case 'update': {
      const formId = intent === 'create' ? 'prompt-new' : `prompt-${id}`
      const submission = parseWithZod(formData, { schema: AiPromptFormSchema })
      if (submission.status !== 'success') return data<FormReply>({ formId, result: submission.reply() }, { status: 400 })
      try {
        const saved = intent === 'create' ? await createAiPrompt(submission.value) : await updateAiPrompt(id, submission.value)
        // A filtered list follows the prompt to its category.
        const to = filter && filter !== saved.category ? pageHref(saved.category) : back
        return success(intent === 'create' ? 'AI Prompt oluşturuldu' : 'AI Prompt güncellendi', to)
      } catch (error) {
        if (error instanceof AiPromptNotFoundError) return failure(PROMPT_NOT_FOUND)
        logger.error({ err: error }, 'Saving an AI prompt failed')
        const message = intent === 'create' ? 'Prompt oluşturulurken bir hata oluştu.' : 'Prompt güncellenirken bir hata oluştu.'
        return data<FormReply>({ formId, result: submission.reply({ formErrors: [message] }) }, { status: 500 })
      }
    }
    case 'delete':
      return promptStep(() => deleteAiPrompt(id), {
        done: 'AI Prompt silindi',
        failed: 'Prompt silinirken bir hata oluştu.',
        log: 'Deleting an AI prompt failed',
      })
    case 'set-default':
      return promptStep(() => setDefaultAiPrompt(id), {
        done: 'Varsayılan prompt ayarlandı',
        failed: 'Varsayılan prompt ayarlanırken bir hata oluştu.',
        log: 'Setting the default AI prompt failed',
      })
    case 'initialize':
      try {
        const { message } = await initializeAiPrompts()
        return success(message, PAGE)
      } catch (error) {
        logger.error({ err: error }, 'Adding the ready-made AI prompts failed')
        return failure('Doğal promptlar eklenirken bir hata oluştu.')
      }
    default:
      return failure('Geçersiz istek')
  }
}

export default function AdminAiPrompts({ loaderData, actionData }: Route.ComponentProps) {
  const { category, prompts, categories, total, usage, ai } = loaderData
  const reply = (formId: string) => (actionData?.formId === formId ? actionData.result : undefined)
  const newResult = reply('prompt-new')
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-serif text-3xl font-bold text-fig-800">AI Promptları</h1>
        <span className="rounded-full bg-fig-100 px-3 py-1 text-sm font-semibold text-fig-800" data-testid="prompt-total">
          {total} prompt
        </span>
      </div>
      <p className="mt-2 max-w-3xl text-sm text-stone-600">
        AI ile içerik oluşturulurken her kategorinin varsayılan ve aktif promptu kullanılır; {'{{topic}}'} gibi değişkenler doldurularak
        gönderilir.
      </p>

      <CategoryFilter categories={categories} current={category} total={total} />

      {/* A new count (a prompt was saved) starts the form afresh, closed and empty. */}
      <details
        key={total}
        className="group mt-6 rounded-2xl border border-stone-200 bg-white shadow-sm"
        open={Boolean(newResult)}
        data-testid="new-prompt"
      >
        <summary className="flex cursor-pointer items-center justify-between gap-3 p-5 font-semibold text-fig-800">
          <span>Yeni Prompt</span>
          <span aria-hidden="true" className="text-xl leading-none group-open:rotate-45">
            +
          </span>
        </summary>
        <div className="border-t border-stone-200 p-5">
          <PromptForm
            formId="prompt-new"
            lastResult={newResult}
            submitLabel="Prompt Oluştur"
            defaultValue={{ category: category ?? DEFAULT_PROMPT_CATEGORY, isActive: true, isDefault: false }}
          />
        </div>
      </details>

      <datalist id={CATEGORY_OPTIONS_ID}>
        <Options values={categories.map(({ category }) => category)} label={promptCategoryLabel} />
      </datalist>

      {prompts.length ? (
        <ul className="mt-6 grid gap-4 2xl:grid-cols-2" aria-label="Prompt listesi">
          {prompts.map((prompt) => (
            // A saved prompt starts a fresh card (closed, with the stored values).
            <li key={`${prompt.id}-${new Date(prompt.updatedAt).getTime()}`}>
              <PromptCard prompt={prompt} editResult={reply(`prompt-${prompt.id}`)} />
            </li>
          ))}
        </ul>
      ) : total === 0 ? (
        <EmptyState />
      ) : (
        <div className="mt-6 rounded-2xl border border-dashed border-stone-300 bg-white p-10 text-center" data-testid="prompts-empty">
          <p className="text-lg font-semibold text-stone-800">Bu kategoride prompt yok</p>
          <Link to={PAGE} className="mt-3 inline-block font-medium text-fig-700 underline">
            Tüm kategoriler
          </Link>
        </div>
      )}

      <UsageSummary usage={usage} configured={ai.configured} notConfiguredText={ai.notConfigured} />
    </>
  )
}

/** Links, so the filter is the URL and works without JavaScript. */
function CategoryFilter({
  categories,
  current,
  total,
}: {
  categories: { category: string; count: number }[]
  current: string | null
  total: number
}) {
  const known = categories.some((c) => c.category === current)
  const items = [
    { value: null as string | null, label: 'Tümü', count: total },
    ...categories.map((c) => ({ value: c.category, label: c.category, count: c.count })),
  ]
  if (current && !known) items.push({ value: current, label: current, count: 0 })
  return (
    <nav aria-label="Kategori filtresi" className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => {
          const active = item.value === current
          return (
            <li key={item.value ?? 'all'}>
              <Link
                to={pageHref(item.value)}
                aria-current={active ? 'page' : undefined}
                title={item.value ? promptCategoryLabel(item.value) : undefined}
                className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium ${active ? 'border-fig-700 bg-fig-700 text-white' : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-100'}`}
              >
                {item.label}
                <span className={`tabular-nums ${active ? 'text-fig-100' : 'text-stone-500'}`}>({item.count})</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** No prompts at all: the ready-made ones can be added with one press. */
function EmptyState() {
  return (
    <div className="mt-6 rounded-2xl border border-dashed border-stone-300 bg-white p-10 text-center" data-testid="prompts-empty">
      <p className="text-lg font-semibold text-stone-800">Henüz prompt yok</p>
      <p className="mt-1 text-sm text-stone-600">
        Blog görseli, blog yazısı, konu önerileri, ürün ve SEO metinleri ile pazar araştırması için hazır promptları ekleyebilirsiniz.
      </p>
      <Form method="post" className="mt-4">
        <StatusButton name="intent" value="initialize" pendingLabel="Ekleniyor...">
          Doğal Promptları Ekle
        </StatusButton>
      </Form>
    </div>
  )
}

export const meta: Route.MetaFunction = () => [{ title: 'AI Promptları | Yönetim Paneli' }]
