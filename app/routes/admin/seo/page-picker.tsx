import { Link } from 'react-router'
import { pageHref } from './links'

interface PickablePage {
  key: string
  label: string
  /** The page has a saved setting. */
  saved: boolean
}

/** The fixed pages as links; the selected one is marked as the current page. */
export function PagePicker({ pages, current }: { pages: PickablePage[]; current: string | null }) {
  return (
    <nav aria-label="Sayfalar" className="mt-6">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-stone-500">Sayfa seçin</h2>
      <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-6">
        {pages.map((p) => {
          const selected = current === p.key
          return (
            <li key={p.key}>
              <Link
                to={pageHref(p.key)}
                aria-current={selected ? 'page' : undefined}
                data-testid={`seo-page-${p.key}`}
                className={`flex items-center justify-between gap-2 rounded-lg border px-3 py-2 text-sm ${selected ? 'border-fig-700 bg-fig-700 text-white' : 'border-stone-200 bg-white text-stone-800 hover:border-fig-500'}`}
              >
                <span className="min-w-0">
                  <span className="block font-medium">{p.label}</span>
                  <span className={`block truncate text-xs ${selected ? 'text-fig-100' : 'text-stone-500'}`}>{p.key}</span>
                </span>
                {p.saved && (
                  <span role="img" aria-label="ayar kayıtlı" title="Ayar kayıtlı" className={selected ? 'text-white' : 'text-green-700'}>
                    ✓
                  </span>
                )}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
