import { randomBytes } from 'node:crypto'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import routes from '../../app/routes'
import { createAdminSession } from '../support/factories'
import { expect, seededAdminId, sessionCookieValue, test } from './fixtures'

/** Every path of the route config, params filled in. */
function paths(entries: RouteConfigEntry[], prefix = ''): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? prefix : [prefix, entry.path ?? ''].filter(Boolean).join('/')
    const children = entry.children ? paths(entry.children, own) : []
    return [...(entry.children ? (entry.path !== undefined ? [own] : []) : [own]), ...children]
  })
}
const filled = (path: string) => `/${path.replace(/:[\w]+\??/g, '00000000-0000-4000-8000-000000000000').replace(/\*/g, 'x')}`
const all = [...new Set(paths(routes as RouteConfigEntry[]).map(filled))]
const adminPages = all.filter((p) => p.startsWith('/admin') && p !== '/admin/login')
const adminApi = all.filter((p) => p.startsWith('/api/admin') && p !== '/api/admin/login')

// HTTP checks: once is enough.
test.describe('admin areas are closed on the server', { tag: '@js' }, () => {
  test('the route config has admin pages and admin API endpoints to check', () => {
    expect(adminPages).toContain('/admin')
    expect(adminPages).toContain('/admin/products')
    expect(adminApi).toContain('/api/admin/logout')
  })

  test('every admin page and endpoint refuses: no session, expired session, forged token, cross-origin POST', async ({
    request,
    db,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const adminId = await seededAdminId(db)
    const session = async (expiresInMs: number) =>
      (await createAdminSession(db.prisma, { adminId, expiresAt: new Date(Date.now() + expiresInMs) })).token
    const valid = await session(3600_000)
    const expired = await session(-1000)
    const forged = randomBytes(32).toString('base64url')
    const cookie = (token: string) => ({ Cookie: `admin_session=${sessionCookieValue(token)}` })
    const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

    for (const path of adminPages) {
      for (const headers of [{}, cookie(expired), cookie(forged)]) {
        const response = await request.get(path, { headers, maxRedirects: 0 })
        expect(response.status(), `GET ${path} ${JSON.stringify(headers)}`).toBe(302)
        expect(response.headers().location, path).toMatch(/^\/admin(\/login\?redirectTo=|$)/)
      }
      // An action posted without a session never runs: the guard answers before it.
      for (const headers of [{}, cookie(expired)]) {
        const post = await request.post(path, { headers, form: { intent: 'delete' }, maxRedirects: 0 })
        expect([302, 401, 403], `POST ${path} ${JSON.stringify(headers)}: ${post.status()}`).toContain(post.status())
        if (post.status() === 302) expect(post.headers().location, path).toMatch(/^\/admin(\/login(\?redirectTo=.*)?)?$/)
      }
      const crossSite = await request.post(path, {
        headers: { ...cookie(valid), Origin: 'https://evil.example' },
        form: { intent: 'delete' },
        maxRedirects: 0,
      })
      // Refused by our guard (403) or by React Router's own origin check on actions (400).
      expect([400, 403], `cross-origin POST ${path}: ${crossSite.status()}`).toContain(crossSite.status())
    }
    for (const path of adminApi) {
      for (const headers of [{}, bearer(expired), bearer(forged), cookie(expired)]) {
        for (const method of ['get', 'post'] as const) {
          const response = await request[method](path, { headers, maxRedirects: 0 })
          if (response.status() === 405) continue
          expect(response.status(), `${method.toUpperCase()} ${path} ${JSON.stringify(headers)}`).toBe(401)
          expect(await response.json()).toEqual({ message: 'Unauthorized' })
        }
      }
      // An action posted without a session never runs: the guard answers before it (or, for a
      // form body with a session cookie, the request gate: the API takes JSON only, 415).
      for (const headers of [{}, cookie(expired)]) {
        const post = await request.post(path, { headers, form: { intent: 'delete' }, maxRedirects: 0 })
        expect([302, 401, 403, 415], `POST ${path} ${JSON.stringify(headers)}: ${post.status()}`).toContain(post.status())
        if (post.status() === 302) expect(post.headers().location, path).toMatch(/^\/admin(\/login(\?redirectTo=.*)?)?$/)
      }
      // The body the endpoint takes (the upload endpoints take multipart only), so the origin check answers.
      const body = ['/api/admin/upload-image', '/api/admin/media'].includes(path) ? { multipart: { intent: 'delete' } } : { data: {} }
      const crossSite = await request.post(path, {
        headers: { ...cookie(valid), Origin: 'https://evil.example' },
        ...body,
        maxRedirects: 0,
      })
      expect(crossSite.status(), `cross-origin POST ${path}`).toBe(403)
    }
    // The valid session really works (so the refusals above are not an accident).
    expect((await request.get('/admin', { headers: cookie(valid), maxRedirects: 0 })).status()).toBe(200)
    expect((await request.get(`${baseURL}/admin/products`, { headers: cookie(valid), maxRedirects: 0 })).status()).toBe(200)
  })

  test('logging in with a wrong password says so; the login is rate-limited per e-mail', async ({ page, request }) => {
    await page.goto('/admin/login')
    await page.getByLabel('E-posta').fill('admin@example.com')
    await page.getByLabel('Şifre').fill('wrong password')
    await page.getByRole('button', { name: 'Giriş Yap' }).click()
    await expect(page.getByRole('alert')).toContainText('Email veya şifre hatalı')
    await expect(page.getByLabel('E-posta')).toHaveValue('admin@example.com')

    const email = `limit-${Date.now()}@example.com`
    const statuses = []
    for (let i = 0; i < 7; i++) {
      const response = await request.post('/api/admin/login', { data: { email, password: 'nope' } })
      statuses.push(response.status())
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(statuses.slice(5)).toEqual([429, 429])
  })
})

test('an admin logs in with the form, sees the dashboard and logs out (with and without JavaScript)', async ({ page }) => {
  await page.goto('/admin/leads')
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fleads$/)
  await page.getByLabel('E-posta').fill('admin@example.com')
  await page.getByLabel('Şifre').fill('e2e-admin-password')
  await page.getByRole('button', { name: 'Giriş Yap' }).click()
  await expect(page).toHaveURL(/\/admin\/leads$/)
  await expect(page.getByTestId('toast')).toContainText('Giriş Başarılı')
  await page.goto('/admin')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yönetim Paneli Genel Bakış')
  await expect(page.getByText('Admin Aktif').first()).toBeVisible()
  await page.getByRole('button', { name: 'Çıkış Yap' }).first().click()
  await expect(page).toHaveURL(/\/admin\/login$/)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
})
