import type { Authorship } from '~/features/content/page-content.server'
import { formatDateTime, localTimeInput } from '~/lib/dates'
import { Field } from '~/ui/forms'
import { StatusButton } from '~/ui/status-button'

/**
 * A publication at a chosen time: "Taslağı kaydet ve zamanla" saves the form as the draft and
 * schedules it; the draft as it is then goes live within a minute of that time. A scheduled one
 * can be cancelled (the draft stays).
 */
export function SchedulePanel({ scheduled, refused }: { scheduled: Authorship; refused?: { error: string; typed: string } }) {
  return (
    <fieldset className="rounded-xl border border-stone-200 p-4" data-testid="content-schedule">
      <legend className="px-1 font-semibold text-fig-800">Zamanlanmış yayın</legend>
      {scheduled.at && (
        <p className="mb-3 text-sm text-stone-700">
          <strong>Zamanlandı:</strong> {formatDateTime(scheduled.at)} (İstanbul saati){scheduled.by && `, ${scheduled.by}`}. O anda taslağın
          kayıtlı hâli yayınlanır.{' '}
          <StatusButton name="intent" value="unschedule" tone="remove" size="sm" pendingLabel="Kaldırılıyor…">
            Zamanlamayı kaldır
          </StatusButton>
        </p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <Field
          label="Yayın zamanı (İstanbul saati)"
          type="datetime-local"
          name="publishAt"
          id="content-publish-at"
          defaultValue={refused?.typed ?? (scheduled.at ? localTimeInput(scheduled.at) : '')}
          errors={refused ? [refused.error] : undefined}
          className="min-w-64"
        />
        <StatusButton name="intent" value="schedule" tone="outline" pendingLabel="Zamanlanıyor…">
          Taslağı kaydet ve zamanla
        </StatusButton>
      </div>
    </fieldset>
  )
}
