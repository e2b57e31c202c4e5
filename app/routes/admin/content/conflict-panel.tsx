import { formatDateTime } from '~/lib/dates'
import { ChangeTable } from './change-list'
import type { ContentActionData } from './edit-actions.server'

/** A save refused because another admin saved first: who and when, and the two versions where they differ. */
export function ConflictPanel({ conflict }: { conflict: NonNullable<ContentActionData['conflict']> }) {
  return (
    <section
      role="alert"
      aria-labelledby="content-conflict-title"
      className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-5"
      data-testid="content-conflict"
    >
      <h2 id="content-conflict-title" className="font-semibold text-amber-900">
        Başka bir kayıt sizden önce geldi
      </h2>
      <p className="mt-1 text-sm text-amber-900">
        {conflict.savedBy ?? 'Başka bir yönetici'}
        {conflict.savedAt && `, ${formatDateTime(conflict.savedAt)}`} bu sayfayı kaydetti. Formda sizin metinleriniz duruyor;
        kaydedilmediler. Kayıtlı sürümü almak için sayfayı yeniden açın, ya da aşağıdaki farkları gördükten sonra kendi sürümünüzü kaydedin.
      </p>
      <div className="mt-4 rounded-xl bg-white p-3">
        <ChangeTable changes={conflict.differences} beforeTitle="Kayıtlı sürüm" afterTitle="Sizin sürümünüz" />
      </div>
    </section>
  )
}
