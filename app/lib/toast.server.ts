/**
 * One-time notices after a redirect (POST/redirect/GET): the action stores the notice in a
 * short-lived cookie, the next page shows it once (root loader) and clears the cookie.
 */
import { randomBytes } from 'node:crypto'
import { createCookieSessionStorage, redirect } from 'react-router'
import { z } from 'zod'
import { env } from './env.server'

const ToastSchema = z.object({
  id: z.string(),
  type: z.enum(['success', 'error', 'info']),
  title: z.string(),
  description: z.string().optional(),
})
export type Toast = z.infer<typeof ToastSchema>

type ToastStorage = ReturnType<typeof createCookieSessionStorage<Record<string, never>, { toast: Toast }>>
let storage: ToastStorage | undefined
function toastStorage() {
  storage ??= createCookieSessionStorage<Record<string, never>, { toast: Toast }>({
    cookie: {
      name: 'toast',
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: env().NODE_ENV === 'production' && Boolean(env().SITE_URL?.startsWith('https:')),
      secrets: [env().SESSION_SECRET ?? processSecret],
      maxAge: 60,
    },
  })
  return storage
}
const processSecret = randomBytes(32).toString('hex')

export async function redirectWithToast(url: string, toast: Omit<Toast, 'id'>, init?: ResponseInit) {
  const session = await toastStorage().getSession()
  session.flash('toast', { ...toast, id: randomBytes(6).toString('hex') })
  const headers = new Headers(init?.headers)
  headers.append('Set-Cookie', await toastStorage().commitSession(session))
  return redirect(url, { ...init, headers })
}

/** The pending notice (if any) and the header that clears it. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const cookie = request.headers.get('Cookie')
  if (!cookie?.includes('toast=')) return { toast: null, headers: null }
  const session = await toastStorage().getSession(cookie)
  const parsed = ToastSchema.safeParse(session.get('toast'))
  return {
    toast: parsed.success ? parsed.data : null,
    headers: new Headers({ 'Set-Cookie': await toastStorage().destroySession(session) }),
  }
}
