import { defineContent, group, list, number, text } from './define-content'
import { initialDocument } from './content-document'
import { currentYear, type factTokens, type SiteFacts, siteFactsIn, type StoredFacts } from './site-facts'

const tokenHint = (name: keyof typeof factTokens) => `Metinlerde {{${name}}} yazılan her yerde gösterilir.`

/**
 * The site's settings: the shared facts every text places with a token (site-facts.ts), the
 * working hours and the footer's text. Edited, drafted, published and kept in history as a page's
 * content is; previewed on the about page (its figures state the facts).
 */
export const siteSettings = defineContent({
  key: 'settings',
  page: 'about',
  label: 'Site ayarları',
  fields: {
    facts: group(
      'Ortak bilgiler',
      {
        foundingYear: number('Kuruluş yılı', 1975, {
          min: 1800,
          max: 2100,
          hint: `${tokenHint('foundingYear')} Sektördeki yıl ({{yearsInTrade}}) bundan hesaplanır: tamamlanan on yıllar (1975 → 50).`,
        }),
        customers: number('Müşteri sayısı', 100, { min: 0, max: 1_000_000, hint: tokenHint('customers') }),
        varieties: number('Ürün çeşidi sayısı', 10, { min: 0, max: 10_000, hint: tokenHint('varieties') }),
      },
      { hint: 'Her sayfada aynı bilgi: bir metin bir bilgiyi kendi sözleriyle değil, süslü parantezli adıyla yazar.' },
    ),
    hours: group('Çalışma saatleri', {
      lines: list('Günler', {
        itemLabel: 'Satır',
        max: 7,
        hint: 'İletişim sayfasında gösterilir.',
        fields: { text: text('Gün ve saat', undefined, { max: 80 }) },
        initial: [
          { text: { tr: 'Pazartesi-Cuma 08:00-18:00', en: 'Monday-Friday 08:00-18:00', de: 'Montag-Freitag 08:00-18:00' } },
          { text: { tr: 'Cumartesi 09:00-15:00', en: 'Saturday 09:00-15:00', de: 'Samstag 09:00-15:00' } },
          { text: { tr: 'Pazar kapalı', en: 'Sunday closed', de: 'Sonntag geschlossen' } },
        ],
      }),
      timeZone: text(
        'Saat dilimi',
        { tr: 'Saatler Türkiye saatiyle (UTC+3).', en: 'Times are Turkish time (UTC+3).', de: 'Zeiten in türkischer Zeit (UTC+3).' },
        { max: 120 },
      ),
    }),
    footer: group('Alt bilgi', {
      about: text(
        'Tanıtım',
        {
          tr: "{{foundingYear}}'ten bu yana Köşk, Aydın'da coğrafi işaretli Aydın incirini üretiyor, toptan ve ihracat müşterilerine ulaştırıyoruz.",
          en: 'Since {{foundingYear}} we have been producing geographically indicated Aydın figs in Köşk, Aydın, and supplying them to wholesale and export customers.',
          de: 'Seit {{foundingYear}} produzieren wir in Köşk, Aydın, Aydın-Feigen mit geografischer Angabe und beliefern Großhandels- und Exportkunden.',
        },
        { hint: 'Her sayfanın altında, logonun yanında.' },
      ),
    }),
  },
})

/** The facts of a fresh installation, as texts place them in `year`. */
export const initialFacts = (year = currentYear()): SiteFacts => siteFactsIn(initialDocument(siteSettings).facts as StoredFacts, year)
