import { isTooLong, serpSnippet, textLength } from '~/features/seo/seo-page'

/** 'https://example.com/de/products' → 'example.com › de › products', as result pages write it. */
function displayUrl(url: string): string {
  try {
    const { host, pathname } = new URL(url)
    return [host, ...pathname.split('/').filter(Boolean)].join(' › ')
  } catch {
    return url
  }
}

/**
 * How a search engine would list the page: the address, the title (blue, cut near 60
 * characters) and the description (cut near 160).
 */
export function SerpPreview({
  title,
  description,
  url,
  lang,
  testId,
}: {
  title: string
  description: string
  url: string | null
  lang: string
  testId?: string
}) {
  return (
    <figure className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm" data-testid={testId ?? 'serp-preview'} lang={lang}>
      <figcaption className="text-xs font-semibold uppercase tracking-wide text-stone-500" lang="tr">
        Arama sonucu önizlemesi
      </figcaption>
      <p className="mt-2 truncate text-sm text-stone-600" data-testid="serp-url">
        {url ? displayUrl(url) : 'Bu sayfa adı sitede bir adrese karşılık gelmiyor'}
      </p>
      <p className="mt-0.5 text-xl leading-snug text-blue-800" data-testid="serp-title">
        {title.trim() ? (
          serpSnippet(title, 60)
        ) : (
          <span className="text-stone-400" lang="tr">
            Başlık yok
          </span>
        )}
      </p>
      <p className="mt-1 text-sm leading-relaxed text-stone-700" data-testid="serp-description">
        {description.trim() ? (
          serpSnippet(description, 160)
        ) : (
          <span className="text-stone-400" lang="tr">
            Açıklama yok
          </span>
        )}
      </p>
    </figure>
  )
}

/** '47 / 60 karakter', with a warning (never a block) past the advice. */
export function LengthCounter({ id, text, advice }: { id?: string; text: string; advice: number }) {
  const over = isTooLong(text, advice)
  return (
    <p
      id={id}
      className={`mt-1 text-xs ${over ? 'font-medium text-amber-800' : 'text-stone-500'}`}
      data-testid="length-counter"
      data-over={over ? 'true' : 'false'}
    >
      <span className="tabular-nums">
        {textLength(text)} / {advice}
      </span>{' '}
      karakter
      {over && <> — önerilenden uzun: arama sonuçlarında kısaltılabilir</>}
    </p>
  )
}
