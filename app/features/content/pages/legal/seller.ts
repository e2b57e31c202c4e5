import { defineContent } from '../../define-content'
import { legalSections } from './sections'

/** The seller information: its sections (heading and text), in order; the company's legal identity below them comes from configuration. */
export const sellerContent = defineContent({
  key: 'seller',
  page: 'seller',
  label: 'Satıcı Bilgileri',
  fields: {
    sections: legalSections([
      {
        title: {
          tr: 'Firma Hakkında',
          en: 'About the Company',
          de: 'Über das Unternehmen',
        },
        text: {
          tr: "Firmamız {{foundingYear}} yılında Aydın'ın Köşk ilçesinde kurulmuştur ve {{yearsInTrade}} yılı aşkın süredir kuru incir üretimi, işlenmesi, toptan satışı ve ihracatı alanında faaliyet göstermektedir.",
          en: 'Our company was founded in {{foundingYear}} in the Köşk district of Aydın and has been producing, processing, wholesaling and exporting dried figs for more than {{yearsInTrade}} years.',
          de: 'Unser Unternehmen wurde {{foundingYear}} im Bezirk Köşk in Aydın gegründet und ist seit über {{yearsInTrade}} Jahren in Produktion, Verarbeitung, Großhandel und Export getrockneter Feigen tätig.',
        },
      },
      {
        title: {
          tr: 'Adres ve İletişim',
          en: 'Address and Contact',
          de: 'Adresse und Kontakt',
        },
        text: {
          tr: 'Köşk, Aydın, Türkiye. Güncel açık adres, telefon ve e-posta bilgilerimiz iletişim sayfamızda yer almaktadır.',
          en: 'Köşk, Aydın, Türkiye. Our full current address, phone number and email address are listed on our contact page.',
          de: 'Köşk, Aydın, Türkiye. Unsere vollständige aktuelle Adresse, Telefonnummer und E-Mail-Adresse finden Sie auf unserer Kontaktseite.',
        },
      },
      {
        title: {
          tr: 'Faaliyet Alanı',
          en: 'Business Activities',
          de: 'Geschäftstätigkeit',
        },
        text: {
          tr: 'Coğrafi işaretli Aydın incirinin kurutulması, ayıklanması, kalibrasyonu ve paketlenmesi ile yurt içinde toptan satışı ve ihracatı.',
          en: 'Drying, sorting, calibrating and packing geographically indicated Aydın figs, and selling them wholesale in Türkiye and for export.',
          de: 'Trocknung, Sortierung, Kalibrierung und Verpackung von Aydın-Feigen mit geografischer Angabe sowie deren Großhandel in der Türkei und Export.',
        },
      },
      {
        title: {
          tr: 'Ödeme ve Teslimat',
          en: 'Payment and Delivery',
          de: 'Zahlung und Lieferung',
        },
        text: {
          tr: 'Toptan siparişlerde peşin ve vadeli ödeme seçenekleri sunulur; deneme paketlerinde ödeme banka havalesi ile yapılır. Onaylanan siparişler 24-48 saat içinde kargoya verilir.',
          en: 'Wholesale orders can be paid in cash or on credit; trial packages are paid by bank transfer. Confirmed orders are dispatched within 24-48 hours.',
          de: 'Großhandelsaufträge können per Vorkasse oder mit Zahlungsziel bezahlt werden; Probepakete werden per Banküberweisung bezahlt. Bestätigte Aufträge werden innerhalb von 24-48 Stunden versandt.',
        },
      },
      {
        title: {
          tr: 'Kalite Güvencesi',
          en: 'Quality Assurance',
          de: 'Qualitätssicherung',
        },
        text: {
          tr: 'Üretimimiz HACCP, ISO 22000 ve BRC Global Standard gerekliliklerine uygun olarak yürütülür; her parti aflatoksin açısından analiz edilir.',
          en: 'Our production follows HACCP, ISO 22000 and BRC Global Standard requirements, and every lot is analysed for aflatoxin.',
          de: 'Unsere Produktion folgt den Anforderungen von HACCP, ISO 22000 und BRC Global Standard, und jede Partie wird auf Aflatoxin analysiert.',
        },
      },
      {
        title: {
          tr: 'Şikâyet ve Uyuşmazlıklar',
          en: 'Complaints and Disputes',
          de: 'Beschwerden und Streitigkeiten',
        },
        text: {
          tr: 'Talep ve şikâyetlerinizi iletişim kanallarımız üzerinden iletebilirsiniz. Tüketici uyuşmazlıklarında, yasal parasal sınırlar dahilinde Tüketici Hakem Heyetlerine veya Tüketici Mahkemelerine başvurabilirsiniz.',
          en: 'You can send us any request or complaint through our contact channels. In consumer disputes you may apply to consumer arbitration committees or consumer courts within the statutory monetary limits.',
          de: 'Anliegen und Beschwerden können Sie uns jederzeit über unsere Kontaktkanäle senden. Bei Verbraucherstreitigkeiten können Sie sich im Rahmen der gesetzlichen Wertgrenzen an die türkischen Verbraucherschlichtungsstellen oder Verbrauchergerichte wenden.',
        },
      },
    ]),
  },
})
