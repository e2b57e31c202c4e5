import { createHash } from 'node:crypto'
import { expect, test } from 'vitest'
import de from '~/locales/de'
import en from '~/locales/en'
import tr from '~/locales/tr'
import { legalPages, legalTextVersions } from './legal-pages'

/** The page's visible texts in every language (its "last updated" line and meta description left out). */
function digestOf(page: (typeof legalPages)[number]): string {
  const texts = [tr, en, de].map(({ legal }) => {
    const { updated: _updated, metaDescription: _metaDescription, ...rest } = legal[page]
    return rest
  })
  return createHash('sha256').update(JSON.stringify(texts)).digest('hex').slice(0, 16)
}

test.each(legalPages)('%s: the date shown is the day its text last changed (update both when the text changes)', (page) => {
  const { updated, digest } = legalTextVersions[page]
  expect(updated).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  expect(new Date(`${updated}T00:00:00Z`).getTime()).toBeLessThanOrEqual(Date.now())
  expect(digestOf(page), `legalTextVersions.${page}: set updated to the day of the change and digest to this value`).toBe(digest)
})
