import { Link } from 'react-router'
import { contentOverview } from '~/features/content/page-content.server'
import { formatDateTime } from '~/lib/dates'
import type { Route } from './+types/route'

/** /admin/content: the pages whose texts the admin edits, with their state and missing translations. */
export async function loader() {
  return { pages: await contentOverview() }
}

export default function ContentPages({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="font-serif text-3xl font-bold text-fig-800">Sayfa İçerikleri</h1>
      <p className="mt-2 max-w-3xl text-stone-600">
        Sayfaların metinleri üç dilde. Kaydedilen değişiklik önce taslaktır; “Yayınla” ile sitede görünür. Her yayın geçmişte kalır ve geri
        yüklenebilir.
      </p>
      <ul className="mt-6 grid gap-4 md:grid-cols-2" data-testid="content-pages">
        {loaderData.pages.map((page) => (
          <li key={page.key} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
            <h2 className="text-lg font-semibold text-fig-800">
              <Link to={`/admin/content/${page.key}`} className="hover:underline">
                {page.label}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-stone-600">
              {page.hasDraft && <strong className="text-amber-800">Yayınlanmamış taslak var. </strong>}
              {page.lastPublished.at
                ? `Son yayın: ${formatDateTime(page.lastPublished.at)}, ${page.lastPublished.by ?? '—'}`
                : 'Kurulumdaki metinler yayında'}
            </p>
            <p className="mt-1 text-sm text-stone-600">
              {page.missing.en.length + page.missing.de.length === 0
                ? 'Çevirilerin hepsi var.'
                : `Eksik çeviri: İngilizce ${page.missing.en.length}, Almanca ${page.missing.de.length}`}
              {page.outdated.en.length + page.outdated.de.length > 0 &&
                ` · Güncel olmayan çeviri: İngilizce ${page.outdated.en.length}, Almanca ${page.outdated.de.length}`}
            </p>
          </li>
        ))}
      </ul>
    </>
  )
}

export const meta: Route.MetaFunction = () => [{ title: 'Sayfa İçerikleri | Yönetim Paneli' }]
