import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from 'react-router'
import type { QuoteMessageRow } from '~/features/quotes/admin-quotes.server'
import { ReplySchema } from '~/features/quotes/schemas'
import { formatDateTime } from '~/lib/dates'
import { FormSection } from '~/ui/form-section'
import { FormAlert, TextareaField } from '~/ui/forms'
import { StatusButton } from '~/ui/status-button'

const authorNames: Record<string, string> = {
  question: 'Alıcının sorusu',
  change: 'Alıcının değişiklik isteği',
  reply: 'Satış ekibinin yanıtı',
}

const replyConstraint = getZodConstraint(ReplySchema)

/**
 * The conversation at the buyer's private link: what the buyer asked and what the sales team
 * answered (each answer is e-mailed with a fresh link), the reply form, and a new link for a
 * buyer whose link no longer works.
 */
export function QuoteThread({
  messages,
  replyResult,
  renewErrors,
}: {
  messages: QuoteMessageRow[]
  replyResult: SubmissionResult<string[]> | undefined
  renewErrors: string[] | undefined
}) {
  return (
    <FormSection id="quote-thread" title="Alıcıyla yazışma">
      {messages.length === 0 ? (
        <p className="text-sm text-stone-500">Henüz mesaj yok.</p>
      ) : (
        <ol className="space-y-3" data-testid="quote-messages">
          {messages.map((message) => (
            <li
              key={message.id}
              className={`rounded-xl border p-3 text-sm ${message.author === 'seller' ? 'ml-8 border-fig-200 bg-fig-50' : 'mr-8 border-stone-200 bg-stone-50'}`}
              data-testid="quote-message"
            >
              <p className="text-xs font-semibold text-stone-600">
                {authorNames[message.kind] ?? (message.author === 'seller' ? 'Satış ekibi' : 'Alıcı')} · {formatDateTime(message.createdAt)}
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words text-stone-900">{message.body}</p>
            </li>
          ))}
        </ol>
      )}
      {/* A new form after each message, so a sent reply leaves an empty box. */}
      <ReplyForm key={messages.length} lastResult={replyResult} />
      <Form method="post" className="mt-6 border-t border-stone-200 pt-4">
        <p className="text-sm text-stone-600" id="renew-link-hint">
          Alıcıya yeni bir özel bağlantı e-postayla gönderilir; eski bağlantılar artık çalışmaz.
        </p>
        <StatusButton
          name="intent"
          value="renew-link"
          tone="secondary"
          pendingLabel="Gönderiliyor..."
          className="mt-2"
          aria-describedby="renew-link-hint"
        >
          Yeni bağlantı gönder
        </StatusButton>
        <FormAlert title="Bağlantı gönderilemedi" errors={renewErrors} compact className="mt-2" />
      </Form>
    </FormSection>
  )
}

function ReplyForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useForm({
    id: 'quote-reply',
    lastResult,
    constraint: replyConstraint,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ReplySchema }),
    shouldValidate: 'onSubmit',
  })
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 space-y-2">
      <TextareaField meta={fields.body} label="Alıcıya yanıt (alıcıya e-postayla gönderilir)" rows={4} />
      <FormAlert id={form.errorId} title="Yanıt gönderilemedi" errors={form.errors} compact />
      <StatusButton name="intent" value="reply" pendingLabel="Gönderiliyor...">
        Yanıtı gönder
      </StatusButton>
    </Form>
  )
}
