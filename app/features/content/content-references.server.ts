/**
 * What a page's references may name, as the editor lists them and the form and the API check
 * them: the media gallery's pictures and PDFs (newest first) and the active products (in the
 * catalogue's order), each list bounded.
 */
import { catalogueOrder } from '~/features/products/product-selects.server'
import { prisma } from '~/lib/db.server'
import type { ContentChoices } from './content-form'

/** Most entries a reference's list offers. */
export const CHOICES_MAX = 500

export async function contentChoices(): Promise<ContentChoices> {
  const [images, files, products] = await Promise.all([
    prisma.mediaFile.findMany({
      where: { isActive: true, mimeType: { startsWith: 'image/' } },
      orderBy: { createdAt: 'desc' },
      take: CHOICES_MAX,
      select: { url: true, originalName: true, alt_tr: true },
    }),
    prisma.mediaFile.findMany({
      where: { isActive: true, mimeType: 'application/pdf' },
      orderBy: { createdAt: 'desc' },
      take: CHOICES_MAX,
      select: { url: true, originalName: true },
    }),
    prisma.product.findMany({
      where: { isActive: true },
      orderBy: catalogueOrder,
      take: CHOICES_MAX,
      select: { slug: true, title_tr: true },
    }),
  ])
  return {
    image: images.map((media) => ({
      value: media.url,
      label: media.alt_tr ? `${media.alt_tr} (${media.originalName})` : media.originalName,
    })),
    file: files.map((media) => ({ value: media.url, label: media.originalName })),
    product: products.map((product) => ({ value: product.slug, label: product.title_tr })),
  }
}
