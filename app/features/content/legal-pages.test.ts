import { createHash } from 'node:crypto'
import { expect, test } from 'vitest'
import { initialDocument } from './content-document'
import { legalPages, legalTextVersions } from './legal-pages'
import { contentPages } from './pages'

/** The page's initial content in every language: its content declaration's first texts (rows numbered 1, 2 …). */
function digestOf(page: (typeof legalPages)[number]): string {
  return createHash('sha256')
    .update(JSON.stringify(initialDocument(contentPages[page])))
    .digest('hex')
    .slice(0, 16)
}

test.each(legalPages)('%s: the date shown is the day its initial text last changed (update both when the text changes)', (page) => {
  const { updated, digest } = legalTextVersions[page]
  expect(updated).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  expect(new Date(`${updated}T00:00:00Z`).getTime()).toBeLessThanOrEqual(Date.now())
  expect(digestOf(page), `legalTextVersions.${page}: set updated to the day of the change and digest to this value`).toBe(digest)
})
