import { Form, Link } from 'react-router'
import { buttonClass } from '~/ui/button'
import { StatusButton } from '~/ui/status-button'

/** An accepted quote's order file: its page, or the button that opens it (for a quote accepted before orders were kept). */
export function OrderLink({ order }: { order: { id: string; number: string } | null }) {
  return (
    <div
      className="flex flex-wrap items-center gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-950"
      data-testid="quote-order"
    >
      {order ? (
        <>
          <span>Sipariş dosyası: {order.number}</span>
          <Link to={`/admin/orders/${order.id}`} className={buttonClass({ size: 'sm' })}>
            Siparişi aç
          </Link>
        </>
      ) : (
        <Form method="post" className="flex flex-wrap items-center gap-3">
          <span>Bu teklifin sipariş dosyası yok: ödemeler, partiler, sevkiyat ve belgeler orada tutulur.</span>
          <StatusButton name="intent" value="open-order" size="sm" pendingLabel="Açılıyor...">
            Sipariş dosyasını aç
          </StatusButton>
        </Form>
      )}
    </div>
  )
}
