import { initialDocument } from './content-document'
import { defineContent, group, list, number, text, value } from './define-content'
import { currentYear, type factTokens, type SiteFacts, type StoredFacts, siteFactsIn } from './site-facts'

const tokenHint = (name: keyof typeof factTokens) => `Metinlerde {{${name}}} yazılan her yerde gösterilir.`

/**
 * The site's settings: the company's contact data, legal identity, social profiles and bank
 * account, the shared facts every text places with a token (site-facts.ts), the working hours,
 * the basis of the indicative prices and the footer's text. Edited, drafted, published and kept
 * in history as a page's content is; previewed on the about page (its figures state the facts).
 *
 * The company's data, profiles, identity and account start with the configuration's values
 * (company-settings.server.ts) until the settings are first saved with them; from then on the
 * settings alone count.
 */
export const siteSettings = defineContent({
  key: 'settings',
  page: 'about',
  label: 'Site ayarları',
  fields: {
    company: group(
      'Şirket ve iletişim',
      {
        name: value('Şirket adı', {
          configured: 'COMPANY_NAME',
          format: 'text',
          max: 120,
          hint: 'Sayfa başlıklarında, e-postalarda ve belgelerde.',
        }),
        phone: value('Telefon', { configured: 'COMPANY_PHONE', format: 'phone', max: 40, hint: 'Ülke koduyla (ör. +90 256 123 45 67).' }),
        email: value('E-posta', { configured: 'COMPANY_EMAIL', format: 'email', max: 254 }),
        address: value('Adres', { configured: 'COMPANY_ADDRESS', format: 'text', max: 300 }),
        whatsappNumber: value('WhatsApp numarası', {
          configured: 'WHATSAPP_NUMBER',
          format: 'digits',
          max: 15,
          hint: 'Ülke koduyla, yalnız rakam (ör. 905321234567).',
        }),
        mapEmbedUrl: value('Harita adresi', {
          format: 'mapUrl',
          optional: true,
          hint: 'İletişim sayfasındaki harita: Google Haritalar’da “Paylaş › Harita yerleştir” adresi (https://www.google.com/maps/embed?…) ya da OpenStreetMap. Boşsa adres Google Haritalar’da gösterilir.',
        }),
      },
      { hint: 'Her sayfanın altında, iletişim sayfasında, tekliflerde ve ürün föylerinde.' },
    ),
    socials: group(
      'Sosyal medya',
      {
        instagram: value('Instagram', { configured: 'SOCIAL_INSTAGRAM', format: 'https', optional: true }),
        facebook: value('Facebook', { configured: 'SOCIAL_FACEBOOK', format: 'https', optional: true }),
        linkedin: value('LinkedIn', { configured: 'SOCIAL_LINKEDIN', format: 'https', optional: true }),
        youtube: value('YouTube', { configured: 'SOCIAL_YOUTUBE', format: 'https', optional: true }),
        x: value('X', { configured: 'SOCIAL_X', format: 'https', optional: true }),
      },
      { hint: 'Doldurulan her profil sayfaların altında bağlanır. https:// ile başlayan profil adresi.' },
    ),
    legal: group(
      'Yasal kimlik',
      {
        name: value('Ticari unvan', { configured: 'LEGAL_NAME', format: 'text', max: 200, optional: true, hint: 'Boşsa şirket adı.' }),
        taxOffice: value('Vergi dairesi', { configured: 'TAX_OFFICE', format: 'text', max: 120, optional: true }),
        taxNumber: value('Vergi numarası', { configured: 'TAX_NUMBER', format: 'text', max: 40, optional: true }),
        tradeRegistryNumber: value('Ticaret sicil numarası', {
          configured: 'TRADE_REGISTRY_NUMBER',
          format: 'text',
          max: 60,
          optional: true,
        }),
        responsiblePerson: value('Sorumlu kişi', { configured: 'RESPONSIBLE_PERSON', format: 'text', max: 120, optional: true }),
      },
      { hint: 'Satıcı bilgileri sayfasında (Impressum) ve proforma faturalarda; boş satırlar gösterilmez.' },
    ),
    bank: group(
      'Banka hesabı',
      {
        holder: value('Hesap sahibi', {
          configured: 'BANK_ACCOUNT_HOLDER',
          format: 'text',
          max: 200,
          optional: true,
          hint: 'Boşsa ticari unvan.',
        }),
        bank: value('Banka ve şube', { configured: 'BANK_NAME', format: 'text', max: 200, optional: true }),
        iban: value('IBAN', {
          configured: 'BANK_IBAN',
          format: 'iban',
          max: 42,
          optional: true,
          hint: 'Boşluklu yazılabilir; kontrol basamakları denetlenir.',
        }),
        swift: value('SWIFT/BIC', { configured: 'BANK_SWIFT', format: 'swift', max: 11, optional: true }),
      },
      { hint: 'Proforma faturalarda ödeme için. Üçü (banka, IBAN, SWIFT) tanımlı değilse proforma düzenlenmez.' },
    ),
    prices: group('Fiyatlar', {
      basis: text(
        'Fiyat esası',
        {
          tr: 'FOB İzmir, peşin veya vadeli, ABD doları/kg',
          en: 'FOB İzmir, cash or credit, US dollars per kg',
          de: 'FOB İzmir, Barzahlung oder Ziel, US-Dollar je kg',
        },
        {
          max: 200,
          optional: true,
          hint: 'Her fiyat tablosunun altında ve ürün föyünde “Fiyat esası: …” olarak (ör. “FOB İzmir, 2026 mahsulü, 31 Aralık’a kadar geçerli”).',
        },
      ),
    }),
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

/** The Turkish names of bank account parts (the settings form's labels), for the admin's messages. */
export const bankPartLabels = (parts: readonly ('bank' | 'iban' | 'swift')[]): string[] =>
  parts.map((part) => siteSettings.fields.bank.fields[part].label)
