/**
 * The public read API is kept by a CDN as long as the public pages: its Cache-Control is the
 * PUBLIC_CACHE_CONTROL setting, and an error is never kept.
 */
import { beforeAll, expect, test } from 'vitest'

const setting = 'public, max-age=0, s-maxage=30, stale-while-revalidate=120'
// Set before any app module reads the environment.
process.env.PUBLIC_CACHE_CONTROL = setting

let countries: typeof import('~/routes/api/countries')

beforeAll(async () => {
  countries = await import('~/routes/api/countries')
})

const get = (query: string) => countries.loader({ url: new URL(`http://localhost/api/countries${query}`) } as never)

test('a read answers with PUBLIC_CACHE_CONTROL, a refused read with no-store', async () => {
  const read = await get('?locale=de')
  expect(read.status).toBe(200)
  expect(read.headers.get('cache-control')).toBe(setting)

  const refused = await get('?locale=xx')
  expect(refused.status).toBe(400)
  expect(refused.headers.get('cache-control')).toBe('no-store')
})
