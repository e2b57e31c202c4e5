import { answerQuoteApi, leadThreadJson, mailedMessage, quoteJsonLoader, readQuoteBody } from '~/features/quotes/quote-api.server'
import { replyToBuyer } from '~/features/quotes/quotes.server'
import { ReplySchema } from '~/features/quotes/schemas'
import { siteUrlOf } from '~/lib/site-url.server'
import type { Route } from './+types/lead-thread'

/** GET /api/admin/leads/:id/thread: the buyer's messages and the sales team's replies, oldest first. */
export const loader = quoteJsonLoader(leadThreadJson)

/** POST /api/admin/leads/:id/thread with { body }: a reply to the buyer, e-mailed → 201 with { message, mailed, thread }. */
export async function action({ request, params }: Route.ActionArgs) {
  return answerQuoteApi(
    request,
    async (admin) => {
      const { body } = await readQuoteBody(request, ReplySchema)
      const { mailed } = await replyToBuyer(params.id, body, admin, siteUrlOf(request))
      const message = mailedMessage('Yanıt kaydedildi', mailed)
      return Response.json({ message, mailed, thread: await leadThreadJson(params.id) }, { status: 201 })
    },
    { method: 'POST', allow: 'GET, POST' },
  )
}
