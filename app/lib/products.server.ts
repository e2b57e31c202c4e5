import type { ProductCardData } from '~/components/products/product-card'
import type { Prisma } from '~/generated/prisma/client'
import type { Locale } from './locale'
import { localized } from './localized'

export const productCardSelect = {
  slug: true,
  type: true,
  title_tr: true, title_en: true, title_de: true,
  summary_tr: true, summary_en: true, summary_de: true,
  isOrganic: true,
  isNatural: true,
  laurelPacked: true,
  packsKg: true,
  calibres: true,
  images: {
    orderBy: [{ isMain: 'desc' }, { position: 'asc' }],
    select: { url: true, alt_tr: true, alt_en: true, alt_de: true, width: true, height: true },
  },
} satisfies Prisma.ProductSelect

type CardRow = Prisma.ProductGetPayload<{ select: typeof productCardSelect }>

export function toProductCard(row: CardRow, locale: Locale): ProductCardData {
  const title = localized(row, 'title', locale)
  const [main] = row.images
  return {
    slug: row.slug,
    type: row.type,
    title,
    summary: localized(row, 'summary', locale),
    isOrganic: row.isOrganic,
    isNatural: row.isNatural,
    laurelPacked: row.laurelPacked,
    packsKg: row.packsKg,
    calibres: row.calibres,
    image: main ? { url: main.url, alt: localized(main, 'alt', locale) || title, width: main.width, height: main.height } : null,
  }
}

export const activeProductsOrder = [{ sortOrder: 'asc' }, { createdAt: 'asc' }] satisfies Prisma.ProductOrderByWithRelationInput[]
