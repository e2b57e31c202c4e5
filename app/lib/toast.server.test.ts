import { expect, test } from 'vitest'
import { readToast, redirectWithToast } from './toast.server'

const pair = (setCookie: string) => setCookie.split(';')[0]!

test('a toast travels in a signed, HttpOnly cookie for a minute, is shown once and cleared', async () => {
  const response = await redirectWithToast('/admin/products', { type: 'success', title: 'Kaydedildi' })
  expect(response.status).toBe(302)
  const header = response.headers.get('Set-Cookie')!
  expect(header).toMatch(/^toast=[^;]+; Max-Age=60; Path=\/; (Expires=[^;]+; )?HttpOnly; SameSite=Lax$/)

  const shown = await readToast(new Request('http://localhost/admin/products', { headers: { Cookie: `a=1; ${pair(header)}` } }))
  expect(shown.toast).toMatchObject({ type: 'success', title: 'Kaydedildi' })
  expect(shown.headers?.get('Set-Cookie')).toMatch(/^toast=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/)

  // No cookie, or one whose signature does not hold: nothing shown, nothing to clear.
  expect(await readToast(new Request('http://localhost/'))).toEqual({ toast: null, headers: null })
  const forged = `${pair(header).slice(0, -4)}AAAA`
  expect(await readToast(new Request('http://localhost/', { headers: { Cookie: forged } }))).toEqual({ toast: null, headers: null })
})

test('a notice may offer an action: a link to a path on this site, nothing else', async () => {
  const action = { label: 'Sayfayı sitede gör', href: '/en/products' }
  const response = await redirectWithToast('/admin/seo', { type: 'success', title: 'Başarılı', action })
  const read = await readToast(
    new Request('http://localhost/admin/seo', { headers: { Cookie: pair(response.headers.get('Set-Cookie')!) } }),
  )
  expect(read.toast?.action).toEqual(action)

  for (const href of [
    'https://example.com/',
    '//example.com/',
    '/\\example.com',
    'javascript:alert(1)',
    '/\t/example.com',
    '/\n/example.com',
    'products',
  ]) {
    await expect(redirectWithToast('/', { type: 'success', title: 'Başarılı', action: { label: 'x', href } }), href).rejects.toThrow()
  }
})
