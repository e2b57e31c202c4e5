import { seedBlogPosts } from '../../prisma/seed-data/blog-posts'
import { expect, test } from './fixtures'

const languages = [
  {
    lang: 'tr',
    prefix: '',
    minutes: /^\d+ dk$/,
    back: 'Bloga Dön',
    breadcrumb: 'Sayfa yolu',
    notFound: 'Yazı bulunamadı.',
    heading: 'Kalibrasyon neden adetle ölçülür?',
  },
  {
    lang: 'en',
    prefix: '/en',
    minutes: /^\d+ min read$/,
    back: 'Back to Blog',
    breadcrumb: 'Breadcrumb',
    notFound: 'Article not found.',
    heading: 'Why calibre is measured by count',
  },
  {
    lang: 'de',
    prefix: '/de',
    minutes: /^\d+ Min\. Lesezeit$/,
    back: 'Zurück zum Blog',
    breadcrumb: 'Brotkrümelnavigation',
    notFound: 'Beitrag nicht gefunden.',
    heading: 'Warum das Kaliber nach Stückzahl bestimmt wird',
  },
] as const

type Lang = (typeof languages)[number]['lang']

/** Seeded posts as the list must show them: newest (fewest days ago) first. */
const newestFirst = [...seedBlogPosts].sort((a, b) => a.daysAgo - b.daysAgo)
const title = (post: (typeof seedBlogPosts)[number], lang: Lang) => post[`title_${lang}`]
const keywords = (post: (typeof seedBlogPosts)[number], lang: Lang) => post[`keywords_${lang}`].split(',').map((k) => k.trim())
const calibrePost = seedBlogPosts.find((p) => p.slug === 'incir-kalibrasyonu-a1-a8-nasil-olculur')!

for (const l of languages) {
  test(`blog list in ${l.lang}: seeded posts newest first with date, reading time and at most 3 tags`, { tag: '@no-js' }, async ({
    page,
  }) => {
    const response = await page.goto(`${l.prefix}/blog`)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', l.lang)
    await expect(page.locator('h1')).toHaveText('Blog')
    await expect(page.getByRole('navigation', { name: l.breadcrumb })).toContainText('Blog')

    const cards = page.getByTestId('post-card')
    await expect(cards).toHaveCount(newestFirst.length)
    await expect(cards.locator('h2')).toHaveText(newestFirst.map((p) => title(p, l.lang)))

    for (const [i, post] of newestFirst.entries()) {
      const card = cards.nth(i)
      await expect(card.locator('img')).toBeVisible()
      await expect(card.locator('time')).not.toBeEmpty()
      await expect(card.getByTestId('reading-time')).toHaveText(l.minutes)
      await expect(card.getByText(post[`excerpt_${l.lang}`])).toBeVisible()
      // Every seeded post has six keywords; a card shows the first three.
      await expect(card.getByTestId('keyword')).toHaveText(keywords(post, l.lang).slice(0, 3))
      await expect(
        card.getByRole('link', { name: new RegExp(title(post, l.lang).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).last(),
      ).toHaveAttribute('href', `${l.prefix}/blog/${post.slug}`)
    }
    await expect(page.getByText(/Henüz yayınlanmış|No articles have been published|noch keine Beiträge/)).toHaveCount(0)
  })

  test(`blog post in ${l.lang}: title, rendered content, back links and BlogPosting`, { tag: '@no-js' }, async ({ page, baseURL }) => {
    const path = `${l.prefix}/blog/${calibrePost.slug}`
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', l.lang)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('h1')).toHaveText(title(calibrePost, l.lang))
    await expect(page.getByText(calibrePost[`excerpt_${l.lang}`])).toBeVisible()
    await expect(page.getByTestId('reading-time')).toHaveText(l.minutes)
    await expect(page.getByTestId('keyword')).toHaveText(keywords(calibrePost, l.lang))
    await expect(page.getByRole('navigation', { name: l.breadcrumb }).locator('[aria-current="page"]')).toHaveText(
      title(calibrePost, l.lang),
    )

    // Markdown became real markup: section headings, a list, site links in the page's language.
    const content = page.getByTestId('post-content')
    await expect(content.getByRole('heading', { level: 2, name: l.heading })).toBeVisible()
    await expect(content.locator('ul li').first()).toBeVisible()
    await expect(content.locator('a[href$="/calibration"]')).toHaveAttribute('href', `${l.prefix}/calibration`)
    await expect(content).not.toContainText('## ')

    const backLinks = page.getByRole('link', { name: l.back })
    await expect(backLinks).toHaveCount(2)
    for (const link of await backLinks.all()) await expect(link).toHaveAttribute('href', `${l.prefix}/blog`)

    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    // The post's own preview picture (its image and title, tests/e2e/social-preview.spec.ts).
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      new RegExp(`^${baseURL}/og/${l.lang}/blog/${calibrePost.slug}\\.jpg\\?v=`),
    )
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', calibrePost[`metaDescription_${l.lang}`])

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const ld = blocks.map((text) => JSON.parse(text) as Record<string, unknown>)
    const posting = ld.find((block) => block['@type'] === 'BlogPosting')
    const organization = ld.find((block) => block['@type'] === 'Organization')
    expect(posting).toMatchObject({
      headline: title(calibrePost, l.lang),
      inLanguage: l.lang,
      image: `${baseURL}${calibrePost.imageUrl}`,
      author: { '@id': organization?.['@id'] },
      publisher: { '@id': organization?.['@id'] },
      mainEntityOfPage: { '@id': `${baseURL}${path}` },
    })
    expect(Date.parse(String(posting?.datePublished))).not.toBeNaN()

    await backLinks.last().click()
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/blog$`))
    await expect(page.getByTestId('post-card')).toHaveCount(newestFirst.length)
  })

  test(`unknown post in ${l.lang}: 404 with the not-found text and a way back`, async ({ page }) => {
    const response = await page.goto(`${l.prefix}/blog/no-such-post`)
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', l.lang)
    await expect(page.locator('h1')).toHaveText(l.notFound)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(page.locator('script[type="application/ld+json"]', { hasText: 'BlogPosting' })).toHaveCount(0)
    await page.getByRole('link', { name: l.back }).click()
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/blog$`))
  })
}
