/** When a page's draft may be scheduled for publication. */

/** Latest time a publication may be scheduled for, from now. */
export const SCHEDULE_MAX_DAYS = 366

/** Why a publication time cannot be one, or null when it can (in the future, within SCHEDULE_MAX_DAYS). */
export function scheduleProblem(time: Date, now = Date.now()): string | null {
  if (Number.isNaN(time.getTime())) return 'Yayın zamanını gün ve saat olarak girin (İstanbul saati).'
  if (time.getTime() <= now) return 'Yayın zamanı gelecekte olmalıdır; hemen yayınlamak için "Yayınla"ya basın.'
  if (time.getTime() > now + SCHEDULE_MAX_DAYS * 86_400_000) return `Yayın en fazla ${SCHEDULE_MAX_DAYS} gün sonrasına zamanlanabilir.`
  return null
}
