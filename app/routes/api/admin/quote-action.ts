import { requireAdminApi } from '~/features/auth/auth.server'
import { mailedMessage, methodNotAllowed, quoteErrorResponse, quoteStepJson, readQuoteBody } from '~/features/quotes/quote-api.server'
import { extendQuote, sendQuote, withdrawQuote } from '~/features/quotes/quotes.server'
import { ExtendSchema } from '~/features/quotes/schemas'
import { isOneOf } from '~/lib/one-of'
import { siteUrlOf } from '~/lib/site-url.server'
import type { Route } from './+types/quote-action'

/** The steps a quote takes at /api/admin/quotes/:id/:action; any other name is a 404. */
const quoteActions = ['send', 'withdraw', 'extend'] as const

const unknownAction = () => Response.json({ message: 'Böyle bir teklif işlemi yok (send, withdraw, extend)' }, { status: 404 })

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdminApi(request)
  return isOneOf(quoteActions, params.action) ? methodNotAllowed('POST') : unknownAction()
}

/**
 * POST /api/admin/quotes/:id/send: the newest draft goes to the buyer (e-mailed with a private link).
 * POST /api/admin/quotes/:id/withdraw: the sent version can no longer be accepted.
 * POST /api/admin/quotes/:id/extend with { validUntil: 'YYYY-MM-DD' }: a new version with the new date, sent at once.
 * Each answers { message, mailed? (send, extend), quote }.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdminApi(request)
  const step = params.action
  if (!isOneOf(quoteActions, step)) return unknownAction()
  if (request.method !== 'POST') return methodNotAllowed('POST')
  try {
    switch (step) {
      case 'send': {
        const { version, mailed } = await sendQuote(params.id, admin, siteUrlOf(request))
        return Response.json(await quoteStepJson(params.id, mailedMessage(`Sürüm ${version} gönderildi`, mailed), mailed))
      }
      case 'withdraw': {
        const { version } = await withdrawQuote(params.id, admin)
        return Response.json(await quoteStepJson(params.id, `Sürüm ${version} geri çekildi`))
      }
      case 'extend': {
        const { validUntil } = await readQuoteBody(request, ExtendSchema)
        const { version, mailed } = await extendQuote(params.id, validUntil, admin, siteUrlOf(request))
        const message = mailedMessage(`Geçerlilik ${validUntil} tarihine uzatıldı: sürüm ${version} gönderildi`, mailed)
        return Response.json(await quoteStepJson(params.id, message, mailed))
      }
    }
  } catch (error) {
    return quoteErrorResponse(error)
  }
}
