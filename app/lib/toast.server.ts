/**
 * One-time notices after a redirect (POST/redirect/GET): the action stores the notice in a
 * short-lived cookie, the next page shows it once (root loader) and clears the cookie.
 */
import { randomBytes } from 'node:crypto'
import { redirect } from 'react-router'
import { z } from 'zod'
import { toastSessionStorage } from './cookies.server'
import { safeRedirect } from './safe-redirect'

/** A path of this site, by the same rule as every redirect target (no other host, no control characters). */
const isSitePath = (href: string) => safeRedirect(href, 'http://site.invalid', '') === href

const ToastSchema = z.object({
  id: z.string(),
  type: z.enum(['success', 'error', 'info']),
  title: z.string(),
  description: z.string().optional(),
  /** A link the notice offers (e.g. to what was just saved); only a path on this site. */
  action: z.object({ label: z.string(), href: z.string().refine(isSitePath) }).optional(),
})
export type Toast = z.infer<typeof ToastSchema>

/**
 * Redirects to `url` with the notice. `receipt` rides along in the same one-time cookie for the
 * next page to read (readReceipt): what a visitor just sent, for a confirmation on that page.
 */
export async function redirectWithToast(url: string, toast: Omit<Toast, 'id'>, init?: ResponseInit, receipt?: unknown) {
  const storage = toastSessionStorage()
  const session = await storage.getSession()
  // A notice that could never be shown is a mistake of the caller: refused here, not dropped later.
  const notice: Toast = ToastSchema.parse({ ...toast, id: randomBytes(6).toString('hex') })
  session.flash('toast', notice)
  if (receipt !== undefined) session.flash('receipt', receipt)
  const headers = new Headers(init?.headers)
  headers.append('Set-Cookie', await storage.commitSession(session))
  return redirect(url, { ...init, headers })
}

/**
 * Redirects to `url` with only a receipt for the next page (readReceipt), no notice: that page
 * confirms what was done itself. The receipt gets a fresh `id`, one per redirect.
 */
export async function redirectWithReceipt(url: string, receipt: Record<string, unknown>, init?: ResponseInit) {
  const storage = toastSessionStorage()
  const session = await storage.getSession()
  session.flash('receipt', { ...receipt, id: randomBytes(6).toString('hex') })
  const headers = new Headers(init?.headers)
  headers.append('Set-Cookie', await storage.commitSession(session))
  return redirect(url, { ...init, headers })
}

/** The pending notice (if any) and the header that clears it (and the receipt that came with it or alone). */
export async function readToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const storage = toastSessionStorage()
  const session = await storage.getSession(request.headers.get('Cookie'))
  if (!session.has('toast') && !session.has('receipt')) return { toast: null, headers: null }
  const parsed = ToastSchema.safeParse(session.get('toast'))
  return {
    toast: parsed.success ? parsed.data : null,
    headers: new Headers({ 'Set-Cookie': await storage.destroySession(session) }),
  }
}

/**
 * The receipt that came with the pending notice (unchecked: the caller parses it), or undefined.
 * Reading it leaves the cookie as it is: the root loader clears notice and receipt together.
 */
export async function readReceipt(request: Request): Promise<unknown> {
  const header = request.headers.get('Cookie')
  if (!header) return undefined
  const session = await toastSessionStorage().getSession(header)
  return session.get('receipt')
}
