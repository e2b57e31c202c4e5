import { Link } from 'react-router'
import { groupHealthIssues, type HealthIssue, healthCategoryText, subjectKindLabels } from '~/features/seo/content-health'
import { readContentHealth } from '~/features/seo/content-health.server'
import { siteUrlOf } from '~/lib/site-url.server'
import type { Route } from './+types/health'

/** /admin/health: what a visitor or a search engine would miss, each finding linked to its edit screen. */
export async function loader({ request }: Route.LoaderArgs) {
  const issues = await readContentHealth(siteUrlOf(request))
  return { total: issues.length, groups: groupHealthIssues(issues) }
}

export default function ContentHealth({ loaderData }: Route.ComponentProps) {
  const { total, groups } = loaderData
  return (
    <>
      <h1 className="font-serif text-3xl font-bold text-fig-800">İçerik Sağlığı</h1>
      <p className="mt-2 max-w-3xl text-stone-600">
        Ziyaretçinin ya da arama motorunun kaçıracağı her şey: eksik çeviriler, alt metni olmayan görseller, uzun SEO metinleri, pasif
        ürünlere giden bağlantılar ve görseli olmayan içerik. Pasif kayıtlar işaretlidir; sitede henüz görünmezler.
      </p>

      <nav aria-label="Özet" className="mt-6">
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {groups.map(({ category, issues }) => (
            <li key={category}>
              <a
                href={`#${category}`}
                className="block h-full rounded-2xl border border-stone-200 bg-white p-4 shadow-sm hover:border-fig-500"
              >
                <span className="block text-sm text-stone-600">{healthCategoryText[category].title}</span>
                <span
                  className={`mt-1 block text-2xl font-bold ${issues.length ? 'text-amber-800' : 'text-green-800'}`}
                  data-testid={`health-count-${category}`}
                >
                  {issues.length}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {total === 0 && (
        <p className="mt-6 rounded-2xl border border-green-200 bg-green-50 p-6 text-green-900" role="status">
          Her şey yolunda: bulunan sorun yok.
        </p>
      )}

      {groups.map(({ category, issues }) => (
        <section
          key={category}
          id={category}
          aria-labelledby={`${category}-title`}
          className="mt-8 scroll-mt-6"
          data-testid={`health-${category}`}
        >
          <h2 id={`${category}-title`} className="text-xl font-semibold text-fig-800">
            {healthCategoryText[category].title} <span className="text-base font-normal text-stone-500">({issues.length})</span>
          </h2>
          <p className="mt-1 text-sm text-stone-600">{healthCategoryText[category].why}</p>
          {issues.length ? (
            <ul className="mt-3 divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white">
              {issues.map((issue, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: no field is unique (two media files may share a name); the server's list is shown as is, never reordered, rows hold no state
                <IssueRow key={`${issue.href}:${issue.problem}:${index}`} issue={issue} />
              ))}
            </ul>
          ) : (
            <p className="mt-3 rounded-2xl border border-dashed border-stone-300 bg-white p-4 text-sm text-stone-600">Sorun yok.</p>
          )}
        </section>
      ))}
    </>
  )
}

function IssueRow({ issue }: { issue: HealthIssue }) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4" data-testid="health-issue">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-700">
            {subjectKindLabels[issue.kind]}
          </span>
          <span className="font-medium text-stone-900">{issue.subject}</span>
          {issue.inactive && <span className="rounded-full bg-stone-200 px-2.5 py-0.5 text-xs font-semibold text-stone-700">Pasif</span>}
        </p>
        <p className="mt-1 text-sm text-stone-700">{issue.problem}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {issue.related && (
          <Link
            to={issue.related.href}
            className="rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-50"
          >
            {issue.related.label}
          </Link>
        )}
        <Link to={issue.href} className="rounded-lg bg-fig-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-fig-800">
          Düzenle<span className="sr-only">: {issue.subject}</span>
        </Link>
      </div>
    </li>
  )
}

export const meta: Route.MetaFunction = () => [{ title: 'İçerik Sağlığı | Yönetim Paneli' }]
