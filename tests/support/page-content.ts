import { initialDocument, pageContentIn } from '../../app/features/content/content-document'
import type { ContentDeclaration, ContentField } from '../../app/features/content/define-content'
import { placeFacts } from '../../app/features/content/site-facts'
import { initialFacts } from '../../app/features/content/site-settings'
import type { Locale } from '../../app/lib/locale'
import { renderPageText } from '../../app/lib/markdown.server'

/** What a page shows of a fresh installation's content in `locale`: fallbacks filled, the site's facts placed. */
export const initialPageContent = <F extends Record<string, ContentField>>(declaration: ContentDeclaration<F>, locale: Locale) =>
  pageContentIn(declaration, initialDocument(declaration), locale, renderPageText, initialFacts())

/** A dictionary text as a page shows it: the site's facts placed in its tokens. */
export const withFacts = (text: string) => placeFacts(text, initialFacts())
