import { defineContent } from '../../define-content'
import { legalSections } from './sections'

/** The returns policy: its sections (heading and text), in order. */
export const returnsContent = defineContent({
  key: 'returns',
  page: 'returns',
  label: 'İade Koşulları',
  fields: {
    sections: legalSections([
      {
        title: {
          tr: 'İade Süresi',
          en: 'Return Period',
          de: 'Rückgabefrist',
        },
        text: {
          tr: 'İade talepleri, ürünün teslim tarihinden itibaren 7 gün içinde iletilmelidir. Bu süre geçtikten sonra yapılan talepler değerlendirmeye alınmaz.',
          en: 'Return requests must be made within 7 days of delivery. Requests made after this period cannot be considered.',
          de: 'Rückgabeanfragen müssen innerhalb von 7 Tagen nach der Lieferung gestellt werden. Später eingehende Anfragen können nicht berücksichtigt werden.',
        },
      },
      {
        title: {
          tr: 'İade Şartları',
          en: 'Return Conditions',
          de: 'Rückgabevoraussetzungen',
        },
        text: {
          tr: 'Gıda ürünlerinin doğası gereği yalnızca ambalajı açılmamış, bozulmamış ve uygun koşullarda saklanmış ürünler iade edilebilir. Kusurlu, hasarlı veya siparişe uygun olmayan ürünlerde bu şart aranmaz.',
          en: 'Because they are food products, only unopened, unspoiled items that have been stored properly can be returned. This condition does not apply to defective, damaged or incorrect items.',
          de: 'Da es sich um Lebensmittel handelt, können nur ungeöffnete, einwandfreie und ordnungsgemäß gelagerte Produkte zurückgegeben werden. Für mangelhafte, beschädigte oder falsch gelieferte Ware gilt diese Voraussetzung nicht.',
        },
      },
      {
        title: {
          tr: 'Kusurlu veya Hatalı Ürünler',
          en: 'Defective or Incorrect Products',
          de: 'Mangelhafte oder falsche Produkte',
        },
        text: {
          tr: 'Teslim aldığınız ürün hasarlı, kusurlu ya da siparişinizden farklıysa, fotoğraflarla birlikte 7 gün içinde bize bildirin. İnceleme sonrasında ürün değiştirilir veya bedeli iade edilir.',
          en: 'If the product you receive is damaged, defective or different from your order, let us know within 7 days and include photos. After inspection, the product will be replaced or refunded.',
          de: 'Ist die erhaltene Ware beschädigt, mangelhaft oder weicht sie von Ihrer Bestellung ab, teilen Sie uns dies bitte innerhalb von 7 Tagen mit Fotos mit. Nach der Prüfung wird die Ware ersetzt oder der Kaufpreis erstattet.',
        },
      },
      {
        title: {
          tr: 'İade Süreci',
          en: 'Return Process',
          de: 'Ablauf der Rückgabe',
        },
        text: {
          tr: 'İade talebinizi, sipariş bilgilerinizle birlikte iletişim sayfamızdaki kanallar aracılığıyla iletin. Ekibimiz talebinizi inceleyerek iade adresi ve gönderim yöntemi hakkında sizi bilgilendirir.',
          en: 'Send your return request with your order details through the channels on our contact page. Our team will review it and tell you the return address and shipping method.',
          de: 'Senden Sie Ihre Rückgabeanfrage mit Ihren Bestelldaten über die Kanäle auf unserer Kontaktseite. Unser Team prüft sie und teilt Ihnen Rücksendeadresse und Versandart mit.',
        },
      },
      {
        title: {
          tr: 'Geri Ödeme',
          en: 'Refunds',
          de: 'Erstattung',
        },
        text: {
          tr: 'Onaylanan iadelerde ödeme, ürünün tarafımıza ulaşmasının ardından kullandığınız ödeme yöntemine uygun şekilde yapılır. Kusurlu ürünlerde iade kargo ücreti firmamız tarafından karşılanır.',
          en: 'For approved returns, the refund is made using your original payment method once the product has reached us. For defective products, we cover the return shipping costs.',
          de: 'Bei genehmigten Rückgaben erfolgt die Erstattung über Ihre ursprüngliche Zahlungsart, sobald die Ware bei uns eingegangen ist. Bei mangelhafter Ware übernehmen wir die Kosten der Rücksendung.',
        },
      },
      {
        title: {
          tr: 'Toptan ve İhracat Siparişleri',
          en: 'Wholesale and Export Orders',
          de: 'Großhandels- und Exportaufträge',
        },
        text: {
          tr: 'Toptan ve ihracat siparişlerinde iade ve şikâyet koşulları ayrıca sözleşme ve teklif şartlarına göre belirlenir; kalite itirazları analiz raporuyla birlikte değerlendirilir.',
          en: 'For wholesale and export orders, return and complaint conditions are also governed by the contract and quote terms; quality claims are assessed together with an analysis report.',
          de: 'Bei Großhandels- und Exportaufträgen richten sich Rückgabe- und Reklamationsbedingungen zusätzlich nach Vertrag und Angebot; Qualitätsreklamationen werden anhand eines Analyseberichts geprüft.',
        },
      },
    ]),
  },
})
