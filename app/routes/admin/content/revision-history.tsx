import { Form } from 'react-router'
import type { RevisionSummary } from '~/features/content/page-content.server'
import { formatDateTime } from '~/lib/dates'
import { localeNamesTr } from '~/lib/locale'
import { StatusButton } from '~/ui/status-button'
import { ChangeTable } from './change-list'

/**
 * The page's latest publications (HISTORY_SHOWN), newest first: who and when, what it changed from the one before
 * (opened per revision, field by field), and a button that makes it the draft again.
 */
export function RevisionHistory({
  revisions,
  olderRevisions,
  version,
}: {
  revisions: readonly RevisionSummary[]
  olderRevisions: number
  version: number
}) {
  return (
    <section aria-labelledby="content-history-title" className="mt-10" data-testid="content-history">
      <h2 id="content-history-title" className="text-xl font-semibold text-fig-800">
        Yayın geçmişi
      </h2>
      {revisions.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">Henüz yayın yok: sitede kurulumdaki metinler görünüyor.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {revisions.map((revision, index) => (
            <li
              key={revision.number}
              className="rounded-xl border border-stone-200 bg-white p-4"
              data-testid={`revision-${revision.number}`}
            >
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm">
                  <strong>{revision.number}. sürüm</strong>
                  {index === 0 && <span className="ml-2 rounded-full bg-leaf-100 px-2 py-0.5 text-xs text-leaf-800">yayında</span>} ·{' '}
                  {revision.publishedBy ? `${formatDateTime(revision.publishedAt)}, ${revision.publishedBy}` : 'kurulumdaki metinler'}
                  {revision.restoredFrom !== null && ` · ${revision.restoredFrom}. sürümden geri yüklendi`}
                </p>
                {index > 0 && (
                  <Form method="post">
                    <input type="hidden" name="version" value={version} />
                    <input type="hidden" name="revision" value={revision.number} />
                    <StatusButton name="intent" value="restore" tone="secondary" size="sm" pendingLabel="Geri yükleniyor…">
                      Taslak olarak geri yükle<span className="sr-only"> ({revision.number}. sürüm)</span>
                    </StatusButton>
                  </Form>
                )}
              </div>
              {revision.changes.length > 0 && (
                <details className="mt-2">
                  <summary className="cursor-pointer text-sm text-fig-700">
                    {revision.changes.length} değişiklik: {summary(revision)}
                  </summary>
                  <div className="mt-2">
                    <ChangeTable changes={revision.changes} beforeTitle="Önceki" afterTitle="Bu sürüm" />
                  </div>
                </details>
              )}
            </li>
          ))}
        </ol>
      )}
      {olderRevisions > 0 && (
        <p className="mt-3 text-sm text-stone-600" data-testid="older-revisions">
          Daha eski {olderRevisions} yayın saklanıyor; burada son {revisions.length} yayın gösteriliyor.
        </p>
      )}
    </section>
  )
}

function summary(revision: RevisionSummary): string {
  const names = revision.changes.slice(0, 3).map((change) => {
    const languages = change.locales.map((locale) => localeNamesTr[locale]).join(', ')
    return languages ? `${change.labels.join(' › ')} (${languages})` : change.labels.join(' › ')
  })
  return revision.changes.length > 3 ? `${names.join('; ')} …` : names.join('; ')
}
