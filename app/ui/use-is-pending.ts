import { useFetchers, useNavigation } from 'react-router'

type FormMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** Which submission a button or form waits for; every part left out matches anything. */
export interface PendingFilter {
  /** The URL the form posts to (without its #hash). */
  formAction?: string
  /** 'POST' unless given. */
  formMethod?: FormMethod
  /** The submission's `intent` field: one value or any of several. */
  intent?: string | readonly string[]
  /** Other fields the submission must carry with these values, e.g. `{ id: row.id }` (undefined: the field is absent). */
  fields?: Readonly<Record<string, string | undefined>>
}

/** The parts of a navigation or a fetcher that tell what it sends. */
export interface Submission {
  state: string
  formMethod?: string
  formAction?: string
  formData?: FormData
}

/** Whether `submission` is under way and fits `filter`. */
export function isPendingSubmission(submission: Submission, { formAction, formMethod = 'POST', intent, fields }: PendingFilter): boolean {
  if (submission.state === 'idle' || !submission.formMethod) return false
  if (submission.formMethod.toUpperCase() !== formMethod) return false
  if (formAction !== undefined && submission.formAction !== formAction) return false
  const data = submission.formData
  if (intent !== undefined) {
    const posted = data?.get('intent')
    if (typeof posted !== 'string' || !(typeof intent === 'string' ? [intent] : intent).includes(posted)) return false
  }
  return Object.entries(fields ?? {}).every(([name, value]) => (data?.get(name) ?? undefined) === value)
}

/**
 * True while a submission that fits `filter` is on its way, whether the page navigation or a
 * fetcher sends it, and until the page it leads to (a redirect, the revalidated data) has loaded,
 * so a button never flips back before the answer shows. The one place pending state is computed.
 */
export function useIsPending(filter: PendingFilter = {}): boolean {
  const navigation = useNavigation()
  const fetchers = useFetchers()
  return isPendingSubmission(navigation, filter) || fetchers.some((fetcher) => isPendingSubmission(fetcher, filter))
}
