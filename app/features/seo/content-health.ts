/**
 * Content health: what a visitor or a search engine would miss — texts missing in English or
 * German, images without alt text, SEO titles and descriptions longer than a result page shows,
 * links to products that are inactive or gone, and posts without an image. Pure checks over the
 * rows the admin edits; each finding points to the screen that fixes it.
 */
import { type Locale, localeNamesTr } from '~/lib/locale'
import { isTooLong, SEO_DESCRIPTION_ADVICE, SEO_TITLE_ADVICE, seoPageLabel, textLength } from './seo-page'

export const healthCategories = [
  'missing-translation',
  'outdated-translation',
  'missing-alt',
  'too-long',
  'broken-product-link',
  'missing-image',
] as const
export type HealthCategory = (typeof healthCategories)[number]

export const healthCategoryText: Record<HealthCategory, { title: string; why: string }> = {
  'missing-translation': {
    title: 'Eksik çeviriler',
    why: 'Bu metinler İngilizce ya da Almanca sayfada eksik: Almanca boşsa İngilizce, İngilizce boşsa Türkçe gösterilir.',
  },
  'outdated-translation': {
    title: 'Güncel olmayan çeviriler',
    why: 'Türkçe metin, çevirisi yazıldıktan sonra değişti: İngilizce ya da Almanca sayfa eski metni gösteriyor olabilir.',
  },
  'missing-alt': {
    title: 'Alt metni olmayan görseller',
    why: 'Ekran okuyucular ve arama motorları görselin ne gösterdiğini bilemez.',
  },
  'too-long': {
    title: 'Uzun başlık ve açıklamalar',
    why: `Arama sonuçlarında kısaltılır: başlık en fazla ${SEO_TITLE_ADVICE}, açıklama en fazla ${SEO_DESCRIPTION_ADVICE} karakter önerilir.`,
  },
  'broken-product-link': {
    title: 'Pasif ya da olmayan ürünlere bağlantılar',
    why: 'Ziyaretçi bu bağlantılarda “sayfa bulunamadı” görür.',
  },
  'missing-image': {
    title: 'Görseli olmayan içerik',
    why: 'Liste ve paylaşım önizlemelerinde görsel yerine boş alan görünür.',
  },
}

export type HealthSubjectKind = 'product' | 'post' | 'seo' | 'media' | 'page'
export const subjectKindLabels: Record<HealthSubjectKind, string> = {
  page: 'Sayfa içeriği',
  product: 'Ürün',
  post: 'Blog yazısı',
  seo: 'SEO ayarı',
  media: 'Medya dosyası',
}

export interface HealthIssue {
  category: HealthCategory
  kind: HealthSubjectKind
  /** The item's name as the admin knows it (Turkish title, page label, file name). */
  subject: string
  problem: string
  /** The edit screen that fixes it. */
  href: string
  /** The item itself is passive (not shown on the site for now). */
  inactive: boolean
  /** A second screen involved (the inactive product a link points to). */
  related?: { label: string; href: string }
}

type Text = string | null | undefined
type Localized<F extends string> = { [K in `${F}_${Locale}`]: Text }

export interface ProductForHealth extends Localized<'title' | 'summary' | 'description'> {
  id: string
  slug: string
  isActive: boolean
  images: ({ url: string; type?: string } & Localized<'alt'>)[]
}
export interface PostForHealth extends Localized<'title' | 'excerpt' | 'content' | 'metaDescription'> {
  id: string
  slug: string
  isActive: boolean
  imageUrl: Text
}
export interface SeoForHealth extends Localized<'title' | 'description'> {
  id: string
  page: string
  isActive: boolean
}
/** The built-in texts of a public page without an active SEO setting: what search engines get. */
export interface BuiltInSeoForHealth {
  page: string
  texts: Record<Locale, { title: string; description: string }>
}
export interface MediaForHealth extends Localized<'alt'> {
  id: string
  filename: string
  originalName: string
  mimeType: string
  isActive: boolean
}

export const productEditHref = (id: string) => `/admin/products/${id}`
export const postEditHref = (id: string) => `/admin/blog/edit/${id}`
export const seoEditHref = (page: string) => `/admin/seo?page=${encodeURIComponent(page)}&edit=1`
export const mediaHref = (filename: string) => `/admin/media?q=${encodeURIComponent(filename)}`

const fieldNames: Record<string, string> = {
  title: 'başlık',
  summary: 'özet',
  description: 'açıklama',
  excerpt: 'özet',
  content: 'içerik',
  metaDescription: 'meta açıklama',
}

const blank = (value: Text) => !value || value.trim() === ''

/** The fields of `record` that are empty in `lang`. */
export function missingFields<F extends string>(record: Localized<F>, fields: readonly F[], lang: Locale): F[] {
  return fields.filter((field) => blank(record[`${field}_${lang}` as const]))
}

function translationIssues<F extends string>(
  record: Localized<F>,
  fields: readonly F[],
  base: Omit<HealthIssue, 'category' | 'problem'>,
): HealthIssue[] {
  return (['tr', 'en', 'de'] as const).flatMap((lang) => {
    const missing = missingFields(record, fields, lang)
    if (!missing.length) return []
    return [
      {
        ...base,
        category: 'missing-translation' as const,
        problem: `${localeNamesTr[lang]} eksik: ${missing.map((f) => fieldNames[f] ?? f).join(', ')}`,
      },
    ]
  })
}

/** 'Türkçe, Almanca' for the languages an image has no alt text in. */
function missingAlt(image: Localized<'alt'>): string | null {
  const langs = (['tr', 'en', 'de'] as const).filter((lang) => blank(image[`alt_${lang}`]))
  return langs.length ? langs.map((lang) => localeNamesTr[lang]).join(', ') : null
}

const slotNames: Record<string, string> = { main: 'ana resim', detail1: 'detay 1', detail2: 'detay 2' }

/**
 * The product slugs `text` links to: /products/<slug> (also /en/…, /de/… and the old
 * /urun/<slug>), as relative links or absolute ones on one of `ownOrigins`.
 */
export function linkedProductSlugs(text: Text, ownOrigins: readonly string[] = []): string[] {
  if (!text) return []
  const slugs = new Set<string>()
  const pattern =
    /(?:^|[\s("'=<[\]])((?:https?:\/\/[^\s/"'()<>]+)?)(?:\/(?:en|de))?\/(?:products|urun)\/([a-z0-9]+(?:-[a-z0-9]+)*)(?![a-z0-9-])/gi
  const origins = ownOrigins.map((origin) => origin.replace(/\/$/, '').toLowerCase())
  for (const [, linkOrigin = '', slug = ''] of text.matchAll(pattern)) {
    const origin = linkOrigin.toLowerCase()
    if (origin && !origins.includes(origin)) continue
    slugs.add(slug.toLowerCase())
  }
  return [...slugs]
}

function linkIssues(
  texts: Text[],
  base: Omit<HealthIssue, 'category' | 'problem'>,
  productsBySlug: Map<string, ProductForHealth>,
  ownOrigins: readonly string[],
  selfSlug?: string,
): HealthIssue[] {
  const slugs = new Set(texts.flatMap((text) => linkedProductSlugs(text, ownOrigins)))
  return [...slugs].flatMap((slug): HealthIssue[] => {
    if (slug === selfSlug) return []
    const target = productsBySlug.get(slug)
    if (!target) return [{ ...base, category: 'broken-product-link', problem: `Olmayan bir ürüne bağlantı: /products/${slug}` }]
    if (target.isActive) return []
    return [
      {
        ...base,
        category: 'broken-product-link',
        problem: `Pasif ürüne bağlantı: /products/${slug}`,
        related: { label: `Pasif ürün: ${target.title_tr || slug}`, href: productEditHref(target.id) },
      },
    ]
  })
}

const languages = ['tr', 'en', 'de'] as const

/**
 * Every finding, grouped by category in `healthCategories` order. Links are only looked for in
 * what visitors can see (active posts and products).
 */
export function contentHealth(
  input: {
    products: ProductForHealth[]
    posts: PostForHealth[]
    seoSettings: SeoForHealth[]
    media: MediaForHealth[]
    builtInSeo?: BuiltInSeoForHealth[]
  },
  options: { ownOrigins?: readonly string[] } = {},
): HealthIssue[] {
  const ownOrigins = options.ownOrigins ?? []
  const productsBySlug = new Map(input.products.map((p) => [p.slug.toLowerCase(), p]))
  const issues: HealthIssue[] = []

  for (const product of input.products) {
    const base = {
      kind: 'product' as const,
      subject: product.title_tr || product.slug,
      href: productEditHref(product.id),
      inactive: !product.isActive,
    }
    issues.push(...translationIssues(product, ['title', 'summary', 'description'] as const, base))
    product.images.forEach((image, index) => {
      const langs = missingAlt(image)
      if (langs)
        issues.push({
          ...base,
          category: 'missing-alt',
          problem: `Resim ${index + 1} (${slotNames[image.type ?? ''] ?? 'resim'}) alt metni eksik: ${langs}`,
        })
    })
    if (!product.images.length) issues.push({ ...base, category: 'missing-image', problem: 'Ürünün resmi yok' })
    if (product.isActive) {
      const texts = languages.flatMap((lang) => [product[`summary_${lang}`], product[`description_${lang}`]])
      issues.push(...linkIssues(texts, base, productsBySlug, ownOrigins, product.slug.toLowerCase()))
    }
  }

  for (const post of input.posts) {
    const base = { kind: 'post' as const, subject: post.title_tr || post.slug, href: postEditHref(post.id), inactive: !post.isActive }
    issues.push(...translationIssues(post, ['title', 'excerpt', 'content'] as const, base))
    for (const lang of languages) {
      const meta = post[`metaDescription_${lang}`]
      if (isTooLong(meta, SEO_DESCRIPTION_ADVICE)) {
        issues.push({
          ...base,
          category: 'too-long',
          problem: `${localeNamesTr[lang]} meta açıklama ${textLength(meta)} karakter (önerilen en fazla ${SEO_DESCRIPTION_ADVICE})`,
        })
      }
    }
    if (blank(post.imageUrl)) issues.push({ ...base, category: 'missing-image', problem: 'Yazının görseli yok' })
    if (post.isActive) {
      const texts = languages.flatMap((lang) => [post[`content_${lang}`], post[`excerpt_${lang}`]])
      issues.push(...linkIssues(texts, base, productsBySlug, ownOrigins))
    }
  }

  for (const setting of input.seoSettings) {
    const base = {
      kind: 'seo' as const,
      subject: `${seoPageLabel(setting.page)} (${setting.page})`,
      href: seoEditHref(setting.page),
      inactive: !setting.isActive,
    }
    issues.push(...translationIssues(setting, ['title', 'description'] as const, base))
    for (const lang of languages) {
      const title = setting[`title_${lang}`]
      const description = setting[`description_${lang}`]
      if (isTooLong(title, SEO_TITLE_ADVICE)) {
        issues.push({
          ...base,
          category: 'too-long',
          problem: `${localeNamesTr[lang]} başlık ${textLength(title)} karakter (önerilen en fazla ${SEO_TITLE_ADVICE})`,
        })
      }
      if (isTooLong(description, SEO_DESCRIPTION_ADVICE)) {
        issues.push({
          ...base,
          category: 'too-long',
          problem: `${localeNamesTr[lang]} açıklama ${textLength(description)} karakter (önerilen en fazla ${SEO_DESCRIPTION_ADVICE})`,
        })
      }
    }
  }

  for (const { page, texts } of input.builtInSeo ?? []) {
    const base = { kind: 'seo' as const, subject: `${seoPageLabel(page)} (${page})`, href: seoEditHref(page), inactive: false }
    for (const lang of languages) {
      const { title, description } = texts[lang]
      if (isTooLong(title, SEO_TITLE_ADVICE)) {
        issues.push({
          ...base,
          category: 'too-long',
          problem: `${localeNamesTr[lang]} başlık ${textLength(title)} karakter (yerleşik metin, ayar yok; önerilen en fazla ${SEO_TITLE_ADVICE})`,
        })
      }
      if (isTooLong(description, SEO_DESCRIPTION_ADVICE)) {
        issues.push({
          ...base,
          category: 'too-long',
          problem: `${localeNamesTr[lang]} açıklama ${textLength(description)} karakter (yerleşik metin, ayar yok; önerilen en fazla ${SEO_DESCRIPTION_ADVICE})`,
        })
      }
    }
  }

  for (const file of input.media) {
    if (!file.mimeType.startsWith('image/')) continue
    const langs = missingAlt(file)
    if (langs) {
      issues.push({
        kind: 'media',
        subject: file.originalName || file.filename,
        href: mediaHref(file.originalName || file.filename),
        inactive: !file.isActive,
        category: 'missing-alt',
        problem: `Alt metin eksik: ${langs}`,
      })
    }
  }

  const order = (issue: HealthIssue) => healthCategories.indexOf(issue.category)
  return issues
    .map((issue, index) => ({ issue, index }))
    .sort((a, b) => order(a.issue) - order(b.issue) || a.index - b.index)
    .map(({ issue }) => issue)
}

/** The findings per category, every category present (empty ones too), in display order. */
export function groupHealthIssues(issues: HealthIssue[]): { category: HealthCategory; issues: HealthIssue[] }[] {
  return healthCategories.map((category) => ({ category, issues: issues.filter((issue) => issue.category === category) }))
}
