import { defineContent, group, list, text } from '../define-content'

/**
 * The trial package page: what the trial costs and how it is paid (in the form, before the
 * agreement) and the steps from choosing products to judging them. The page's title and subtitle
 * (its H1 and the SEO admin's defaults), the form's labels, buttons and messages, and the amounts
 * the form computes (a row's price, the total) stay in the dictionaries.
 */
export const trialContent = defineContent({
  key: 'trial',
  page: 'trial-package',
  label: 'Deneme Paketi',
  fields: {
    cost: group(
      'Tutar ve ödeme',
      {
        title: text('Başlık', {
          tr: 'Deneme paketi ne kadar tutar?',
          en: 'What does the trial package cost?',
          de: 'Was kostet das Probepaket?',
        }),
        products: text('Fiyatın hesabı', {
          tr: 'Seçtiğiniz her ürün ve kalibre, ürün sayfasında gösterilen kilogram başına tahmini fiyat üzerinden miktarla çarpılarak hesaplanır.',
          en: 'Each product and calibre you choose is charged at the indicative price per kg shown on its product page, multiplied by the quantity.',
          de: 'Jedes gewählte Produkt und Kaliber wird zum Richtpreis pro kg von seiner Produktseite berechnet, multipliziert mit der Menge.',
        }),
        shipping: text('Kargo', {
          tr: 'Kargo ücretsizdir; paketiniz Türkiye içinde 2-3 iş günü içinde ulaşır.',
          en: 'Shipping is free; within Türkiye the package arrives in 2-3 business days.',
          de: 'Der Versand ist kostenlos; innerhalb der Türkei kommt das Paket in 2-3 Werktagen an.',
        }),
        payment: text('Ödeme', {
          tr: 'Ödeme, gönderimden önce banka havalesi ile yapılır. Talebiniz alındıktan sonra ödeme detaylarını size e-posta veya telefonla iletiriz.',
          en: 'Payment is by bank transfer before dispatch. Once we receive your request, we send you the payment details by email or phone.',
          de: 'Die Zahlung erfolgt vor dem Versand per Banküberweisung. Nach Eingang Ihrer Anfrage senden wir Ihnen die Zahlungsdetails per E-Mail oder Telefon.',
        }),
        indicative: text('Fiyatların bağlayıcılığı', {
          tr: 'Fiyatlar tahminidir, bağlayıcı değildir: ödenecek tutar size gönderdiğimiz ödeme detaylarında yer alır ve siz havale yapmadan hiçbir ücret alınmaz.',
          en: 'Prices are indicative, not binding: the amount to pay is in the payment details we send you, and nothing is charged before your transfer.',
          de: 'Die Preise sind Richtpreise und unverbindlich: Den zu zahlenden Betrag finden Sie in den Zahlungsdetails, die wir Ihnen senden, und vor Ihrer Überweisung fallen keine Kosten an.',
        }),
      },
      { hint: 'Formun içinde, onay kutusunun üstünde madde madde gösterilir; altında form seçilen ürünlerin tahmini toplamını yazar.' },
    ),
    steps: group('Nasıl işler', {
      title: text('Başlık', {
        tr: 'Deneme Paketi Nasıl İşler?',
        en: 'How Does the Trial Package Work?',
        de: 'Wie funktioniert das Probepaket?',
      }),
      subtitle: text('Alt başlık', {
        tr: 'Dört basit adımda ürünlerimizi tanıyın.',
        en: 'Get to know our products in four simple steps.',
        de: 'Lernen Sie unsere Produkte in vier einfachen Schritten kennen.',
      }),
      items: list('Adımlar', {
        itemLabel: 'Adım',
        max: 8,
        hint: 'Adımlar sırayla numaralanır.',
        fields: { title: text('Başlık'), text: text('Metin') },
        initial: [
          {
            title: {
              tr: 'Ürün Seçimi',
              en: 'Product Selection',
              de: 'Produktauswahl',
            },
            text: {
              tr: 'Denemek istediğiniz ürünleri, kalibreleri ve miktarları seçin.',
              en: 'Choose the products, calibres and quantities you would like to try.',
              de: 'Wählen Sie die Produkte, Kaliber und Mengen, die Sie probieren möchten.',
            },
          },
          {
            title: {
              tr: 'Sipariş Onayı',
              en: 'Order Confirmation',
              de: 'Auftragsbestätigung',
            },
            text: {
              tr: 'Talebinizi aldıktan sonra ekibimiz ödeme detayları için sizinle iletişime geçer; ödeme banka havalesi ile yapılır.',
              en: 'Once we receive your request, our team contacts you with the payment details; payment is by bank transfer.',
              de: 'Nach Eingang Ihrer Anfrage meldet sich unser Team mit den Zahlungsdetails bei Ihnen; die Zahlung erfolgt per Banküberweisung.',
            },
          },
          {
            title: {
              tr: 'Hızlı Teslimat',
              en: 'Fast Delivery',
              de: 'Schnelle Lieferung',
            },
            text: {
              tr: 'Ödemenin onaylanmasının ardından paketiniz 2-3 gün içinde adresinize ulaşır.',
              en: 'After your payment is confirmed, your package arrives at your address within 2-3 days.',
              de: 'Nach Zahlungseingang erreicht Ihr Paket Ihre Adresse innerhalb von 2-3 Tagen.',
            },
          },
          {
            title: {
              tr: 'Kalite Değerlendirmesi',
              en: 'Quality Evaluation',
              de: 'Qualitätsbewertung',
            },
            text: {
              tr: 'Ürünleri inceleyin, tadın ve değerlendirin; memnun kalırsanız toptan siparişinizi kolayca oluşturun.',
              en: 'Inspect, taste and evaluate the products; if you are satisfied, placing your wholesale order is easy.',
              de: 'Prüfen, probieren und bewerten Sie die Produkte – wenn Sie zufrieden sind, geben Sie Ihre Großhandelsbestellung ganz einfach auf.',
            },
          },
        ],
      }),
    }),
  },
})
