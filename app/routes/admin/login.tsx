import { data, Form, redirect, useNavigation } from 'react-router'
import { afterLoginPath, getAdmin, logIn, requireSameOriginForm, sessionCookie } from '~/features/auth/auth.server'
import { redirectWithToast } from '~/lib/toast.server'
import type { Route } from './+types/login'

export const handle = { noIndex: true }

export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = afterLoginPath(request, new URL(request.url).searchParams.get('redirectTo'))
  if (await getAdmin(request)) throw redirect(redirectTo)
  return { redirectTo }
}

export async function action({ request }: Route.ActionArgs) {
  requireSameOriginForm(request)
  const form = await request.formData().catch(() => null)
  if (!form) return data({ title: 'Giriş Hatası', message: 'Geçersiz istek', email: '' }, { status: 400 })
  const email = form.get('email')
  const result = await logIn(request, { email, password: form.get('password') })
  if (!result.ok) {
    const headers = result.retryAfterSeconds ? { 'Retry-After': String(result.retryAfterSeconds) } : undefined
    return data(
      { title: 'Giriş Hatası', message: result.message, email: typeof email === 'string' ? email.slice(0, 254) : '' },
      { status: result.status, headers },
    )
  }
  return redirectWithToast(
    afterLoginPath(request, form.get('redirectTo')),
    { type: 'success', title: 'Giriş Başarılı', description: 'Admin paneline yönlendiriliyorsunuz...' },
    { headers: { 'Set-Cookie': await sessionCookie(request, result.token, result.expiresAt) } },
  )
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  return (
    <main className="flex min-h-screen items-center justify-center bg-stone-100 px-4">
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 shadow">
        <h1 className="text-center font-serif text-2xl font-bold text-fig-800">Yönetim Paneli</h1>
        <p className="mt-1 text-center text-sm text-stone-600">Devam etmek için giriş yapın</p>
        {actionData && (
          <div role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
            <p className="font-semibold">{actionData.title}</p>
            <p>{actionData.message}</p>
          </div>
        )}
        <Form method="post" className="mt-6 space-y-4">
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          <div>
            <label htmlFor="email" className="block text-sm font-medium">
              E-posta
            </label>
            <input
              id="email"
              name="email"
              type="email"
              required
              autoComplete="username"
              defaultValue={actionData?.email ?? ''}
              className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2"
            />
          </div>
          <div>
            <label htmlFor="password" className="block text-sm font-medium">
              Şifre
            </label>
            <input
              id="password"
              name="password"
              type="password"
              required
              autoComplete="current-password"
              className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2"
            />
          </div>
          <button
            type="submit"
            disabled={busy}
            className="w-full rounded-lg bg-fig-700 py-2.5 font-semibold text-white disabled:opacity-60"
          >
            {busy ? 'Giriş yapılıyor...' : 'Giriş Yap'}
          </button>
        </Form>
      </div>
    </main>
  )
}

export const meta: Route.MetaFunction = () => [{ title: 'Giriş | Yönetim Paneli' }]
