import { data, Form, redirect, useNavigation } from 'react-router'
import {
  authenticator,
  checkLoginRateLimit,
  createAdminSession,
  getAdmin,
  isCrossOriginMutation,
  LoginError,
  recordFailedLogin,
  safeRedirectTo,
  sessionCookie,
} from '~/lib/auth.server'
import { redirectWithToast } from '~/lib/toast.server'
import type { Route } from './+types/login'

export const handle = { noIndex: true }

export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = safeRedirectTo(new URL(request.url).searchParams.get('redirectTo'))
  if (await getAdmin(request)) throw redirect(redirectTo)
  return { redirectTo }
}

export async function action({ request }: Route.ActionArgs) {
  if (isCrossOriginMutation(request)) throw new Response('Cross-origin request refused', { status: 403 })
  const form = await request.clone().formData()
  const email = String(form.get('email') ?? '')
  const limit = await checkLoginRateLimit(request, email)
  if (!limit.allowed) {
    return data(
      { title: 'Giriş Hatası', message: `Çok fazla deneme. Lütfen ${limit.retryAfterMinutes} dakika sonra tekrar deneyin.`, email },
      { status: 429 },
    )
  }
  try {
    const admin = await authenticator.authenticate('form', request)
    const { token, expiresAt } = await createAdminSession(admin.id)
    return redirectWithToast(
      safeRedirectTo(form.get('redirectTo')),
      { type: 'success', title: 'Giriş Başarılı', description: 'Admin paneline yönlendiriliyorsunuz...' },
      { headers: { 'Set-Cookie': sessionCookie(token, expiresAt) } },
    )
  } catch (error) {
    await recordFailedLogin(request, email)
    const message = error instanceof LoginError ? error.message : 'Email veya şifre hatalı'
    return data({ title: 'Giriş Hatası', message, email }, { status: 401 })
  }
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
            <label htmlFor="email" className="block text-sm font-medium">E-posta</label>
            <input id="email" name="email" type="email" required autoComplete="username" defaultValue={actionData?.email ?? ''}
              className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2" />
          </div>
          <div>
            <label htmlFor="password" className="block text-sm font-medium">Şifre</label>
            <input id="password" name="password" type="password" required autoComplete="current-password"
              className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2" />
          </div>
          <button type="submit" disabled={busy} className="w-full rounded-lg bg-fig-700 py-2.5 font-semibold text-white disabled:opacity-60">
            {busy ? 'Giriş yapılıyor...' : 'Giriş Yap'}
          </button>
        </Form>
      </div>
    </main>
  )
}

export const meta: Route.MetaFunction = () => [{ title: 'Giriş | Yönetim Paneli' }]
