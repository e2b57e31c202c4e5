import { redirect } from 'react-router'
import { adminContext } from '~/features/auth/admin-middleware.server'
import { createQuote, QuoteError } from '~/features/quotes/quotes.server'
import { redirectWithToast } from '~/lib/toast.server'
import type { Route } from './+types/new-quote'

const leadPath = (leadId: string) => `/admin/leads?lead=${encodeURIComponent(leadId)}`

/** Nothing to show: the lead's detail has the button. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(leadPath(params.id))
}

/** POST /admin/leads/:id/quote: a new quote with a draft made from the request's lines. */
export async function action({ params, context }: Route.ActionArgs) {
  try {
    const quoteId = await createQuote(params.id, context.get(adminContext))
    return redirectWithToast(`/admin/quotes/${quoteId}`, {
      type: 'success',
      title: 'Başarılı',
      description: 'Teklif taslağı hazırlandı: fiyatları girip kaydedin',
    })
  } catch (error) {
    if (!(error instanceof QuoteError)) throw error
    return redirectWithToast(leadPath(params.id), { type: 'error', title: 'Hata', description: error.message })
  }
}
