import type { Locale } from '~/lib/locale'
import { renderPageText } from '~/lib/markdown.server'
import { companyInfo, type PublicCompany } from './company.server'
import { initialDocument, pageContentIn, readDocument } from './content-document'
import { pageContent, type SettingsPreview, siteFacts } from './page-content.server'
import { initialFacts, siteSettings } from './site-settings'

/**
 * The company as every page shows it in `locale`: its contact data from configuration, and from
 * the published site settings (or the draft `preview` shows) its facts, working hours and footer text. While the database cannot
 * be read (and nothing was read before), the installation's settings: the site's header, footer
 * and error pages still show.
 */
export async function publicCompany(locale: Locale, preview: SettingsPreview | null = null): Promise<PublicCompany> {
  if (preview) {
    const settings = pageContentIn(siteSettings, readDocument(siteSettings, preview.document), locale, renderPageText, preview.facts)
    return { ...companyInfo(), facts: preview.facts, hours: settings.hours, about: settings.footer.about }
  }
  const [facts, settings] = await Promise.all([
    siteFacts().catch(() => initialFacts()),
    pageContent('settings', locale).catch(() =>
      pageContentIn(siteSettings, initialDocument(siteSettings), locale, renderPageText, initialFacts()),
    ),
  ])
  return { ...companyInfo(), facts, hours: settings.hours, about: settings.footer.about }
}
