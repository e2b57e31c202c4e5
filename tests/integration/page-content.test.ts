/**
 * The pages' editable content on a real database: what visitors read before and after a draft,
 * a publication and a restore, the content version that empties the page caches, and two
 * editors writing at once (the second is refused with what the first stored).
 */
import { beforeAll, describe, expect, test } from 'vitest'
import type { PrismaClient } from '~/generated/prisma/client'
import type * as PageContent from '~/features/content/page-content.server'
import { initialDocument } from '~/features/content/content-document'
import { contentPages } from '~/features/content/pages'

let prisma: PrismaClient
let content: typeof PageContent

beforeAll(async () => {
  ;({ prisma } = await import('~/lib/db.server'))
  content = await import('~/features/content/page-content.server')
})

const contentVersion = async () => (await prisma.contentVersion.findUniqueOrThrow({ where: { id: 1 } })).version

const withGermanStory = (document: Record<string, unknown>, story: string) => {
  const next = structuredClone(document) as ReturnType<typeof initialDocument<typeof contentPages.about.fields>>
  next.story.text.de = story
  return next
}

describe('about page: draft, publication, restore', () => {
  test('without a stored entry the page shows its first texts, in each language', async () => {
    const de = await content.pageContent('about', 'de')
    expect(de.story.title).toBe('Unsere Geschichte')
    expect(de.story.text.html.__html).toMatch(/^<p>Unsere Geschichte begann 1975/)
    expect(de.stats.map((stat) => stat.value)).toEqual(['50+', '10', '100+', '100%'])
    const state = await content.contentEditorState('about')
    expect(state).toMatchObject({ version: 0, draft: null, revisions: [] })
  })

  test('a draft is not public and leaves the content version alone; publishing shows it and makes a revision', async () => {
    const first = initialDocument(contentPages.about)
    const before = await contentVersion()
    const draft = await content.saveContent('about', withGermanStory(first, 'Neue Geschichte.'), {
      baseVersion: 0,
      by: 'a@x.test',
      publish: false,
    })
    expect(draft).toEqual({ ok: true, version: 1, revision: null })
    expect((await content.pageContent('about', 'de')).story.text.text).toMatch(/^Unsere Geschichte begann/)
    // Creating the entry is one bump (its first texts are what was shown already); the draft adds none.
    expect(await contentVersion()).toBe(before + 1n)
    const editing = await content.contentEditorState('about')
    expect(editing.draft).toMatchObject({ story: { text: { de: 'Neue Geschichte.' } } })
    expect(editing.revisions.map((revision) => [revision.number, revision.publishedBy])).toEqual([[1, null]])

    const bumped = await contentVersion()
    const published = await content.saveContent('about', withGermanStory(first, 'Neue Geschichte.'), {
      baseVersion: 1,
      by: 'b@x.test',
      publish: true,
    })
    expect(published).toEqual({ ok: true, version: 2, revision: 2 })
    expect(await contentVersion()).toBeGreaterThan(bumped)
    expect((await content.pageContent('about', 'de')).story.text.html.__html).toBe('<p>Neue Geschichte.</p>\n')
    // The other languages are untouched.
    expect((await content.pageContent('about', 'en')).story.text.text).toMatch(/^Our story began in 1975/)
    const state = await content.contentEditorState('about')
    expect(state.draft).toBeNull()
    expect(state.lastPublished.by).toBe('b@x.test')
    const [latest] = state.revisions
    expect(latest.number).toBe(2)
    expect(latest.changes.map((change) => [change.labels.join(' › '), change.locales])).toEqual([['Hikâyemiz › Metin', ['de']]])
  })

  test('a save based on an older version is refused with what is stored now; of parallel saves exactly one wins', async () => {
    const { version } = await content.contentEditorState('about')
    const stale = await content.saveContent('about', initialDocument(contentPages.about), {
      baseVersion: version - 1,
      by: 'c@x.test',
      publish: false,
    })
    expect(stale.ok).toBe(false)
    if (stale.ok) return
    expect(stale.conflict.version).toBe(version)
    expect(stale.conflict.document).toMatchObject({ story: { text: { de: 'Neue Geschichte.' } } })
    expect(stale.conflict.savedBy).toBe('b@x.test')

    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        content.saveContent('about', withGermanStory(initialDocument(contentPages.about), `Fassung ${i}`), {
          baseVersion: version,
          by: `editor${i}@x.test`,
          publish: i % 2 === 0,
        }),
      ),
    )
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    const after = await content.contentEditorState('about')
    expect(after.version).toBe(version + 1)
    // Every refused one was told the winner's version.
    for (const result of results) if (!result.ok) expect(result.conflict.version).toBeGreaterThanOrEqual(version)
  })

  test('an earlier revision restored as the draft, then published, brings its text back', async () => {
    const state = await content.contentEditorState('about')
    const first = await content.contentRevision('about', 1)
    expect(first).toEqual(initialDocument(contentPages.about))
    const restored = await content.saveContent('about', first!, {
      baseVersion: state.version,
      by: 'd@x.test',
      publish: false,
      restoredFrom: 1,
    })
    expect(restored.ok).toBe(true)
    const draft = await content.contentEditorState('about')
    expect(draft.draft).toEqual(initialDocument(contentPages.about))
    const published = await content.saveContent('about', draft.draft!, { baseVersion: draft.version, by: 'd@x.test', publish: true })
    expect(published.ok).toBe(true)
    expect((await content.pageContent('about', 'de')).story.text.text).toMatch(/^Unsere Geschichte begann 1975/)
    const [latest] = (await content.contentEditorState('about')).revisions
    expect(latest.restoredFrom).toBe(1)
  })

  test('discarding a draft keeps the published page; a discard based on an older version is refused', async () => {
    const { version } = await content.contentEditorState('about')
    await content.saveContent('about', withGermanStory(initialDocument(contentPages.about), 'Nur ein Entwurf'), {
      baseVersion: version,
      by: 'e@x.test',
      publish: false,
    })
    expect((await content.discardDraft('about', { baseVersion: version })).ok).toBe(false)
    expect((await content.discardDraft('about', { baseVersion: version + 1 })).ok).toBe(true)
    const state = await content.contentEditorState('about')
    expect(state.draft).toBeNull()
    expect((await content.pageContent('about', 'de')).story.text.text).toMatch(/^Unsere Geschichte begann 1975/)
  })
})

describe('FAQ: rows added, fallback and missing translations', () => {
  test('a new question with an empty English answer shows the Turkish one on /en and counts as missing', async () => {
    const document = initialDocument(contentPages.faq)
    document.items.push({
      id: 'extra',
      question: { tr: 'Organik ürününüz var mı?', en: 'Do you have organic products?', de: 'Haben Sie Bio-Produkte?' },
      answer: { tr: 'Evet, **organik** incirimiz var.', en: '', de: 'Ja, wir haben Bio-Feigen.' },
    })
    const saved = await content.saveContent('faq', document, { baseVersion: 0, by: 'f@x.test', publish: true })
    expect(saved.ok).toBe(true)
    const en = await content.pageContent('faq', 'en')
    expect(en.items).toHaveLength(11)
    expect(en.items[10].answer).toEqual({
      html: { __html: '<p>Evet, <strong>organik</strong> incirimiz var.</p>\n' },
      text: 'Evet, organik incirimiz var.',
    })
    expect((await content.pageContent('faq', 'de')).items[10].answer.text).toBe('Ja, wir haben Bio-Feigen.')
    const overview = await content.contentOverview()
    expect(overview.find((row) => row.key === 'faq')?.missing).toEqual({ en: 1, de: 0 })
    expect(overview.find((row) => row.key === 'about')?.missing).toEqual({ en: 0, de: 0 })
  })

  test('a row added without an id gets one that stays across saves', async () => {
    const state = await content.contentEditorState('faq')
    const document = structuredClone(state.published) as { items: { id?: string }[] }
    document.items.push({ ...structuredClone(document.items[0]), id: undefined })
    const saved = await content.saveContent('faq', document, { baseVersion: state.version, by: 'g@x.test', publish: false })
    expect(saved.ok).toBe(true)
    const draft = (await content.contentEditorState('faq')).draft as { items: { id: string }[] }
    expect(draft.items).toHaveLength(12)
    expect(draft.items[11].id).toMatch(/^[0-9a-f-]{36}$/)
    expect(new Set(draft.items.map((row) => row.id)).size).toBe(12)
  })
})
