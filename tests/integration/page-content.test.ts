/**
 * The pages' editable content on a real database: what visitors read before and after a draft,
 * a publication and a restore, the content version that empties the page caches, and two
 * editors writing at once (the second is refused with what the first stored).
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { initialDocument } from '~/features/content/content-document'
import type * as PageContent from '~/features/content/page-content.server'
import { contentPages } from '~/features/content/pages'
import type { PrismaClient } from '~/generated/prisma/client'

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

describe('legal pages: last updated', () => {
  test('a page the owner never published has no publication day; publishing one gives the day, which the page shows as "last updated"', async () => {
    expect(await content.lastPublished('privacy')).toBeNull()
    const { createAdmin } = await import('../support/factories')
    const admin = await createAdmin(prisma)
    const document = structuredClone(initialDocument(contentPages.privacy))
    document.sections[0].title.en = 'Who we are'
    const before = Date.now()
    const published = await content.saveContent('privacy', document, { baseVersion: 0, by: admin.email, publish: true })
    expect(published.ok).toBe(true)
    const day = await content.lastPublished('privacy')
    expect(day?.getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(day?.getTime()).toBeLessThanOrEqual(Date.now())
    // Another page's publication is not this one's.
    expect(await content.lastPublished('terms')).toBeNull()
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
    expect(overview.find((row) => row.key === 'faq')?.missing).toEqual({ en: ['Sorular › Soru 11 › Cevap'], de: [] })
    expect(overview.find((row) => row.key === 'about')?.missing).toEqual({ en: [], de: [] })
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

describe('preview links', () => {
  test('open the draft they were made for, for their admin only, until they end; anything else is a 404', async () => {
    const { createAdmin } = await import('../support/factories')
    const { createAdminSession } = await import('~/features/auth/auth.server')
    const preview = await import('~/features/content/preview.server')
    const [admin, other] = [await createAdmin(prisma), await createAdmin(prisma)]
    const [mine, theirs] = [await createAdminSession(admin.id), await createAdminSession(other.id)]
    const state = await content.contentEditorState('about')
    const saved = await content.saveContent('about', withGermanStory(state.published, 'Entwurf zur Vorschau'), {
      baseVersion: state.version,
      by: admin.email,
      publish: false,
    })
    if (!saved.ok) throw new Error('not saved')
    const token = preview.previewToken('about', saved.version, admin.id)
    const request = (query: string, session: string | null = mine.token) =>
      new Request(`http://localhost/de/about${query}`, { headers: session ? { Authorization: `Bearer ${session}` } : {} })
    const status = (promise: Promise<unknown>): Promise<number> =>
      promise.then(
        () => 200,
        (error: unknown) => (error instanceof Response ? error.status : 500),
      )

    expect(await preview.previewedDraft(request(''), ['about'])).toBeNull()
    expect(await preview.previewedDraft(request(`?preview=${token}`), ['about'])).toEqual({ key: 'about', version: saved.version })
    const shown = await content.requestedPageContent('about', request(`?preview=${token}`), 'de')
    expect(shown.preview).toBe(true)
    expect(shown.content.story.text.text).toBe('Entwurf zur Vorschau')
    // Without the link visitors see the published page.
    expect((await content.requestedPageContent('about', request(''), 'de')).content.story.text.text).toMatch(/^Unsere Geschichte/)

    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`
    const otherVersion = token.replace(`about.${saved.version}.`, `about.${saved.version + 1}.`)
    for (const [what, check] of [
      ['a forged signature', () => preview.previewedDraft(request(`?preview=${forged}`), ['about'])],
      ['another version, same signature', () => preview.previewedDraft(request(`?preview=${otherVersion}`), ['about'])],
      ['another page', () => preview.previewedDraft(request(`?preview=${token}`), ['faq'])],
      ['another admin', () => preview.previewedDraft(request(`?preview=${token}`, theirs.token), ['about'])],
      ['no session', () => preview.previewedDraft(request(`?preview=${token}`, null), ['about'])],
      [
        'after it ended',
        () => preview.previewedDraft(request(`?preview=${token}`), ['about'], Date.now() + (preview.PREVIEW_MINUTES * 60 + 1) * 1000),
      ],
      ['malformed', () => preview.previewedDraft(request('?preview=%00%0a<script>'), ['about'])],
    ] as const) {
      expect(await status(check()), what).toBe(404)
    }
    // Once the draft changes, the old link shows nothing.
    await content.saveContent('about', withGermanStory(state.published, 'Neuer Entwurf'), {
      baseVersion: saved.version,
      by: admin.email,
      publish: false,
    })
    expect(await status(content.requestedPageContent('about', request(`?preview=${token}`), 'de'))).toBe(404)
  })
})

describe('scheduled publication', () => {
  test('a draft scheduled for later stays a draft; once due it is published exactly once, however many callers race', async () => {
    const state = await content.contentEditorState('about')
    const later = new Date(Date.now() + 3_600_000)
    const saved = await content.saveContent('about', withGermanStory(state.published, 'Zur geplanten Zeit'), {
      baseVersion: state.version,
      by: 'planner@x.test',
      publish: false,
      schedule: later,
    })
    expect(saved.ok).toBe(true)
    const scheduled = await content.contentEditorState('about')
    expect(scheduled.scheduled).toEqual({ at: later, by: 'planner@x.test' })
    expect(await content.publishDueContent()).toEqual([])
    expect((await content.pageContent('about', 'de')).story.text.text).not.toBe('Zur geplanten Zeit')

    // Its time comes (by the database's clock): five callers at once, as five server processes would be.
    await prisma.$executeRaw`UPDATE "ContentEntry" SET "publishAt" = now() - interval '1 second' WHERE "key" = 'about'`
    const revisionsBefore = scheduled.revisions.length
    const published = (await Promise.all(Array.from({ length: 5 }, () => content.publishDueContent()))).flat()
    expect(published).toEqual(['about'])
    expect((await content.pageContent('about', 'de')).story.text.text).toBe('Zur geplanten Zeit')
    const after = await content.contentEditorState('about')
    expect(after.revisions).toHaveLength(revisionsBefore + 1)
    expect(after.revisions[0].publishedBy).toBe('planner@x.test')
    expect(after).toMatchObject({ draft: null, scheduled: { at: null, by: null }, lastPublished: { by: 'planner@x.test' } })
    expect(after.version).toBe(scheduled.version + 1)
  })

  test('a schedule is cancelled by a publication, by dropping the draft, or by itself; a due schedule without a draft publishes nothing', async () => {
    const state = await content.contentEditorState('about')
    const later = new Date(Date.now() + 3_600_000)
    const saved = await content.saveContent('about', withGermanStory(state.published, 'Geplant, dann verworfen'), {
      baseVersion: state.version,
      by: 'planner@x.test',
      publish: false,
      schedule: later,
    })
    if (!saved.ok) throw new Error('not saved')
    const unscheduled = await content.unscheduleContent('about', { baseVersion: saved.version })
    expect(unscheduled.ok).toBe(true)
    expect((await content.contentEditorState('about')).scheduled.at).toBeNull()

    const again = await content.saveContent('about', withGermanStory(state.published, 'Geplant, dann verworfen'), {
      baseVersion: saved.version + 1,
      by: 'planner@x.test',
      publish: false,
      schedule: later,
    })
    if (!again.ok) throw new Error('not saved')
    expect((await content.discardDraft('about', { baseVersion: again.version })).ok).toBe(true)
    expect((await content.contentEditorState('about')).scheduled.at).toBeNull()

    // A schedule left without a draft (written by hand) is cleared and publishes nothing.
    await prisma.$executeRaw`UPDATE "ContentEntry" SET "publishAt" = now() - interval '1 second' WHERE "key" = 'about'`
    const revisions = (await content.contentEditorState('about')).revisions.length
    expect(await content.publishDueContent()).toEqual([])
    const after = await content.contentEditorState('about')
    expect(after.scheduled.at).toBeNull()
    expect(after.revisions).toHaveLength(revisions)
  })
})

describe('outdated translations', () => {
  test('changing a Turkish text lists its English and German texts as outdated, until saved again or confirmed', async () => {
    const state = await content.contentEditorState('faq')
    const document = structuredClone(state.draft ?? state.published) as { items: { id: string; question: Record<string, string> }[] }
    const row = document.items[0]
    row.question.tr = `${row.question.tr} (güncellendi)`
    const saved = await content.saveContent('faq', document, { baseVersion: state.version, by: 'h@x.test', publish: true })
    if (!saved.ok) throw new Error('not saved')
    const after = await content.contentEditorState('faq')
    expect(after.outdated).toEqual([`items#${row.id}.question|en`, `items#${row.id}.question|de`])
    expect((await content.contentOverview()).find((page) => page.key === 'faq')?.outdated).toEqual({
      en: ['Sorular › Soru 1 › Soru'],
      de: ['Sorular › Soru 1 › Soru'],
    })

    // The English question written again, the German one confirmed as it is.
    row.question.en = `${row.question.en} (updated)`
    const again = await content.saveContent('faq', document, {
      baseVersion: after.version,
      by: 'h@x.test',
      publish: true,
      confirmed: new Set([`items#${row.id}.question|de`]),
    })
    expect(again.ok).toBe(true)
    expect((await content.contentEditorState('faq')).outdated).toEqual([])
    expect((await content.contentOverview()).find((page) => page.key === 'faq')?.outdated).toEqual({ en: [], de: [] })
  })
})

describe('history', () => {
  test('the editor shows the latest 50 publications with their changes; the older ones are kept and counted', async () => {
    const key = 'returns'
    let state = await content.contentEditorState(key)
    for (let publication = 1; publication <= content.HISTORY_SHOWN + 2; publication++) {
      const document = structuredClone(state.published) as { sections: { title: { en: string } }[] }
      document.sections[0].title.en = `Returns, edition ${publication}`
      const saved = await content.saveContent(key, document, { baseVersion: state.version, by: 'h@x.test', publish: true })
      expect(saved.ok).toBe(true)
      state = await content.contentEditorState(key)
    }
    // Revision 1 (the installation's texts) and 52 publications: 53 stored, the latest 50 shown.
    expect(await prisma.contentRevision.count({ where: { key } })).toBe(53)
    expect(state.revisions.map((revision) => revision.number)).toEqual(Array.from({ length: 50 }, (_, i) => 53 - i))
    expect(state.olderRevisions).toBe(3)
    // The oldest shown still has its changes, read against the one before it.
    expect(state.revisions.at(-1)?.changes.map((change) => change.labels.at(-1))).toEqual(['Başlık'])
    expect(state.revisions.at(-1)?.changes[0].before).toMatchObject({ en: 'Returns, edition 2' })
  })
})
