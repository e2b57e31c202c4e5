/**
 * The site settings' facts on a real database: a founding year published in the settings is
 * placed in every page's texts (and the years in trade computed from it), in the public API's
 * posts and in the AI's company facts; a draft of the settings shows only at its preview link.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import type { PrismaClient } from '~/generated/prisma/client'
import type * as PageContent from '~/features/content/page-content.server'
import { initialDocument } from '~/features/content/content-document'
import { contentFormSchema } from '~/features/content/content-form'
import { siteSettings } from '~/features/content/site-settings'

let prisma: PrismaClient
let content: typeof PageContent

beforeAll(async () => {
  ;({ prisma } = await import('~/lib/db.server'))
  content = await import('~/features/content/page-content.server')
})

const withFoundingYear = (year: number) => {
  const document = structuredClone(initialDocument(siteSettings))
  return { ...document, facts: { ...document.facts, foundingYear: year } }
}

describe('site facts', () => {
  test('the installation states 1975 and "50 years" through its tokens, on the pages and in the footer', async () => {
    expect(await content.siteFacts()).toEqual({ foundingYear: 1975, yearsInTrade: 50, customers: 100, varieties: 10 })
    const about = await content.pageContent('about', 'en')
    expect(about.story.text.text).toMatch(/^Our story began in 1975 /)
    expect(about.stats.map((stat) => stat.value).slice(0, 3)).toEqual(['50+', '10', '100+'])
    expect((await content.pageContent('settings', 'tr')).footer.about).toMatch(/^1975'ten bu yana /)
  })

  test('a founding year published in the settings changes every page, the years in trade with it', async () => {
    const preview = await import('~/features/content/preview.server')
    const { createAdmin } = await import('../support/factories')
    const { createAdminSession } = await import('~/features/auth/auth.server')
    const admin = await createAdmin(prisma)
    const session = await createAdminSession(admin.id)

    // A draft first: visitors still read 1975; the settings' preview link shows the about page with 1965.
    const draft = await content.saveContent('settings', withFoundingYear(1965), { baseVersion: 0, by: admin.email, publish: false })
    if (!draft.ok) throw new Error('not saved')
    expect((await content.pageContent('about', 'de')).story.text.text).toMatch(/^Unsere Geschichte begann 1975 /)
    const token = preview.previewToken('settings', draft.version, admin.id)
    const previewed = await content.requestedPageContent(
      'about',
      new Request(`http://localhost/de/about?preview=${token}`, { headers: { Authorization: `Bearer ${session.token}` } }),
      'de',
    )
    expect(previewed.preview).toBe(true)
    expect(previewed.content.story.text.text).toMatch(/^Unsere Geschichte begann 1965 /)
    expect(previewed.content.subtitle).toBe('Über 60 Jahre Leidenschaft für Feigen aus dem fruchtbaren Land von Aydın')

    const published = await content.saveContent('settings', withFoundingYear(1965), {
      baseVersion: draft.version,
      by: admin.email,
      publish: true,
    })
    expect(published.ok).toBe(true)
    expect(await content.siteFacts()).toMatchObject({ foundingYear: 1965, yearsInTrade: 60 })
    expect((await content.pageContent('about', 'tr')).subtitle).toBe("Aydın'ın bereketli topraklarından, 60 yılı aşkın bir incir tutkusu")
    expect((await content.pageContent('about', 'en')).stats[0].value).toBe('60+')
    const home = await content.pageContent('home', 'en')
    expect(home.hero.title2).toBe('Wholesale and Export Dried Figs with 60 Years of Experience')
    expect(home.whyUs.cards[0]).toMatchObject({ title: 'Over 60 Years of Experience', text: expect.stringMatching(/^Since 1965 /) })
    const seller = await content.pageContent('seller', 'de')
    expect(seller.sections.map((section) => section.text.text).join(' ')).toContain('1965 im Bezirk Köşk')
    expect((await content.pageContent('settings', 'en')).footer.about).toMatch(/^Since 1965 /)

    // Records written with a token get the fact too: the public API's posts, the AI's company facts.
    await prisma.blogPost.create({
      data: {
        slug: 'since-founding',
        title_tr: 'Kuruluştan beri',
        title_en: 'Since founding',
        excerpt_en: 'Since {{foundingYear}}',
        content_en: 'Text',
        excerpt_tr: '{{foundingYear}}’ten bu yana',
        content_tr: 'Metin {{yearsInTrade}} yıl',
        isActive: true,
      },
    })
    const { findActivePost } = await import('~/features/content/public-api.server')
    expect(await findActivePost('since-founding')).toMatchObject({ excerpt_tr: '1965’ten bu yana', content_tr: 'Metin 60 yıl' })
    const { systemMessage } = await import('~/features/ai/writers.server')
    expect(await systemMessage()).toContain('founded in 1965, more than 60 years in the trade')
    const { promptFor } = await import('~/features/ai/templates.server')
    const prompt = await promptFor('product-content', { productName: 'Lerida' })
    expect(prompt).toContain('founded in 1965, more than 60 years in the trade')
    expect(prompt).not.toContain('{{foundingYear}}')
  })

  test('a fact must be a whole number in its range: the form says so in Turkish', () => {
    const schema = contentFormSchema(siteSettings)
    const document = { ...initialDocument(siteSettings), facts: { foundingYear: '', customers: '100', varieties: '10' } }
    const missing = schema.safeParse(document)
    expect(missing.success).toBe(false)
    expect(missing.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['facts.foundingYear', 'Bir sayı girin']])
    const outOfRange = schema.safeParse({ ...document, facts: { foundingYear: '2500', customers: '100', varieties: '10' } })
    expect(outOfRange.error?.issues.map((issue) => issue.message)).toEqual(['En fazla 2100'])
  })
})
