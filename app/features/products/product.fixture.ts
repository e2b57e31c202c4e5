/** Tests only: a product's texts as the tests of several features fill them. */

/** The fields a product form must have (Turkish and English texts, the slug): the smallest valid post. */
export const requiredProductFields = {
  title_tr: 'Kuru İncir',
  title_en: 'Dried Figs',
  slug: 'kuru-incir',
  summary_tr: 'Özet',
  summary_en: 'Summary',
  description_tr: 'Açıklama',
  description_en: 'Description',
}

/** A product's summary and description in the three languages. */
export const productTexts = {
  summary_tr: 'Özet',
  summary_en: 'Summary',
  summary_de: 'Zusammenfassung',
  description_tr: 'Açıklama',
  description_en: 'Description',
  description_de: 'Beschreibung',
}
