import { useTranslation } from 'react-i18next'

/** A post's keywords as small tags, announced as a list named 'Tags'. */
export function KeywordChips({ keywords, className = '' }: { keywords: string[]; className?: string }) {
  const { t } = useTranslation()
  if (keywords.length === 0) return null
  return (
    <ul aria-label={t('blog.keywords')} className={`flex flex-wrap gap-2 ${className}`}>
      {keywords.map((keyword, i) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: a post's keywords may repeat, and the list is never reordered
          key={`${i}-${keyword}`}
          data-testid="keyword"
          className="rounded-full bg-cream-100 px-3 py-1 text-xs font-medium text-stone-700"
        >
          {keyword}
        </li>
      ))}
    </ul>
  )
}
