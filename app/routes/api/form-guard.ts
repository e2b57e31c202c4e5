import { formGuard } from '~/features/leads/form-guard.server'

/**
 * GET /api/form-guard: what a JSON client sends with a lead (POST /api/rfq, /api/trial-package,
 * /api/contact) so that it passes the spam checks the HTML forms get from the visitor's
 * `form_started` cookie: `formStartedAt` (signed; the post must come at least the fill time
 * later) and `submissionKey` (the same key twice stores one lead). Ask for a new one per request.
 */
export function loader() {
  const { startedAt, submissionKey } = formGuard()
  return Response.json({ formStartedAt: startedAt, submissionKey }, { headers: { 'Cache-Control': 'no-store' } })
}
