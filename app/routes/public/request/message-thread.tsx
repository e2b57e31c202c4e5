import { useTranslation } from 'react-i18next'
import { formatDate } from '~/lib/dates'
import { localeTags } from '~/lib/locale'
import { useLocale } from '~/lib/use-locale'

export interface ThreadMessage {
  id: string
  author: 'buyer' | 'seller'
  kind: string
  body: string
  createdAt: Date
}

/** The buyer's questions and the sales team's replies, oldest first; text shown as text. */
export function MessageThread({ messages }: { messages: ThreadMessage[] }) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <section id="messages" aria-labelledby="messages-title" className="scroll-mt-24">
      <h2 id="messages-title" className="font-serif text-xl font-bold text-fig-800">
        {t('requests.thread.heading')}
      </h2>
      {messages.length === 0 ? (
        <p className="mt-2 text-stone-600">{t('requests.thread.empty')}</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {messages.map((message) => (
            <li
              key={message.id}
              data-testid={`message-${message.author}`}
              className={`rounded-xl border p-4 ${message.author === 'seller' ? 'border-fig-200 bg-fig-50' : 'border-stone-200 bg-white'}`}
            >
              <p className="text-sm font-semibold text-stone-800">
                {t(`requests.thread.${message.author}`)} ·{' '}
                <time dateTime={new Date(message.createdAt).toISOString()}>
                  {formatDate(message.createdAt, 'longDateTime', localeTags[locale])}
                </time>
              </p>
              <p className="mt-1 whitespace-pre-line text-stone-800">{message.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
