/**
 * The site settings' facts on a real database: a founding year published in the settings is
 * placed in every page's texts (and the years in trade computed from it), in the public API's
 * posts and in the AI's company facts; a draft of the settings shows only at its preview link.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { initialDocument } from '~/features/content/content-document'
import { contentFormSchema } from '~/features/content/content-form'
import type * as PageContent from '~/features/content/page-content.server'
import { siteSettings } from '~/features/content/site-settings'
import type { PrismaClient } from '~/generated/prisma/client'

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
    // The whole page previews the settings: the footer and the SEO texts too, not only the page's body.
    const { RouterContextProvider } = await import('react-router')
    const context = new RouterContextProvider()
    const previewRequest = new Request(`http://localhost/de/about?preview=${token}`, {
      headers: { Authorization: `Bearer ${session.token}` },
    })
    await content.settingsPreviewMiddleware({ request: previewRequest, context, params: {} } as never, async () => new Response(null))
    expect(content.previewedSettings(context)?.facts).toMatchObject({ foundingYear: 1965, yearsInTrade: 60 })
    const { publicCompany } = await import('~/features/content/site-company.server')
    expect((await publicCompany('de', content.previewedSettings(context))).about).toMatch(/^Seit 1965 /)
    expect((await publicCompany('de')).about).toMatch(/^Seit 1975 /)
    const { pageSeo } = await import('~/features/seo/page-seo.server')
    const { fixedT } = await import('~/lib/i18next.server')
    const builtIn = { title: 'Seit {{foundingYear}}', description: '{{yearsInTrade}} Jahre' }
    expect(await pageSeo('about', 'de', fixedT('de'), builtIn, content.previewedSettings(context)?.facts)).toMatchObject({
      title: 'Seit 1965',
      description: '60 Jahre',
    })
    // A request without the settings' link previews nothing; a forged one is the site's 404.
    const plain = new RouterContextProvider()
    await content.settingsPreviewMiddleware(
      { request: new Request('http://localhost/de/about'), context: plain, params: {} } as never,
      async () => new Response(null),
    )
    expect(content.previewedSettings(plain)).toBeNull()
    const forged = content.settingsPreviewMiddleware(
      { request: new Request(`http://localhost/de/about?preview=${token.slice(0, -2)}xx`), context: plain, params: {} } as never,
      async () => new Response(null),
    )
    await expect(forged).rejects.toMatchObject({ status: 404 })

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
    expect(await systemMessage()).toContain(
      'write its token instead of the value: {{foundingYear}}, {{yearsInTrade}}, {{customers}}, {{varieties}}',
    )
    const { promptFor } = await import('~/features/ai/templates.server')
    const prompt = await promptFor('product-content', { productName: 'Lerida' })
    expect(prompt).toContain('founded in 1965, more than 60 years in the trade')
    expect(prompt).not.toContain('{{foundingYear}}')
    // A value filled into a template keeps its tokens: the model is told to copy them.
    expect(await promptFor('product-content', { productName: 'Since {{foundingYear}}' })).toContain('Since {{foundingYear}}')
  })

  test('a title or summary written with a token shows the fact on the cards, the pages, the spec sheet and the API', async () => {
    const { createBlogPost, createProduct } = await import('../support/factories')
    const { foundingYear, yearsInTrade } = await content.siteFacts()
    await createBlogPost(prisma, {
      slug: 'token-title',
      title_en: 'Figs since {{foundingYear}}',
      excerpt_en: '{{yearsInTrade}} years',
      metaDescription_en: 'Since {{foundingYear}}',
      isActive: true,
    })
    const product = await createProduct(prisma, {
      slug: 'token-product',
      title_en: 'Figs of {{yearsInTrade}} years',
      summary_en: 'Grown since {{foundingYear}}',
      isActive: true,
    })
    const { publishedPost, publishedPostCards } = await import('~/features/blog/posts.server')
    const { localized } = await import('~/lib/localized')
    const card = (await publishedPostCards('en')).find((post) => post.slug === 'token-title')
    expect(card).toMatchObject({ title: `Figs since ${foundingYear}`, excerpt: `${yearsInTrade} years` })
    const post = await publishedPost('token-title')
    expect(post && [localized(post, 'title', 'en'), localized(post, 'metaDescription', 'en')]).toEqual([
      `Figs since ${foundingYear}`,
      `Since ${foundingYear}`,
    ])
    const { loadProductPage, activeProductCardRows, toProductCard } = await import('~/features/products/products.server')
    expect(await loadProductPage('token-product', 'en')).toMatchObject({
      title: `Figs of ${yearsInTrade} years`,
      summary: `Grown since ${foundingYear}`,
    })
    const row = (await activeProductCardRows()).find((candidate) => candidate.slug === product.slug)
    expect(row && toProductCard(row, 'en').title).toBe(`Figs of ${yearsInTrade} years`)
    const { loadSpecSheetProduct } = await import('~/features/products/spec-sheet-product.server')
    expect(await loadSpecSheetProduct('token-product', 'en')).toMatchObject({ title: `Figs of ${yearsInTrade} years` })
    const { findActiveProduct, findActivePost } = await import('~/features/content/public-api.server')
    expect(await findActiveProduct('token-product', 'en')).toMatchObject({ title_en: `Figs of ${yearsInTrade} years` })
    expect(await findActivePost('token-title')).toMatchObject({ title_en: `Figs since ${foundingYear}` })
  })

  test('a fact must be a whole number in its range: the form says so in Turkish', async () => {
    const schema = contentFormSchema(siteSettings)
    const { configuredSettings } = await import('~/features/content/company.server')
    const document = {
      ...initialDocument(siteSettings),
      ...configuredSettings(),
      facts: { foundingYear: '', customers: '100', varieties: '10' },
    }
    const missing = schema.safeParse(document)
    expect(missing.success).toBe(false)
    expect(missing.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['facts.foundingYear', 'Bir sayı girin']])
    const outOfRange = schema.safeParse({ ...document, facts: { foundingYear: '2500', customers: '100', varieties: '10' } })
    expect(outOfRange.error?.issues.map((issue) => issue.message)).toEqual(['En fazla 2100'])
  })
})
