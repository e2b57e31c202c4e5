import { defineContent } from '../../define-content'
import { legalSections } from './sections'

/** The trial package terms: their sections (heading and text), in order. */
export const trialTermsContent = defineContent({
  key: 'trial-terms',
  page: 'trial-terms',
  label: 'Deneme Paketi Koşulları',
  fields: {
    sections: legalSections([
      {
        title: {
          tr: 'Kapsam',
          en: 'Scope',
          de: 'Geltungsbereich',
        },
        text: {
          tr: 'Bu koşullar, web sitemizdeki deneme paketi formuyla gönderilen talepler için geçerlidir. Kullanım koşullarımızı tamamlar; ikisi arasında fark olduğunda deneme paketlerinde bu koşullar uygulanır.',
          en: 'These terms apply to trial package requests sent through the trial package form on our website. They complement our terms of use; where the two differ, these terms apply to trial packages.',
          de: 'Diese Bedingungen gelten für Anfragen, die über das Probepaket-Formular auf unserer Website gesendet werden. Sie ergänzen unsere Nutzungsbedingungen; wo beide voneinander abweichen, gelten für Probepakete diese Bedingungen.',
        },
      },
      {
        title: {
          tr: 'Ürünler ve Miktarlar',
          en: 'Products and Quantities',
          de: 'Produkte und Mengen',
        },
        text: {
          tr: 'Deneme paketi, toptan sipariş vermeden önce ürünlerimizi küçük miktarlarda tanımanızı sağlar. Ürünleri, kalibreleri ve miktarları kendiniz seçersiniz: her ürün satırında en az 1 kg, en fazla 1.000 kg; bir talepte en fazla 20 ürün satırı.',
          en: 'A trial package lets you get to know our products in small quantities before placing a wholesale order. You choose the products, calibres and quantities yourself: at least 1 kg and at most 1,000 kg per product line, and up to 20 product lines per request.',
          de: 'Mit einem Probepaket lernen Sie unsere Produkte in kleinen Mengen kennen, bevor Sie im Großhandel bestellen. Produkte, Kaliber und Mengen wählen Sie selbst: mindestens 1 kg und höchstens 1.000 kg je Produktzeile, bis zu 20 Produktzeilen je Anfrage.',
        },
      },
      {
        title: {
          tr: 'Fiyat',
          en: 'Price',
          de: 'Preis',
        },
        text: {
          tr: 'Her ürün, seçtiğiniz kalibre için ürün sayfasında gösterilen kilogram başına tahmini USD fiyatıyla faturalandırılır; orada listelenen en küçük miktarın altındaki miktarlarda o en küçük miktarın fiyatı uygulanır. Fiyatlar tahminidir, bağlayıcı değildir: ödenecek tutar size gönderdiğimiz ödeme bilgilerinde yer alır. Bir kalibre için fiyat listelenmemişse, ödeme yapmadan önce fiyatını size bildiririz.',
          en: 'Each product is billed at the indicative price in USD per kg shown on its product page for the calibre you choose; for quantities below the smallest quantity listed there, the price of that smallest quantity applies. Prices are indicative, not binding: the amount to pay is stated in the payment details we send you. If no price is listed for a calibre, we tell you its price before you pay.',
          de: 'Jedes Produkt wird zu dem Richtpreis in USD pro kg berechnet, der auf seiner Produktseite für das gewählte Kaliber angegeben ist; für Mengen unter der kleinsten dort genannten Menge gilt der Preis dieser kleinsten Menge. Die Preise sind Richtpreise und unverbindlich: Den zu zahlenden Betrag nennen wir Ihnen mit den Zahlungsdetails. Ist für ein Kaliber kein Preis angegeben, teilen wir Ihnen den Preis vor der Zahlung mit.',
        },
      },
      {
        title: {
          tr: 'Talep ve Ödeme',
          en: 'Request and Payment',
          de: 'Anfrage und Zahlung',
        },
        text: {
          tr: 'Formu göndermek bir taleptir, henüz satın alma değildir. Talebinizi aldıktan sonra ödeme bilgilerini size e-posta veya telefonla iletiriz. Ödeme, gönderimden önce banka havalesi ile yapılır; siparişiniz havaleyi yaptığınızda kesinleşir. O zamana kadar talebinizi ücretsiz olarak değiştirebilir veya iptal edebilirsiniz.',
          en: 'Sending the form is a request, not yet a purchase. Once we receive it, we send you the payment details by email or phone. Payment is by bank transfer before dispatch; your order becomes binding when you make the transfer. Until then you can change or cancel your request free of charge.',
          de: 'Mit dem Absenden des Formulars stellen Sie eine Anfrage, noch keine Bestellung. Nach Eingang senden wir Ihnen die Zahlungsdetails per E-Mail oder Telefon. Die Zahlung erfolgt vor dem Versand per Banküberweisung; mit Ihrer Überweisung wird die Bestellung verbindlich. Bis dahin können Sie Ihre Anfrage kostenlos ändern oder zurückziehen.',
        },
      },
      {
        title: {
          tr: 'Kargo ve Teslimat',
          en: 'Shipping and Delivery',
          de: 'Versand und Lieferung',
        },
        text: {
          tr: 'Kargo ücretsizdir. Paket, ödemeniz hesabımıza geçtikten sonra kargoya verilir ve Türkiye içinde 2-3 iş günü içinde teslim edilir. Türkiye dışındaki adresler için teslimat süresini ödeme bilgileriyle birlikte bildiririz.',
          en: 'Shipping is free. The package is dispatched once your payment has arrived; within Türkiye it is delivered in 2-3 business days. For addresses outside Türkiye, we tell you the delivery time together with the payment details.',
          de: 'Der Versand ist kostenlos. Das Paket wird versandt, sobald Ihre Zahlung eingegangen ist, und kommt innerhalb der Türkei in 2-3 Werktagen an. Für Adressen außerhalb der Türkei nennen wir Ihnen die Lieferzeit zusammen mit den Zahlungsdetails.',
        },
      },
      {
        title: {
          tr: 'Kalite ve Şikâyetler',
          en: 'Quality and Claims',
          de: 'Qualität und Reklamationen',
        },
        text: {
          tr: 'Ürün hasarlı, kusurlu ya da talebinizden farklı ulaşırsa teslimattan itibaren 7 gün içinde fotoğraflarla birlikte bize bildirin. İnceleme sonrasında ürün, iade koşullarımızda açıklandığı gibi değiştirilir veya bedeli iade edilir.',
          en: 'If a product arrives damaged, defective or different from what you requested, let us know within 7 days of delivery and include photos. After inspection we replace the product or refund its price, as described in our returns policy.',
          de: 'Kommt ein Produkt beschädigt, mangelhaft oder anders als angefragt an, melden Sie sich bitte innerhalb von 7 Tagen nach der Lieferung mit Fotos bei uns. Nach Prüfung ersetzen wir das Produkt oder erstatten den Preis, wie in unseren Rückgabebedingungen beschrieben.',
        },
      },
      {
        title: {
          tr: 'Kişisel Veriler',
          en: 'Personal Data',
          de: 'Personenbezogene Daten',
        },
        text: {
          tr: 'Formda verdiğiniz bilgileri yalnızca talebinizi yürütmek, sizinle iletişim kurmak ve paketi teslim etmek için, gizlilik politikamızda açıklandığı şekilde kullanırız.',
          en: 'We use the details you enter in the form only to handle your request, contact you and deliver the package, as described in our privacy policy.',
          de: 'Ihre Angaben im Formular verwenden wir nur, um Ihre Anfrage zu bearbeiten, Sie zu kontaktieren und das Paket zu liefern, wie in unserer Datenschutzerklärung beschrieben.',
        },
      },
    ]),
  },
})
