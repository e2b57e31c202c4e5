/** How the AI usage summary of the prompts page reads its figures (its month is `calendarMonth` of ~/lib/dates). */

/** '12.345' (tr-TR grouping); '-' when unknown. */
export const formatCount = (value: number | null | undefined) => (value == null ? '-' : value.toLocaleString('tr-TR'))

/** '850 ms', '12,4 sn', '1 dk 05 sn'. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`
  if (ms < 60_000) return `${(Math.round(ms / 100) / 10).toLocaleString('tr-TR')} sn`
  const seconds = Math.round(ms / 1000)
  return `${Math.floor(seconds / 60)} dk ${String(seconds % 60).padStart(2, '0')} sn`
}

/** The kinds the AI module logs (AiCall.kind), in Turkish; unknown kinds show as they are. */
const kindLabels: Record<string, string> = {
  'product-content': 'Ürün içeriği',
  seo: 'SEO metinleri',
  'blog-article': 'Blog yazısı',
  'blog-topics': 'Blog konuları',
  'blog-image': 'Blog görseli',
  'quote-translation': 'Teklif çevirisi',
  'page-translation': 'Sayfa çevirisi',
}
export const aiKindLabel = (kind: string) => kindLabels[kind] ?? kind
