import { Link } from 'react-router'
import { aiConfigured } from '~/features/ai/client.server'
import { adminContext } from '~/features/auth/admin-middleware.server'
import { bankPartLabels } from '~/features/content/site-settings'
import { orderOfQuote } from '~/features/orders/orders.server'
import {
  adminVersionView,
  buyerLocale,
  listQuoteMessages,
  quoteFormValue,
  quoteProductOptions,
} from '~/features/quotes/admin-quotes.server'
import { missingBankSettings } from '~/features/quotes/quote-view.server'
import { defaultValidUntil, getQuoteForAdmin } from '~/features/quotes/quotes.server'
import { formatShipmentWindow } from '~/features/quotes/shipment-window-text.server'
import { formatDateTime } from '~/lib/dates'
import { invariantResponse } from '~/lib/http/invariant'
import { localeNamesTr } from '~/lib/locale'
import { siteUrlOf } from '~/lib/site-url.server'
import { FormAlert } from '~/ui/field'
import { BankWarning } from '../bank-warning'
import type { Route } from './+types/route'
import { OrderLink } from './order-link'
import {
  extend,
  failure,
  issueProformaNow,
  openOrder,
  type QuoteFormName,
  renewLink,
  reply,
  saveOrSend,
  TRANSLATE_INTENT,
  translateField,
  withdraw,
} from './quote-actions.server'
import { QuoteEditor } from './quote-editor'
import { QuoteStatusBadge } from './quote-status'
import { QuoteSummary } from './quote-summary'
import { QuoteThread } from './quote-thread'
import { VersionHistory } from './version-history'

/**
 * /admin/quotes/:id — the newest version: the editor while it is a draft (or with `?edit=1`, the
 * next version of a sent one), otherwise its read-only summary; the earlier versions; the
 * conversation with the buyer.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const quote = await getQuoteForAdmin(params.id)
  invariantResponse(quote, 'Teklif bulunamadı', { status: 404 })
  const [newest] = quote.versions
  invariantResponse(newest, 'Teklifin sürümü yok', { status: 404 })
  const nextVersion = new URL(request.url).searchParams.get('edit') === '1'
  const editing = newest.status === 'draft' || (nextVersion && newest.status !== 'accepted')
  const [products, messages] = await Promise.all([
    editing ? quoteProductOptions(newest.lines.map((line) => line.productId)) : [],
    listQuoteMessages(quote.leadId),
  ])
  const versions = quote.versions.map((version) => adminVersionView(version))
  return {
    quote: { id: quote.id, number: quote.number, createdAt: quote.createdAt, lead: quote.lead, locale: buyerLocale(quote) },
    current: versions[0],
    // While the next version of a sent one is being written, the sent one is listed with the others.
    earlier: editing && newest.status !== 'draft' ? versions : versions.slice(1),
    editor: editing
      ? {
          basedOn: versions[0],
          value: quoteFormValue(newest),
          products,
          canTranslate: aiConfigured(),
          shipmentExample: formatShipmentWindow({ kind: 'month', month: '2027-03', week: 2 }, buyerLocale(quote)),
        }
      : null,
    messages,
    order: newest.status === 'accepted' ? await orderOfQuote(quote.id) : null,
    extendDefault: defaultValidUntil(),
    bankMissing: bankPartLabels(await missingBankSettings()),
  }
}

/** The page's forms, each with its `intent`; conform's list buttons (no `intent`) belong to the editor. */
export async function action({ request, params, context }: Route.ActionArgs) {
  let posted: FormData
  try {
    posted = await request.formData()
  } catch {
    return failure(null, 'Form okunamadı')
  }
  const step = { quoteId: params.id, admin: context.get(adminContext), siteUrl: siteUrlOf(request) }
  const intent = posted.get('intent') ?? (posted.has('__intent__') ? 'save' : null)
  if (typeof intent === 'string' && intent.startsWith(TRANSLATE_INTENT))
    return translateField(posted, step, intent.slice(TRANSLATE_INTENT.length))
  switch (intent) {
    case 'save':
    case 'send':
      return saveOrSend(posted, step, intent === 'send')
    case 'withdraw':
      return withdraw(step)
    case 'extend':
      return extend(posted, step)
    case 'reply':
      return reply(posted, step)
    case 'renew-link':
      return renewLink(step)
    case 'issue-proforma':
      return issueProformaNow(step)
    case 'open-order':
      return openOrder(step)
    default:
      return failure(null, 'Bu işlem yapılamadı')
  }
}

export default function AdminQuote({ loaderData, actionData }: Route.ComponentProps) {
  const { quote, current, earlier, editor, messages, extendDefault, bankMissing, order } = loaderData
  const { lead } = quote
  const resultOf = (form: QuoteFormName) => (actionData?.form === form ? actionData.result : undefined)
  const messagesOf = (form: QuoteFormName) => resultOf(form)?.error?.[''] ?? undefined
  // The forms on screen show their own answers; the answer of a form no longer shown (the quote changed meanwhile) is shown here.
  const shown: (QuoteFormName | null)[] = editor
    ? ['draft', 'reply', 'renew-link']
    : [
        current.storedStatus === 'sent' ? 'extend' : null,
        current.status === 'sent' ? 'withdraw' : null,
        current.status === 'accepted' && !current.proforma ? 'proforma' : null,
        'reply',
        'renew-link',
      ]
  const unplaced =
    actionData && !shown.includes(actionData.form) ? Object.values(actionData.result.error ?? {}).flatMap((list) => list ?? []) : []
  return (
    <div className="space-y-6">
      <div>
        <Link to={`/admin/leads?lead=${lead.id}`} className="text-sm font-medium text-fig-700 hover:underline">
          ← Talebe dön
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="font-serif text-3xl font-bold text-fig-800">Teklif {quote.number}</h1>
          <span className="text-stone-600">Sürüm {current.version}</span>
          <QuoteStatusBadge status={current.status} />
        </div>
        <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-stone-700">
          <div>
            <dt className="inline text-stone-500">Alıcı: </dt>
            <dd className="inline">{[lead.name, lead.company].filter(Boolean).join(' · ')}</dd>
          </div>
          <div>
            <dt className="inline text-stone-500">Talep no.: </dt>
            <dd className="inline" data-testid="lead-reference">
              {lead.reference ?? '-'}
            </dd>
          </div>
          <div>
            <dt className="inline text-stone-500">Alıcının dili: </dt>
            <dd className="inline">{localeNamesTr[quote.locale]}</dd>
          </div>
          <div>
            <dt className="inline text-stone-500">E-posta: </dt>
            <dd className="inline">{lead.email ?? 'yok (teklif e-postayla gönderilemez)'}</dd>
          </div>
          <div>
            <dt className="inline text-stone-500">Oluşturuldu: </dt>
            <dd className="inline">{formatDateTime(quote.createdAt)}</dd>
          </div>
        </dl>
      </div>

      {current.status !== 'accepted' && <BankWarning missing={bankMissing} />}
      {current.status === 'accepted' && <OrderLink order={order} />}
      <FormAlert title="İşlem yapılamadı" errors={unplaced} compact testId="quote-action-error" />
      {editor ? (
        <QuoteEditor key={editor.basedOn.id} quoteId={quote.id} editor={editor} locale={quote.locale} lastResult={resultOf('draft')} />
      ) : (
        <QuoteSummary
          quoteId={quote.id}
          version={current}
          extendDefault={extendDefault}
          extendResult={resultOf('extend')}
          withdrawErrors={messagesOf('withdraw')}
          proformaErrors={messagesOf('proforma')}
          bankMissing={bankMissing}
        />
      )}
      <VersionHistory versions={earlier} />
      <QuoteThread messages={messages} replyResult={resultOf('reply')} renewErrors={messagesOf('renew-link')} />
    </div>
  )
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? `Teklif ${loaderData.quote.number}` : 'Teklif bulunamadı'} | Yönetim Paneli` },
]
