import { defineContent, group, list, longText, text } from '../define-content'

/**
 * The quote request page's explanation under the form: how a quote is made, why buy from the
 * producer, the varieties, who may ask, and the links into the rest of the site. The page's title
 * and subtitle (its H1 and the SEO admin's defaults), the form and the structured data's names
 * stay in the dictionaries; the links' target pages are fixed in the page, only their texts are
 * edited here.
 */
export const rfqContent = defineContent({
  key: 'rfq',
  page: 'rfq',
  label: 'Teklif Talebi',
  fields: {
    title: text('Başlık', {
      tr: 'Toptan Kuru İncir Teklif Süreci',
      en: 'How to Get a Wholesale Quote for Dried Figs',
      de: 'So erhalten Sie ein Großhandelsangebot für Trockenfeigen',
    }),
    intro: longText('Giriş', {
      tr: 'Teklif formu, toptan kuru incir alımlarınız için size özel fiyat almanın en hızlı yoludur. Ürünleri seçmeniz ve her biri için miktar, kalibre ve paket boyutu belirtmeniz yeterlidir.',
      en: 'The quote form is the fastest way to get a tailored price for your wholesale dried fig purchases. Simply select the products and enter the quantity, calibre and pack size for each.',
      de: 'Das Angebotsformular ist der schnellste Weg zu einem individuellen Preis für Ihren Großeinkauf von Trockenfeigen. Wählen Sie einfach die Produkte aus und geben Sie für jedes Menge, Kaliber und Packungsgröße an.',
    }),
    sections: list('Bölümler', {
      itemLabel: 'Bölüm',
      max: 12,
      fields: { title: text('Başlık'), text: longText('Metin') },
      initial: [
        {
          title: {
            tr: 'Teklif Süreci Nasıl İşler?',
            en: 'How Does the Quote Process Work?',
            de: 'Wie läuft die Angebotsanfrage ab?',
          },
          text: {
            tr: 'Formu gönderdiğinizde talebiniz doğrudan satış ekibimize iletilir. Ekibimiz stok durumunu, seçtiğiniz kalibreleri ve teslim koşullarını değerlendirerek 24 saat içinde size yazılı bir teklif sunar.\n\nTeklifimiz birim fiyatları (USD/kg), peşin ve vadeli ödeme seçeneklerini, paketleme detaylarını ve tahmini teslim süresini içerir. Onayınızın ardından siparişiniz üretim planına alınır.',
            en: 'When you submit the form, your request goes straight to our sales team. They review stock availability, your chosen calibres and delivery terms, and send you a written quote within 24 hours.\n\nOur quote includes unit prices (USD/kg), cash and credit payment options, packing details and an estimated delivery time. Once you approve it, your order is added to the production schedule.',
            de: 'Sobald Sie das Formular absenden, geht Ihre Anfrage direkt an unser Vertriebsteam. Es prüft Verfügbarkeit, gewählte Kaliber und Lieferbedingungen und sendet Ihnen innerhalb von 24 Stunden ein schriftliches Angebot.\n\nUnser Angebot enthält Stückpreise (USD/kg), Zahlungsoptionen per Vorkasse oder mit Zahlungsziel, Verpackungsdetails und eine voraussichtliche Lieferzeit. Nach Ihrer Freigabe wird Ihr Auftrag in die Produktionsplanung aufgenommen.',
          },
        },
        {
          title: {
            tr: 'Üreticiden Doğrudan Almanın Avantajları',
            en: 'The Advantages of Buying Direct from the Producer',
            de: 'Die Vorteile des Direkteinkaufs beim Erzeuger',
          },
          text: {
            tr: 'Üretici firmadan doğrudan alım yaptığınızda aracı maliyetlerinden kurtulursunuz. {{yearsInTrade}} yılı aşkın tecrübemiz, HACCP, ISO 22000 ve BRC standartlarına uygun üretimimiz ve her partide yapılan aflatoksin kontrolleri sayesinde tutarlı kaliteyi güvence altına alıyoruz.',
            en: 'Buying directly from the producer saves you intermediary costs. Our {{yearsInTrade}}+ years of experience, production in line with HACCP, ISO 22000 and BRC standards and aflatoxin checks on every lot ensure consistent quality.',
            de: 'Beim Direkteinkauf beim Erzeuger sparen Sie Zwischenhandelskosten. Über {{yearsInTrade}} Jahre Erfahrung, eine Produktion nach HACCP, ISO 22000 und BRC sowie Aflatoxinkontrollen bei jeder Partie sichern eine gleichbleibende Qualität.',
          },
        },
        {
          title: {
            tr: 'Ürün Çeşitlerimiz',
            en: 'Our Product Varieties',
            de: 'Unsere Produktsorten',
          },
          text: {
            tr: 'Naturel, Lerida, Protoben, Bağlama, Pulled, Layer, Küp/Blok ve defne yapraklı incirlerimizi A1–A8 kalibre aralığında ve farklı paket boyutlarında sunuyoruz. Kalibre sınıfları hakkında ayrıntılı bilgiyi kalibrasyon rehberimizde bulabilirsiniz.',
            en: 'We offer natural, Lerida, Protoben, Bağlama, Pulled, Layer, Cube/Block and laurel-packed figs in calibres A1–A8 and a range of pack sizes. You will find details of the calibre classes in our calibration guide.',
            de: 'Wir bieten Natur-, Lerida-, Protoben-, Bağlama-, Pulled-, Layer-, Würfel/Block-Feigen sowie mit Lorbeerblättern verpackte Feigen in den Kalibern A1–A8 und verschiedenen Packungsgrößen an. Details zu den Kaliberklassen finden Sie in unserem Kalibrierungsleitfaden.',
          },
        },
        {
          title: {
            tr: 'Kimler Teklif İsteyebilir?',
            en: 'Who Can Request a Quote?',
            de: 'Wer kann ein Angebot anfordern?',
          },
          text: {
            tr: "Distribütörler, süpermarket zincirleri, gıda işletmeleri, ihracatçılar, restoran ve pastane zincirleri ile organik ürün mağazaları teklif isteyebilir. Türkiye'deki alıcıların yanı sıra yurt dışındaki firmalara da FOB, CIF ve DDP teslim seçenekleriyle hizmet veriyoruz.",
            en: 'Distributors, supermarket chains, food businesses, exporters, restaurant and patisserie chains and organic stores are all welcome to request a quote. Alongside buyers in Türkiye, we serve companies abroad with FOB, CIF and DDP delivery terms.',
            de: 'Distributoren, Supermarktketten, Lebensmittelbetriebe, Exporteure, Restaurant- und Konditoreiketten sowie Bioläden können ein Angebot anfordern. Neben Käufern in der Türkei beliefern wir auch Unternehmen im Ausland zu den Lieferbedingungen FOB, CIF und DDP.',
          },
        },
      ],
    }),
    links: group(
      'Daha fazla bilgi',
      {
        title: text('Başlık', {
          tr: 'Daha Fazla Bilgi',
          en: 'Learn More',
          de: 'Mehr erfahren',
        }),
        products: text('Ürünler sayfasının bağlantısı', {
          tr: 'Ürünlerimizi inceleyin',
          en: 'Browse our products',
          de: 'Unsere Produkte ansehen',
        }),
        calibration: text('Kalibrasyon sayfasının bağlantısı', {
          tr: 'Kalibrasyon rehberi',
          en: 'Calibration guide',
          de: 'Kalibrierungsleitfaden',
        }),
        quality: text('Kalite sayfasının bağlantısı', {
          tr: 'Kalite ve gıda güvenliği',
          en: 'Quality and food safety',
          de: 'Qualität und Lebensmittelsicherheit',
        }),
        origin: text('Menşei sayfasının bağlantısı', {
          tr: 'Aydın incirinin menşei',
          en: 'The origin of Aydın figs',
          de: 'Die Herkunft der Aydın-Feige',
        }),
      },
      { hint: 'Bağlantıların gittiği sayfalar sabittir; burada yalnız yazıları değişir.' },
    ),
  },
})
