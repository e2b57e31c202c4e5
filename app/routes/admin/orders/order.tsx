import { randomUUID } from 'node:crypto'
import { Link } from 'react-router'
import { adminContext } from '~/features/auth/admin-middleware.server'
import { loadAdminOrder } from '~/features/orders/order-view.server'
import { formatMoney } from '~/features/quotes/money'
import { formatDateTime, isoDay } from '~/lib/dates'
import { invariantResponse } from '~/lib/http/invariant'
import { localeNamesTr } from '~/lib/locale'
import { siteUrlOf } from '~/lib/site-url.server'
import { isUuid } from '~/lib/uuid'
import { FormAlert } from '~/ui/field'
import type { Route } from './+types/order'
import { document, failure, lot, milestone, type OrderFormName, payment, readOrderPost, release, shipment } from './order-actions.server'
import { OrderDocuments } from './order-documents'
import { OrderLots } from './order-lots'
import { OrderPayments } from './order-payments'
import { OrderShipment } from './order-shipment'
import { OrderTimeline } from './order-timeline'

/**
 * /admin/orders/:id — the order file of an accepted quote: its milestones, payments, lots with
 * their analyses, the shipment and the documents, each with its form (all working without
 * JavaScript; the lot and document forms upload a PDF).
 */
export async function loader({ params }: Route.LoaderArgs) {
  invariantResponse(isUuid(params.id), 'Sipariş bulunamadı', { status: 404 })
  const order = await loadAdminOrder(params.id)
  invariantResponse(order, 'Sipariş bulunamadı', { status: 404 })
  // One key per form shown: the same post sent twice (a double click, a reload) adds one row.
  const postKeys = { payment: randomUUID(), lot: randomUUID(), document: randomUUID() }
  return { order, postKeys, today: isoDay(new Date()) }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isUuid(params.id)) return failure(null, 'Sipariş bulunamadı', 404)
  const posted = await readOrderPost(request)
  if ('refused' in posted) return posted.refused
  const step = { orderId: params.id, admin: context.get(adminContext), siteUrl: siteUrlOf(request) }
  switch (posted.formData.get('intent')) {
    case 'payment':
      return payment(posted, step)
    case 'lot':
      return lot(posted, step)
    case 'release-lot':
      return release(posted, step)
    case 'shipment':
      return shipment(posted, step)
    case 'milestone':
      return milestone(posted, step)
    case 'document':
      return document(posted, step)
    default:
      return failure(null, 'Bu işlem yapılamadı')
  }
}

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { order, postKeys, today } = loaderData
  const resultOf = (form: OrderFormName) => (actionData?.form === form ? actionData.result : undefined)
  const unplaced = actionData && (actionData.form === null || actionData.form === 'release') ? (actionData.result.error?.[''] ?? []) : []
  const { lead } = order
  return (
    <div className="space-y-6">
      <div>
        <Link to="/admin/orders" className="text-sm font-medium text-fig-700 hover:underline">
          ← Siparişler
        </Link>
        <h1 className="mt-2 font-serif text-3xl font-bold text-fig-800">Sipariş {order.number}</h1>
        <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-stone-700">
          <Term label="Alıcı" value={[lead.name, lead.company].filter(Boolean).join(' · ')} />
          <Term label="Ülke" value={lead.country ?? '-'} />
          <Term label="Alıcının dili" value={localeNamesTr[order.locale]} />
          <Term label="Teklif" value={`${order.quote.number} sürüm ${order.quote.version}`} to={`/admin/quotes/${order.quote.id}`} />
          <Term label="Proforma" value={order.proforma?.number ?? 'düzenlenmedi'} />
          <Term label="Alıcının sipariş no." value={order.quote.poNumber ?? '-'} />
          <Term label="Teslim" value={`${order.terms.incoterm} ${order.terms.incotermPlace}`} />
          <Term label="Tutar" value={formatMoney(order.total, order.currency, 'tr')} />
          <Term label="Kabul" value={formatDateTime(order.acceptedAt)} />
        </dl>
      </div>
      {order.overdue.length > 0 && (
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900" data-testid="order-overdue">
          <p className="font-semibold">Gecikme</p>
          <ul className="list-disc pl-5 text-sm">
            {order.overdue.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      )}
      {order.documentsConfirmedAt && (
        <p className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900" data-testid="documents-confirmed">
          Alıcı belgeleri aldığını {formatDateTime(order.documentsConfirmedAt)} tarihinde onayladı.
        </p>
      )}
      <FormAlert title="İşlem yapılamadı" errors={unplaced} testId="order-action-error" />
      <OrderTimeline order={order} today={today} lastResult={resultOf('milestone')} />
      <OrderPayments order={order} today={today} postKey={postKeys.payment} lastResult={resultOf('payment')} />
      <OrderLots order={order} today={today} postKey={postKeys.lot} lastResult={resultOf('lot')} />
      <OrderShipment order={order} lastResult={resultOf('shipment')} />
      <OrderDocuments order={order} today={today} postKey={postKeys.document} lastResult={resultOf('document')} />
    </div>
  )
}

function Term({ label, value, to }: { label: string; value: string; to?: string }) {
  return (
    <div>
      <dt className="inline text-stone-500">{label}: </dt>
      <dd className="inline">
        {to ? (
          <Link to={to} className="font-medium text-fig-700 underline">
            {value}
          </Link>
        ) : (
          value
        )}
      </dd>
    </div>
  )
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? `Sipariş ${loaderData.order.number}` : 'Sipariş bulunamadı'} | Yönetim Paneli` },
]
