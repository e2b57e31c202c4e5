import { useRef } from 'react'
import { AiKeyMissing, aiButtonProps } from '~/features/ai/ai-key-missing'
import type { BlogTopic } from '~/features/ai/content'
import { Field } from '~/ui/forms'
import { StatusButton } from '~/ui/status-button'
import { useIsPending } from '~/ui/use-is-pending'
import { DefaultSubmit } from './blog-form'
import { type BlogNotice, InlineNotice } from './notice'

/** The line that says why the blog page's AI buttons are off (the post cards' 'AI Görsel' names it too). */
export const AI_OFF_NOTE = 'blog-ai-key-missing'

/**
 * The AI topic generator above the create form. Its field and buttons belong to the
 * create form (`form` attribute), so without JavaScript the post being written travels with every
 * button and comes back untouched. 'AI ile Yazı Oluştur' fills the form; 'Konu Öner' lists ideas,
 * and an idea puts itself into the topic field (in place with JavaScript, by a round trip without).
 */
export function AiTopicSection({
  formId,
  topic,
  topicError,
  topics,
  notice,
  aiReady,
}: {
  formId: string
  topic: string
  topicError?: string
  topics: BlogTopic[]
  notice?: BlogNotice | null
  aiReady: boolean
}) {
  const input = useRef<HTMLInputElement>(null)
  const articleButton = useRef<HTMLButtonElement>(null)
  const writing = useIsPending({ intent: 'ai-article' })
  const suggesting = useIsPending({ intent: 'ai-topics' })
  const busy = useIsPending()

  return (
    <section
      aria-labelledby="ai-title"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="ai-topic-section"
    >
      <DefaultSubmit form={formId} />
      <h2 id="ai-title" className="text-lg font-semibold text-fig-800">
        AI ile Blog Yazısı
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Bir konu yazın; AI Türkçe, İngilizce ve Almanca bir taslak hazırlar ve aşağıdaki formu doldurur. Taslak siz kaydedene kadar
        yayınlanmaz.
      </p>
      {!aiReady && <AiKeyMissing id={AI_OFF_NOTE} className="mt-3 rounded-lg bg-amber-50 px-4 py-3" />}
      <div className="mt-4 flex flex-wrap items-end gap-2">
        <Field
          ref={input}
          id="ai-topic"
          name="topic"
          label="Konu"
          form={formId}
          defaultValue={topic}
          maxLength={300}
          placeholder="ör. Kuru incir kalibrasyonu nasıl seçilir?"
          errors={topicError ? [topicError] : undefined}
          onKeyDown={(event) => {
            // Enter in the topic field writes the article (the form's own Enter saves the post).
            if (event.key === 'Enter') {
              event.preventDefault()
              if (aiReady) articleButton.current?.form?.requestSubmit(articleButton.current)
            }
          }}
          className="min-w-64 flex-1"
        />
        <StatusButton
          ref={articleButton}
          form={formId}
          name="intent"
          value="ai-article"
          pending={writing}
          disabled={busy}
          {...aiButtonProps(aiReady, AI_OFF_NOTE)}
          pendingLabel="Oluşturuluyor… (10–60 sn sürebilir)"
        >
          AI ile Yazı Oluştur
        </StatusButton>
        <StatusButton
          form={formId}
          name="intent"
          value="ai-topics"
          pending={suggesting}
          disabled={busy}
          {...aiButtonProps(aiReady, AI_OFF_NOTE)}
          pendingLabel="Öneriler hazırlanıyor…"
          tone="secondary"
          className="text-sm"
        >
          Konu Öner
        </StatusButton>
      </div>
      {(writing || suggesting) && (
        <p className="mt-3 text-sm text-stone-600" role="status">
          AI yanıtı bekleniyor; bu işlem 10–60 saniye sürebilir.
        </p>
      )}
      {notice && (
        <div className="mt-4">
          <InlineNotice notice={notice} />
        </div>
      )}
      {topics.length > 0 && (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-stone-800">Konu önerileri</h3>
          <ul className="mt-2 grid gap-2 md:grid-cols-2" aria-label="Konu önerileri" data-testid="topic-ideas">
            {topics.map((idea, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the model may repeat a title; each answer replaces the whole list, never reordered, rows hold no state
              <li key={`${index}:${idea.title_tr}`} className="rounded-lg border border-stone-200 p-3">
                <button
                  type="submit"
                  form={formId}
                  name="pickTopic"
                  value={idea.title_tr}
                  formNoValidate
                  onClick={(event) => {
                    event.preventDefault()
                    if (input.current) {
                      input.current.value = idea.title_tr
                      input.current.focus()
                    }
                  }}
                  className="text-left font-medium text-fig-800 underline-offset-2 hover:underline"
                >
                  {idea.title_tr}
                </button>
                <p className="mt-1 text-xs text-stone-600">{idea.summary}</p>
                {/* Without JavaScript the list comes back with the page. */}
                <input type="hidden" form={formId} name="suggestion" value={JSON.stringify(idea)} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
