import { Link } from 'react-router'
import { adminSchemeNames, certificatesNeedingAttention } from '~/features/certificates/certificates.server'
import { bankPartLabels } from '~/features/content/site-settings'
import { companyLabel, leadKindBadges } from '~/features/leads/lead-labels'
import { dashboardLeads } from '~/features/leads/lead-list.server'
import { orderFigures, orderTiles } from '~/features/orders/order-board.server'
import { catalogueOrder } from '~/features/products/product-selects.server'
import { type QuoteTile, quoteDashboard, quoteTiles } from '~/features/quotes/quote-figures.server'
import { missingBankSettings } from '~/features/quotes/quote-view.server'
import { formatDate } from '~/lib/dates'
import { prisma } from '~/lib/db.server'
import type { Route } from './+types/dashboard'
import { BankWarning } from './bank-warning'
import { CertificateWarning } from './certificate-warning'

const PREVIEW = 3

export async function loader() {
  const now = new Date()
  const [products, latestProducts, leads, quoteFigures, endingCertificates, orders] = await Promise.all([
    prisma.product.count(),
    prisma.product.findMany({
      orderBy: catalogueOrder,
      take: PREVIEW,
      select: { id: true, title_tr: true, type: true, isActive: true },
    }),
    dashboardLeads(now, PREVIEW),
    quoteDashboard(now),
    certificatesNeedingAttention(now),
    orderFigures(now),
  ])
  const schemeNames = Object.fromEntries(adminSchemeNames().map(({ code, name }) => [code, name]))
  return {
    counts: {
      products,
      leads: leads.counts.total,
      leadsThisMonth: leads.counts.thisMonth,
      trialLeads: leads.counts.trial,
      awaitingReply: leads.counts.awaitingReply,
    },
    latestProducts,
    latestLeads: leads.latestLeads,
    quotes: quoteTiles(quoteFigures),
    orders: orderTiles(orders),
    bankMissing: bankPartLabels(await missingBankSettings()),
    endingCertificates: endingCertificates.map(({ id, scheme, number, validUntil, daysLeft }) => ({
      id,
      scheme: schemeNames[scheme] ?? scheme,
      number,
      validUntil,
      daysLeft,
    })),
  }
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { counts, latestProducts, latestLeads, quotes, orders, bankMissing, endingCertificates } = loaderData
  const tiles = [
    { label: 'Toplam Ürün', value: counts.products, to: '/admin/products' },
    { label: 'Toplam Talep', value: counts.leads, to: '/admin/leads' },
    { label: 'Bu Ayki Talepler', value: counts.leadsThisMonth, to: '/admin/leads?period=this-month' },
    { label: 'Deneme Paketi Talepleri', value: counts.trialLeads, to: '/admin/leads?type=trial' },
    { label: 'Yanıt Bekleyen Alıcılar', value: counts.awaitingReply, to: '/admin/leads?awaiting=1' },
  ]
  return (
    <>
      <h1 className="font-serif text-3xl font-bold text-fig-800">Yönetim Paneli Genel Bakış</h1>
      <div className="mt-4 space-y-4 empty:hidden">
        <BankWarning missing={bankMissing} />
        <CertificateWarning certificates={endingCertificates} />
      </div>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
        {tiles.map((tile) => (
          <li key={tile.label}>
            <Link to={tile.to} className="block rounded-2xl border border-stone-200 bg-white p-5 shadow-sm hover:border-fig-500">
              <p className="text-sm text-stone-600">{tile.label}</p>
              <p className="mt-2 text-3xl font-bold text-fig-800" data-testid={`tile-${tile.to}`}>
                {tile.value}
              </p>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">Teklifler</h2>
        {/* A file download, not a page: a plain link. */}
        <a href="/admin/quotes/export" className="text-sm font-medium text-fig-700 underline">
          Teklifleri CSV olarak indir
        </a>
      </div>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {quotes.map((tile) => (
          <li key={tile.id}>
            <QuoteTileCard tile={tile} />
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">Siparişler</h2>
        <Link to="/admin/orders" className="text-sm font-medium text-fig-700 underline">
          Sipariş panosu
        </Link>
      </div>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {orders.map((tile) => (
          <li key={tile.id}>
            <QuoteTileCard tile={tile} />
          </li>
        ))}
      </ul>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <Panel title="Son Ürünler" more="/admin/products" empty="Henüz ürün yok">
          {latestProducts.map((p) => (
            <li key={p.id}>
              <Link
                to={`/admin/products/${p.id}`}
                className="flex items-center justify-between gap-3 rounded-lg px-3 py-2 hover:bg-stone-50"
              >
                <span>
                  <span className="font-medium">{p.title_tr}</span> <span className="text-sm text-stone-500">{p.type}</span>
                </span>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs ${p.isActive ? 'bg-green-100 text-green-800' : 'bg-stone-200 text-stone-700'}`}
                >
                  {p.isActive ? 'Aktif' : 'Pasif'}
                </span>
              </Link>
            </li>
          ))}
        </Panel>
        <Panel title="Son Talepler" more="/admin/leads" empty="Henüz talep yok">
          {latestLeads.map((lead) => (
            <li key={lead.id}>
              <Link
                to={`/admin/leads?lead=${lead.id}`}
                className="flex items-center justify-between gap-3 rounded-lg px-3 py-2 hover:bg-stone-50"
              >
                <span>
                  <span className="font-medium">{lead.name}</span>{' '}
                  <span className="text-sm text-stone-500">{companyLabel(lead.company)}</span>
                  <span className="block text-xs text-stone-500">{formatDate(lead.createdAt)}</span>
                </span>
                <span className="rounded-full bg-gold-100 px-2 py-0.5 text-xs text-gold-700" data-testid="dashboard-lead-kind">
                  {leadKindBadges[lead.kind]}
                </span>
              </Link>
            </li>
          ))}
        </Panel>
      </div>
    </>
  )
}

function QuoteTileCard({ tile }: { tile: QuoteTile }) {
  const body = (
    <>
      <p className="text-sm text-stone-600">{tile.label}</p>
      <p className="mt-2 text-2xl font-bold text-fig-800" data-testid={`quote-tile-${tile.id}`}>
        {tile.value.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </p>
      <p className="mt-2 text-xs text-stone-500">{tile.hint}</p>
    </>
  )
  const frame = 'block h-full rounded-2xl border border-stone-200 bg-white p-5 shadow-sm'
  return tile.to ? (
    <Link to={tile.to} className={`${frame} hover:border-fig-500`}>
      {body}
    </Link>
  ) : (
    <div className={frame}>{body}</div>
  )
}

function Panel({ title, more, empty, children }: { title: string; more: string; empty: string; children: React.ReactNode[] }) {
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-5">
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold">{title}</h2>
        <Link to={more} className="text-sm font-medium text-fig-700">
          Tümünü Gör
        </Link>
      </div>
      {children.length ? <ul className="mt-3 space-y-1">{children}</ul> : <p className="mt-3 text-sm text-stone-500">{empty}</p>}
    </section>
  )
}

export const meta: Route.MetaFunction = () => [{ title: 'Dashboard | Yönetim Paneli' }]
