import { Link } from 'react-router'
import { formatDateTime } from '~/lib/dates'
import { buttonClass } from '~/ui/button'
import type { Route } from './+types/route'
import { AiButton } from './ai-button'
import { pageHref } from './links'

type SavedSetting = Route.ComponentProps['loaderData']['settings'][number]

/** Every saved setting as a card with its buttons (AI refresh, edit, delete). */
export function SavedSettings({ settings, aiReady }: { settings: SavedSetting[]; aiReady: boolean }) {
  return (
    <section aria-labelledby="seo-saved-title" className="mt-8">
      <h2 id="seo-saved-title" className="text-xl font-semibold text-fig-800">
        Kayıtlı SEO Ayarları <span className="text-base font-normal text-stone-500">({settings.length})</span>
      </h2>
      {settings.length ? (
        <ul className="mt-3 grid gap-4 xl:grid-cols-2">
          {settings.map((s) => (
            <li key={s.id}>
              <SettingCard setting={s} aiReady={aiReady} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
          Henüz SEO ayarı yok
        </p>
      )}
    </section>
  )
}

function SettingCard({ setting: s, aiReady }: { setting: SavedSetting; aiReady: boolean }) {
  return (
    <article
      className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
      data-testid="seo-setting-card"
      data-page={s.page}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-semibold text-stone-900">{s.label}</h3>
        <span className="font-mono text-xs text-stone-500">{s.page}</span>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${s.isActive ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-700'}`}
        >
          {s.isActive ? 'Aktif' : 'Pasif'}
        </span>
      </div>
      <p className="mt-2 font-medium text-blue-800">{s.title_tr}</p>
      <p className="mt-1 line-clamp-2 text-sm text-stone-700">{s.description_tr}</p>
      {s.longTexts.length > 0 && <p className="mt-2 text-xs font-medium text-amber-800">Önerilenden uzun: {s.longTexts.join(', ')}</p>}
      <p className="mt-2 text-xs text-stone-500">Son güncelleme: {formatDateTime(s.updatedAt)}</p>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <AiButton page={s.page} settingId={s.id} label="AI ile Yenile" aiReady={aiReady} />
        <Link to={pageHref(s.page, '&edit=1#seo-secili')} className={buttonClass({ tone: 'secondary', size: 'sm' })}>
          Düzenle<span className="sr-only">: {s.label}</span>
        </Link>
        <Link
          to={pageHref(s.page, `&confirmDelete=${s.id}`)}
          className="inline-flex items-center rounded-lg border border-red-200 bg-white px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50"
        >
          Sil<span className="sr-only">: {s.label}</span>
        </Link>
      </div>
    </article>
  )
}
