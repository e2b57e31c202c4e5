/** Turkish names of the known prompt categories; other categories show their key only. */
const labels: Record<string, string> = {
  'blog-image': 'Blog görseli',
  'blog-writing': 'Blog yazısı',
  'blog-topics': 'Blog konuları',
  'content-optimization': 'İçerik optimizasyonu',
  'market-research': 'Pazar araştırması',
}
export const promptCategoryLabel = (category: string): string | undefined => labels[category]
