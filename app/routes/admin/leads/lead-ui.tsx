/** Small pieces the lead list and the lead detail share. */
import { type LeadKindCode, type LeadStatusCode, leadKindBadges, leadStatusLabels } from '~/features/leads/lead-labels'
import { Badge } from '~/ui/badge'

/** One term of a description list and its value ('-' when there is none). */
export function Detail({
  label,
  value,
  children,
  className = '',
}: {
  label: string
  value?: string | null
  children?: React.ReactNode
  className?: string
}) {
  return (
    <div className={`min-w-0 ${className}`}>
      <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">{label}</dt>
      <dd className="text-stone-900 wrap-anywhere">{children ?? (value || '-')}</dd>
    </div>
  )
}

export function Panel({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-5" data-testid={testId}>
      <h3 className="text-base font-semibold text-stone-900">{title}</h3>
      <div className="mt-3">{children}</div>
    </section>
  )
}

const statusTones: Record<LeadStatusCode, string> = {
  new: 'bg-sky-100 text-sky-900',
  contacted: 'bg-amber-100 text-amber-900',
  quoted: 'bg-fig-100 text-fig-800',
  won: 'bg-green-100 text-green-900',
  lost: 'bg-stone-200 text-stone-800',
  spam: 'bg-red-100 text-red-900',
}

export function StatusBadge({ status }: { status: LeadStatusCode }) {
  return (
    <Badge tone={statusTones[status]} testId="lead-status">
      {leadStatusLabels[status]}
    </Badge>
  )
}

/** The lead's stored kind. */
export function KindBadge({ kind }: { kind: LeadKindCode }) {
  return (
    <Badge tone="bg-gold-100 text-gold-700" testId="lead-kind">
      {leadKindBadges[kind]}
    </Badge>
  )
}
