import { data, Form, redirect } from 'react-router'
import { afterLoginPath, getAdmin, requireSameOriginForm, sessionCookie } from '~/features/auth/auth.server'
import { logIn } from '~/features/auth/login.server'
import { loginPageClearCookie, loginPageSetCookie } from '~/features/auth/login-lanes.server'
import { redirectWithToast } from '~/lib/toast.server'
import { Field, FormAlert } from '~/ui/forms'
import { StatusButton } from '~/ui/status-button'
import type { Route } from './+types/login'

export const handle = { noIndex: true }

export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = afterLoginPath(request, new URL(request.url).searchParams.get('redirectTo'))
  if (await getAdmin(request)) throw redirect(redirectTo)
  // The page's token (a cookie) lets its post wait in the login page lane, not behind anonymous floods.
  return data({ redirectTo }, { headers: { 'Set-Cookie': await loginPageSetCookie(request) } })
}

export async function action({ request }: Route.ActionArgs) {
  requireSameOriginForm(request)
  // Read from a copy: logIn reads the request itself (the strategy reads the body once more).
  const form = await request
    .clone()
    .formData()
    .catch(() => null)
  // A token counts once: an answer that shows the form again brings a new one (the loader does not run after a 4xx answer).
  const newToken = { 'Set-Cookie': await loginPageSetCookie(request) }
  if (!form) return data({ title: 'Giriş Hatası', message: 'Geçersiz istek', email: '' }, { status: 400, headers: newToken })
  const email = form.get('email')
  const result = await logIn(request)
  if (!result.ok) {
    const headers = result.retryAfterSeconds ? { ...newToken, 'Retry-After': String(result.retryAfterSeconds) } : newToken
    return data(
      { title: 'Giriş Hatası', message: result.message, email: typeof email === 'string' ? email.slice(0, 254) : '' },
      { status: result.status, headers },
    )
  }
  const headers = new Headers()
  headers.append('Set-Cookie', await sessionCookie(request, result.token, result.expiresAt))
  headers.append('Set-Cookie', result.knownDeviceCookie)
  headers.append('Set-Cookie', await loginPageClearCookie(request))
  return redirectWithToast(
    afterLoginPath(request, form.get('redirectTo')),
    { type: 'success', title: 'Giriş Başarılı', description: 'Admin paneline yönlendiriliyorsunuz...' },
    { headers },
  )
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-stone-100 px-4">
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 shadow">
        <h1 className="text-center font-serif text-2xl font-bold text-fig-800">Yönetim Paneli</h1>
        <p className="mt-1 text-center text-sm text-stone-600">Devam etmek için giriş yapın</p>
        {actionData && <FormAlert title={actionData.title} errors={[actionData.message]} className="mt-6" />}
        <Form method="post" className="mt-6 space-y-4">
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          <Field
            id="email"
            name="email"
            label="E-posta"
            type="email"
            required
            autoComplete="username"
            defaultValue={actionData?.email ?? ''}
          />
          <Field id="password" name="password" label="Şifre" type="password" required autoComplete="current-password" />
          <StatusButton pendingLabel="Giriş yapılıyor..." className="w-full">
            Giriş Yap
          </StatusButton>
        </Form>
      </div>
    </main>
  )
}

export const meta: Route.MetaFunction = () => [{ title: 'Giriş | Yönetim Paneli' }]
