import { STARTED_FIELD, submissionKeyOf } from './form-guard.server'

export interface FormGuard {
  startedAt: string
  submissionKey: string
}

/**
 * The guard a form was posted with. A form the action re-renders (validation messages, or a row
 * added without JavaScript) carries it on, so the fill time still counts from the first render
 * (a fresh one would flag a quick correction as spam) and a retry keeps the form's key.
 * The start time stays signed: spamReason() checks it on every post.
 */
export function postedGuard(formData: FormData): FormGuard | null {
  const startedAt = formData.get(STARTED_FIELD)
  const submissionKey = submissionKeyOf(formData)
  if (typeof startedAt !== 'string' || !/^\d{1,15}\.[\w-]{1,100}$/.test(startedAt) || !submissionKey) return null
  return { startedAt, submissionKey }
}
