import { defineContent } from '../../define-content'
import { legalSections } from './sections'

/** The terms of use: their sections (heading and text), in order. */
export const termsContent = defineContent({
  key: 'terms',
  page: 'terms',
  label: 'Kullanım Koşulları',
  fields: {
    sections: legalSections([
      {
        title: {
          tr: 'Kapsam',
          en: 'Scope',
          de: 'Geltungsbereich',
        },
        text: {
          tr: 'Bu kullanım koşulları, web sitemizi ziyaret eden ve sitemiz üzerinden teklif, deneme paketi veya iletişim talebi gönderen tüm kullanıcılar için geçerlidir. Siteyi kullanarak bu koşulları kabul etmiş sayılırsınız.',
          en: 'These terms of use apply to everyone who visits our website and to anyone who sends a quote request, trial package request or contact message through it. By using the site you accept these terms.',
          de: 'Diese Nutzungsbedingungen gelten für alle Besucher unserer Website und für alle, die über sie eine Angebotsanfrage, eine Probepaketanfrage oder eine Kontaktnachricht senden. Mit der Nutzung der Website akzeptieren Sie diese Bedingungen.',
        },
      },
      {
        title: {
          tr: 'Ürün Bilgileri ve Fiyatlar',
          en: 'Product Information and Prices',
          de: 'Produktinformationen und Preise',
        },
        text: {
          tr: 'Sitede yer alan ürün açıklamaları, görseller ve fiyat aralıkları bilgilendirme amaçlıdır. Fiyatlar USD/kg cinsinden gösterilir ve bağlayıcı değildir; kesin fiyat, size iletilen yazılı teklifle belirlenir.',
          en: 'Product descriptions, images and price ranges on the site are for information only. Prices are shown in USD/kg and are not binding; the final price is set by the written quote we send you.',
          de: 'Produktbeschreibungen, Bilder und Preisspannen auf der Website dienen nur der Information. Die Preise werden in USD/kg angegeben und sind unverbindlich; maßgeblich ist das schriftliche Angebot, das wir Ihnen senden.',
        },
      },
      {
        title: {
          tr: 'Teklif ve Siparişler',
          en: 'Quotes and Orders',
          de: 'Angebote und Bestellungen',
        },
        text: {
          tr: "Teklif talepleri 24 saat içinde yanıtlanır. Sipariş, tarafların teklif koşullarını yazılı olarak onaylamasıyla kesinleşir. Toptan siparişlerde minimum sipariş miktarı 100 kg'dır.",
          en: 'Quote requests are answered within 24 hours. An order becomes binding once both parties confirm the terms of the quote in writing. The minimum quantity for wholesale orders is 100 kg.',
          de: 'Angebotsanfragen werden innerhalb von 24 Stunden beantwortet. Ein Auftrag wird verbindlich, sobald beide Seiten die Angebotsbedingungen schriftlich bestätigt haben. Die Mindestmenge für Großhandelsaufträge beträgt 100 kg.',
        },
      },
      {
        title: {
          tr: 'Teslimat',
          en: 'Delivery',
          de: 'Lieferung',
        },
        text: {
          tr: 'Onaylanan siparişler stok durumuna bağlı olarak 24-48 saat içinde kargoya verilir. Türkiye içi teslimatlar genellikle 2-5 iş günü, uluslararası teslimatlar 7-15 iş günü sürer.',
          en: 'Subject to stock availability, confirmed orders are dispatched within 24-48 hours. Deliveries within Türkiye usually take 2-5 business days, and international deliveries 7-15 business days.',
          de: 'Je nach Verfügbarkeit werden bestätigte Aufträge innerhalb von 24-48 Stunden versandt. Lieferungen innerhalb der Türkei dauern in der Regel 2-5 Werktage, internationale Lieferungen 7-15 Werktage.',
        },
      },
      {
        title: {
          tr: 'Fikri Mülkiyet',
          en: 'Intellectual Property',
          de: 'Geistiges Eigentum',
        },
        text: {
          tr: 'Sitedeki tüm metin, görsel, logo ve tasarımlar firmamıza aittir; izinsiz kopyalanamaz, çoğaltılamaz veya ticari amaçla kullanılamaz.',
          en: 'All texts, images, logos and designs on the site belong to our company and may not be copied, reproduced or used commercially without permission.',
          de: 'Alle Texte, Bilder, Logos und Gestaltungen auf der Website gehören unserem Unternehmen und dürfen ohne Genehmigung weder kopiert, vervielfältigt noch gewerblich genutzt werden.',
        },
      },
      {
        title: {
          tr: 'Sorumluluk ve Değişiklikler',
          en: 'Liability and Changes',
          de: 'Haftung und Änderungen',
        },
        text: {
          tr: 'Sitedeki bilgilerin doğruluğu için azami özen gösterilir; ancak olası yazım veya teknik hatalardan doğan dolaylı zararlardan sorumluluk kabul edilmez. Bu koşulları önceden bildirmeksizin güncelleme hakkımız saklıdır.',
          en: 'We take the utmost care to keep the information on the site accurate; however, we accept no liability for indirect damage resulting from typographical or technical errors. We reserve the right to update these terms without prior notice.',
          de: 'Wir achten mit größter Sorgfalt auf die Richtigkeit der Informationen auf der Website, übernehmen jedoch keine Haftung für mittelbare Schäden aus Schreib- oder technischen Fehlern. Wir behalten uns vor, diese Bedingungen ohne vorherige Ankündigung zu aktualisieren.',
        },
      },
      {
        title: {
          tr: 'Uygulanacak Hukuk',
          en: 'Governing Law',
          de: 'Anwendbares Recht',
        },
        text: {
          tr: 'Bu koşullar Türkiye Cumhuriyeti yasalarına tabidir. Uyuşmazlıklarda Aydın mahkemeleri ve icra daireleri yetkilidir; tüketicilerin Tüketici Hakem Heyetlerine ve Tüketici Mahkemelerine başvuru hakları saklıdır.',
          en: "These terms are governed by the laws of the Republic of Türkiye. The courts and enforcement offices of Aydın have jurisdiction over disputes; consumers' rights to apply to consumer arbitration committees and consumer courts remain unaffected.",
          de: 'Diese Bedingungen unterliegen dem Recht der Republik Türkei. Für Streitigkeiten sind die Gerichte und Vollstreckungsbehörden von Aydın zuständig; das Recht von Verbrauchern, sich an Verbraucherschlichtungsstellen und Verbrauchergerichte zu wenden, bleibt unberührt.',
        },
      },
    ]),
  },
})
