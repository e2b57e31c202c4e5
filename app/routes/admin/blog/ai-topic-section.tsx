import { useRef } from 'react'
import { useNavigation } from 'react-router'
import { secondaryButton } from '~/ui/admin-controls'
import type { BlogTopic } from '~/features/ai/content'
import { DefaultSubmit } from './blog-form'
import { type BlogNotice, InlineNotice } from './notice'
import { usePendingIntent } from './pending'

/**
 * The AI topic generator above the create form (spec §2). Its field and buttons belong to the
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
  const navigation = useNavigation()
  const writing = usePendingIntent(['ai-article'])
  const suggesting = usePendingIntent(['ai-topics'])
  const busy = navigation.state !== 'idle'
  const errorId = 'ai-topic-error'

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
      {!aiReady && (
        <p className="mt-3 rounded-lg bg-stone-100 px-4 py-3 text-sm text-stone-700" role="status" data-testid="ai-status">
          AI yapılandırılmamış: OPENAI_API_KEY tanımlanana kadar içerik oluşturulamaz.
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-end gap-2">
        <div className="min-w-64 flex-1">
          <label htmlFor="ai-topic" className="block text-sm font-medium text-stone-800">
            Konu
          </label>
          <input
            ref={input}
            id="ai-topic"
            name="topic"
            form={formId}
            defaultValue={topic}
            maxLength={300}
            placeholder="ör. Kuru incir kalibrasyonu nasıl seçilir?"
            aria-invalid={topicError ? true : undefined}
            aria-describedby={topicError ? errorId : undefined}
            onKeyDown={(event) => {
              // Enter in the topic field writes the article (the form's own Enter saves the post).
              if (event.key === 'Enter') {
                event.preventDefault()
                articleButton.current?.form?.requestSubmit(articleButton.current)
              }
            }}
            className="mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-sm focus:border-fig-600 focus:outline-none focus:ring-2 focus:ring-fig-600/30 aria-[invalid=true]:border-red-600"
          />
        </div>
        <button
          ref={articleButton}
          type="submit"
          form={formId}
          name="intent"
          value="ai-article"
          disabled={busy}
          className="rounded-lg bg-fig-700 px-4 py-2 font-semibold text-white hover:bg-fig-800 disabled:cursor-wait disabled:opacity-70"
        >
          {writing ? 'Oluşturuluyor… (10–60 sn sürebilir)' : 'AI ile Yazı Oluştur'}
        </button>
        <button type="submit" form={formId} name="intent" value="ai-topics" disabled={busy} className={`${secondaryButton} py-2`}>
          {suggesting ? 'Öneriler hazırlanıyor…' : 'Konu Öner'}
        </button>
      </div>
      {topicError && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
          {topicError}
        </p>
      )}
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
