/**
 * The spam checks of a post about to be stored: those of form-guard.server.ts, then whether a
 * JSON client's timer token was used for a lead before. Its nonce is counted in the shared
 * rate-limit table (one use per token, kept as long as a token lasts), so two posts racing with
 * one token store one genuine lead.
 */
import { hitRateLimit } from '~/lib/rate-limit.server'
import { FORM_TOKEN_MAX_AGE_MS, type GuardSource, spamReason, tokenNonce } from './form-guard.server'
import type { SpamReason } from './lead'

/** Clocks of several instances may differ a little: the use of a token is remembered a bit longer than it lasts. */
const REMEMBER_MS = FORM_TOKEN_MAX_AGE_MS + 5 * 60_000

export async function spamVerdict(source: GuardSource, request: Request): Promise<SpamReason | null> {
  const reason = await spamReason(source, request)
  if (reason) return reason
  const nonce = tokenNonce(source)
  if (nonce && !(await hitRateLimit(`form-token:${nonce}`, 1, REMEMBER_MS)).allowed) return 'reused-timer'
  return null
}
