import { Fragment } from 'react'
import { Link } from 'react-router'
import type { PageContent } from '~/features/content/content-document'
import type { rfqContent } from '~/features/content/pages/rfq'
import { useLocale } from '~/lib/use-locale'
import { pagePath } from '~/site-map'
import { RichTextBlock } from '~/ui/rich-text'

/** The further-reading links: their pages are fixed here, their texts are the page's content. */
const furtherReading = ['products', 'calibration', 'quality', 'origin'] as const

/** The long text about the quote process (and the links into the rest of the site). */
export function Explanation({ content }: { content: PageContent<typeof rfqContent.fields> }) {
  const locale = useLocale()
  const h3 = 'mt-8 font-serif text-xl font-semibold text-fig-800'
  // A text's paragraphs are as far apart (space-y-3) as the text is from its heading (mt-3).
  const text = 'mt-3 space-y-3 leading-relaxed text-stone-700'
  return (
    <section aria-labelledby="rfq-content-title" className="mt-14">
      <h2 id="rfq-content-title" className="font-serif text-3xl font-bold text-fig-800">
        {content.title}
      </h2>
      <RichTextBlock className={text} html={content.intro.html} />
      {content.sections.map((section) => (
        <Fragment key={section.id}>
          <h3 className={h3}>{section.title}</h3>
          <RichTextBlock className={text} html={section.text.html} />
        </Fragment>
      ))}
      <h3 className={h3}>{content.links.title}</h3>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {furtherReading.map((page) => (
          <li key={page}>
            <Link
              to={pagePath(page, locale)}
              className="flex h-full min-h-[calc(2lh+1.5rem+2px)] items-center rounded-xl border border-stone-200 bg-white px-4 py-3 font-semibold text-fig-700 hover:border-fig-200 hover:bg-fig-50"
            >
              {content.links[page]} →
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
