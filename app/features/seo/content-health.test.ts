import { describe, expect, test } from 'vitest'
import { productTexts } from '~/features/products/product.fixture'
import {
  contentHealth,
  groupHealthIssues,
  type HealthIssue,
  healthCategories,
  linkedProductSlugs,
  type MediaForHealth,
  type PostForHealth,
  type ProductForHealth,
  type SeoForHealth,
} from './content-health'

const product = (over: Partial<ProductForHealth> = {}): ProductForHealth => ({
  id: 'p1',
  slug: 'lerida',
  isActive: true,
  title_tr: 'Lerida',
  title_en: 'Lerida',
  title_de: 'Lerida',
  ...productTexts,
  images: [{ url: '/a.webp', type: 'main', alt_tr: 'a', alt_en: 'a', alt_de: 'a' }],
  ...over,
})
const post = (over: Partial<PostForHealth> = {}): PostForHealth => ({
  id: 'b1',
  slug: 'hasat',
  isActive: true,
  imageUrl: '/img.webp',
  title_tr: 'Hasat',
  title_en: 'Harvest',
  title_de: 'Ernte',
  excerpt_tr: 'Ö',
  excerpt_en: 'E',
  excerpt_de: 'A',
  content_tr: 'İçerik',
  content_en: 'Content',
  content_de: 'Inhalt',
  metaDescription_tr: null,
  metaDescription_en: null,
  metaDescription_de: null,
  ...over,
})
const seo = (over: Partial<SeoForHealth> = {}): SeoForHealth => ({
  id: 's1',
  page: 'homepage',
  isActive: true,
  title_tr: 'Başlık',
  title_en: 'Title',
  title_de: 'Titel',
  description_tr: 'Açıklama',
  description_en: 'Description',
  description_de: 'Beschreibung',
  ...over,
})
const media = (over: Partial<MediaForHealth> = {}): MediaForHealth => ({
  id: 'm1',
  filename: 'abc.webp',
  originalName: 'incir.jpg',
  mimeType: 'image/webp',
  isActive: true,
  alt_tr: 'İncir',
  alt_en: 'Fig',
  alt_de: 'Feige',
  ...over,
})

const check = (input: Partial<Parameters<typeof contentHealth>[0]>, options?: Parameters<typeof contentHealth>[1]) =>
  contentHealth({ products: [], posts: [], seoSettings: [], media: [], ...input }, options)
const brief = (issues: HealthIssue[]) => issues.map((i) => `${i.category} | ${i.subject} | ${i.problem} | ${i.href}`)

describe('content health', () => {
  test('complete content has no findings', () => {
    expect(check({ products: [product()], posts: [post()], seoSettings: [seo()], media: [media()] })).toEqual([])
  })

  test('missing English or German texts, per language, with the edit screen', () => {
    const issues = check({
      products: [product({ title_de: null, summary_de: '  ', description_de: '' })],
      posts: [post({ content_en: '', title_de: null })],
      seoSettings: [seo({ page: 'ozel-sayfa', description_de: null })],
    })
    expect(brief(issues)).toEqual([
      'missing-translation | Lerida | Almanca eksik: başlık, özet, açıklama | /admin/products/p1',
      'missing-translation | Hasat | İngilizce eksik: içerik | /admin/blog/edit/b1',
      'missing-translation | Hasat | Almanca eksik: başlık | /admin/blog/edit/b1',
      'missing-translation | ozel-sayfa (ozel-sayfa) | Almanca eksik: açıklama | /admin/seo?page=ozel-sayfa&edit=1',
    ])
  })

  test('images without alt text: product images per slot, gallery images only (not PDFs or videos)', () => {
    const issues = check({
      products: [
        product({
          images: [
            { url: '/a', type: 'main', alt_tr: 'a', alt_en: 'a', alt_de: 'a' },
            { url: '/b', type: 'detail1', alt_tr: 'b', alt_en: null, alt_de: '' },
          ],
        }),
      ],
      media: [
        media({ alt_tr: null }),
        media({ id: 'm2', mimeType: 'application/pdf', alt_tr: null, alt_en: null, alt_de: null }),
        media({ id: 'm3', mimeType: 'video/mp4', alt_en: null }),
      ],
    })
    expect(brief(issues)).toEqual([
      'missing-alt | Lerida | Resim 2 (detay 1) alt metni eksik: İngilizce, Almanca | /admin/products/p1',
      'missing-alt | incir.jpg | Alt metin eksik: Türkçe | /admin/media?q=incir.jpg',
    ])
  })

  test('SEO titles over 60 and descriptions over 160 characters; blog meta descriptions over 160', () => {
    const issues = check({
      seoSettings: [seo({ title_tr: 'ç'.repeat(61), title_en: 'x'.repeat(60), description_de: 'ü'.repeat(161) })],
      posts: [post({ metaDescription_en: 'y'.repeat(161), metaDescription_tr: 'z'.repeat(160) })],
    })
    expect(brief(issues)).toEqual([
      'too-long | Hasat | İngilizce meta açıklama 161 karakter (önerilen en fazla 160) | /admin/blog/edit/b1',
      'too-long | Ana Sayfa (homepage) | Türkçe başlık 61 karakter (önerilen en fazla 60) | /admin/seo?page=homepage&edit=1',
      'too-long | Ana Sayfa (homepage) | Almanca açıklama 161 karakter (önerilen en fazla 160) | /admin/seo?page=homepage&edit=1',
    ])
  })

  test('built-in texts of pages without a setting are checked for length too', () => {
    const short = { title: 'Kısa', description: 'Kısa açıklama' }
    const issues = check({
      builtInSeo: [
        { page: 'about', texts: { tr: { ...short, title: 'a'.repeat(67) }, en: short, de: { ...short, description: 'b'.repeat(170) } } },
      ],
    })
    expect(brief(issues)).toEqual([
      'too-long | Hakkımızda (about) | Türkçe başlık 67 karakter (yerleşik metin, ayar yok; önerilen en fazla 60) | /admin/seo?page=about&edit=1',
      'too-long | Hakkımızda (about) | Almanca açıklama 170 karakter (yerleşik metin, ayar yok; önerilen en fazla 160) | /admin/seo?page=about&edit=1',
    ])
  })

  test('links from visible posts and products to inactive or missing products', () => {
    const inactive = product({ id: 'p2', slug: 'protoben', title_tr: 'Protoben', isActive: false })
    const issues = check(
      {
        products: [
          product({ description_en: 'See [Protoben](/en/products/protoben) and [us](/products/lerida).' }),
          inactive,
          // An inactive product's own links are not seen by anyone.
          product({ id: 'p3', slug: 'layer', isActive: false, summary_tr: '/products/protoben' }),
        ],
        posts: [
          post({
            content_de:
              '<a href="https://www.example.com/de/products/protoben">x</a> <a href="https://other.example/products/eski">y</a> /urun/eski-urun',
          }),
          post({ id: 'b2', isActive: false, content_tr: '/products/protoben' }),
        ],
      },
      { ownOrigins: ['https://www.example.com/'] },
    )
    expect(issues.map((i) => [i.subject, i.problem, i.href, i.related?.href ?? null, i.inactive])).toEqual([
      ['Lerida', 'Pasif ürüne bağlantı: /products/protoben', '/admin/products/p1', '/admin/products/p2', false],
      ['Hasat', 'Pasif ürüne bağlantı: /products/protoben', '/admin/blog/edit/b1', '/admin/products/p2', false],
      ['Hasat', 'Olmayan bir ürüne bağlantı: /products/eski-urun', '/admin/blog/edit/b1', null, false],
    ])
    expect(issues[0]!.related?.label).toBe('Pasif ürün: Protoben')
  })

  test('posts and products without an image; inactive items are marked', () => {
    const issues = check({ posts: [post({ imageUrl: null, isActive: false })], products: [product({ images: [] })] })
    expect(issues.map((i) => [i.category, i.subject, i.problem, i.inactive])).toEqual([
      ['missing-image', 'Lerida', 'Ürünün resmi yok', false],
      ['missing-image', 'Hasat', 'Yazının görseli yok', true],
    ])
  })

  test('findings come grouped in category order; every category has a group', () => {
    const issues = check({ posts: [post({ imageUrl: '', title_en: '' })], seoSettings: [seo({ title_de: 'x'.repeat(70) })] })
    expect(issues.map((i) => i.category)).toEqual(['missing-translation', 'too-long', 'missing-image'])
    const groups = groupHealthIssues(issues)
    expect(groups.map((g) => g.category)).toEqual([...healthCategories])
    expect(groups.map((g) => g.issues.length)).toEqual([1, 0, 0, 1, 0, 1])
  })
})

describe('product links in a text', () => {
  test.each([
    ['[Lerida](/products/lerida)', ['lerida']],
    ['<a href="/de/products/naturel-incir">', ['naturel-incir']],
    ["<a href='/en/products/Lerida-A1'>", ['lerida-a1']],
    ['Eski adres: /urun/bagLama ve /products/layer.', ['baglama', 'layer']],
    ['https://www.example.com/products/cube', ['cube']],
    ['https://elsewhere.example/products/cube', []],
    ['/blog/products/x or word/products/y or /productsx/z', []],
    ['/products/ alone', []],
  ])('%s → %j', (text, slugs) => {
    expect(linkedProductSlugs(text, ['https://www.example.com'])).toEqual(slugs)
  })
})
