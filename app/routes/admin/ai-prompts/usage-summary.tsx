import { aiKindLabel, formatCount, formatDuration } from '~/features/ai/usage'
import { formatDateTime } from '~/lib/dates'
import { HeaderRow } from '~/ui/data-table'

const cell = 'py-2 pr-3 font-medium'
const numberCell = 'py-2 pr-3 text-right font-medium'

/** The columns of the recent calls. */
const callColumns = [
  { label: 'Tarih', className: cell },
  { label: 'Tür', className: cell },
  { label: 'Model', className: cell },
  { label: 'Token (giriş / çıkış)', className: numberCell },
  { label: 'Süre', className: numberCell },
  { label: 'Sonuç', className: cell },
  { label: 'Hata', className: 'py-2 font-medium' },
]

export interface UsageView {
  month: string
  calls: number
  failed: number
  promptTokens: number
  completionTokens: number
  recent: {
    id: string
    kind: string
    model: string
    promptTokens: number | null
    completionTokens: number | null
    durationMs: number
    outcome: string
    error: string | null
    createdAt: Date
  }[]
}

/** This month's AI calls and tokens, and the last calls (issue 7's usage log). */
export function UsageSummary({
  usage,
  configured,
  notConfiguredText,
}: {
  usage: UsageView
  configured: boolean
  notConfiguredText: string
}) {
  return (
    <section
      aria-labelledby="ai-usage-title"
      className="mt-10 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
      data-testid="ai-usage"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="ai-usage-title" className="text-lg font-semibold text-fig-800">
          AI Kullanımı <span className="font-normal text-stone-600">· {usage.month}</span>
        </h2>
        <p className={`text-sm ${configured ? 'text-leaf-700' : 'text-stone-600'}`} data-testid="ai-configured">
          {configured ? 'AI yapılandırıldı' : notConfiguredText}
        </p>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Bu ayki çağrılar" value={formatCount(usage.calls)} testId="usage-calls" />
        <Stat label="Başarısız" value={formatCount(usage.failed)} testId="usage-failed" tone={usage.failed ? 'text-red-700' : undefined} />
        <Stat label="Giriş token" value={formatCount(usage.promptTokens)} testId="usage-prompt-tokens" />
        <Stat label="Çıkış token" value={formatCount(usage.completionTokens)} testId="usage-completion-tokens" />
      </dl>
      <h3 className="mt-6 text-sm font-semibold text-stone-800">Son 10 çağrı</h3>
      {usage.recent.length ? (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[48rem] text-left text-sm" data-testid="ai-calls">
            <thead className="border-b border-stone-200 text-xs uppercase tracking-wide text-stone-500">
              <HeaderRow columns={callColumns} />
            </thead>
            <tbody className="divide-y divide-stone-100">
              {usage.recent.map((call) => (
                <tr key={call.id} data-testid="ai-call">
                  <td className="whitespace-nowrap py-2 pr-3 tabular-nums">{formatDateTime(call.createdAt)}</td>
                  <td className="py-2 pr-3">{aiKindLabel(call.kind)}</td>
                  <td className="py-2 pr-3 font-mono text-xs">{call.model}</td>
                  <td className="whitespace-nowrap py-2 pr-3 text-right tabular-nums">
                    {formatCount(call.promptTokens)} / {formatCount(call.completionTokens)}
                  </td>
                  <td className="whitespace-nowrap py-2 pr-3 text-right tabular-nums">{formatDuration(call.durationMs)}</td>
                  <td className="py-2 pr-3">
                    {call.outcome === 'ok' ? (
                      <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">Başarılı</span>
                    ) : (
                      <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">Hata</span>
                    )}
                  </td>
                  <td className="max-w-xs break-words py-2 text-stone-700">{call.error ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-2 text-sm text-stone-600">Henüz AI çağrısı yok.</p>
      )}
    </section>
  )
}

function Stat({ label, value, testId, tone }: { label: string; value: string; testId: string; tone?: string }) {
  return (
    <div className="rounded-xl bg-stone-50 p-3">
      <dt className="text-xs font-medium text-stone-500">{label}</dt>
      <dd className={`mt-1 text-2xl font-semibold tabular-nums ${tone ?? 'text-stone-900'}`} data-testid={testId}>
        {value}
      </dd>
    </div>
  )
}
