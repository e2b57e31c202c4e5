import { defineContent, list, longText, text } from '../define-content'

/** The FAQ page: questions and answers (also the page's FAQPage data). */
export const faqContent = defineContent({
  key: 'faq',
  page: 'faq',
  label: 'Sıkça Sorulan Sorular',
  fields: {
    items: list('Sorular', {
      itemLabel: 'Soru',
      max: 50,
      fields: { question: text('Soru'), answer: longText('Cevap') },
      initial: [
        {
          question: {
            tr: 'Minimum toptan sipariş miktarı nedir?',
            en: 'What is the minimum wholesale order quantity?',
            de: 'Wie hoch ist die Mindestbestellmenge im Großhandel?',
          },
          answer: {
            tr: "Toptan siparişlerde minimum sipariş miktarımız 100 kg'dır. Daha küçük miktarlarda ürünlerimizi tanımak için deneme paketimizi tercih edebilirsiniz.",
            en: 'Our minimum order quantity for wholesale orders is 100 kg. If you would like to get to know our products in smaller quantities, our trial package is the right choice.',
            de: 'Die Mindestbestellmenge für Großhandelsaufträge beträgt 100 kg. Wenn Sie unsere Produkte zunächst in kleineren Mengen kennenlernen möchten, ist unser Probepaket die richtige Wahl.',
          },
        },
        {
          question: {
            tr: 'Teslimat ne kadar sürer?',
            en: 'How long does delivery take?',
            de: 'Wie lange dauert die Lieferung?',
          },
          answer: {
            tr: 'Türkiye içi teslimatlar genellikle 2-5 iş günü, uluslararası teslimatlar ise 7-15 iş günü içinde tamamlanır. Süre, teslim şekline ve varış noktasına göre değişebilir.',
            en: 'Deliveries within Türkiye usually take 2-5 business days, and international deliveries 7-15 business days. Times may vary depending on the delivery terms and destination.',
            de: 'Lieferungen innerhalb der Türkei dauern in der Regel 2-5 Werktage, internationale Lieferungen 7-15 Werktage. Die Dauer kann je nach Lieferbedingung und Zielort variieren.',
          },
        },
        {
          question: {
            tr: 'Hangi paket boyutlarını sunuyorsunuz?',
            en: 'Which pack sizes do you offer?',
            de: 'Welche Packungsgrößen bieten Sie an?',
          },
          answer: {
            tr: "Standart paket seçeneklerimiz 5 kg, 10 kg ve 12,5 kg'dır. Talebe göre farklı ambalaj çözümleri de sunabiliyoruz.",
            en: 'Our standard packs are 5 kg, 10 kg and 12.5 kg. Other packaging solutions are available on request.',
            de: 'Unsere Standardpackungen sind 5 kg, 10 kg und 12,5 kg. Andere Verpackungslösungen sind auf Anfrage möglich.',
          },
        },
        {
          question: {
            tr: 'Numune gönderiyor musunuz?',
            en: 'Do you send samples?',
            de: 'Versenden Sie Muster?',
          },
          answer: {
            tr: 'Evet, numune talep edebilirsiniz. Numune gönderimlerinde kargo ücreti alıcıya aittir.',
            en: 'Yes, you can request samples. The shipping costs for samples are paid by the buyer.',
            de: 'Ja, Sie können Muster anfordern. Die Versandkosten für Muster trägt der Käufer.',
          },
        },
        {
          question: {
            tr: 'İade koşullarınız nelerdir?',
            en: 'What is your returns policy?',
            de: 'Wie sind Ihre Rückgabebedingungen?',
          },
          answer: {
            tr: 'İade talepleri, teslimat tarihinden itibaren 7 gün içinde iletilmelidir. Ayrıntılar için İade Koşulları sayfamızı inceleyebilirsiniz.',
            en: 'Return requests must be made within 7 days of delivery. See our Returns Policy page for details.',
            de: 'Rückgabeanfragen müssen innerhalb von 7 Tagen nach der Lieferung gestellt werden. Einzelheiten finden Sie auf unserer Seite zu den Rückgabebedingungen.',
          },
        },
        {
          question: {
            tr: 'Kalibre ne anlama gelir?',
            en: 'What does calibre mean?',
            de: 'Was bedeutet das Kaliber?',
          },
          answer: {
            tr: 'Kalibre, bir kilogramdaki incir adedini gösterir. A1, kilogramda 36-40 adetle en iri sınıftır; adet arttıkça incirler küçülür.',
            en: 'Calibre indicates the number of figs per kilogram. A1, with 36-40 pieces per kilogram, is the largest class; the more pieces, the smaller the figs.',
            de: 'Das Kaliber gibt die Anzahl der Feigen pro Kilogramm an. A1 ist mit 36-40 Stück pro Kilogramm die größte Klasse; je mehr Stück, desto kleiner die Feigen.',
          },
        },
        {
          question: {
            tr: 'Üretiminiz hangi standartlara uygundur?',
            en: 'Which standards does your production meet?',
            de: 'Welche Standards erfüllt Ihre Produktion?',
          },
          answer: {
            tr: 'Üretimimiz HACCP, ISO 22000 ve BRC Global Standard gerekliliklerine uygun olarak yürütülür ve her parti aflatoksin açısından analiz edilir.',
            en: 'Our production follows HACCP, ISO 22000 and BRC Global Standard requirements, and every lot is analysed for aflatoxin.',
            de: 'Unsere Produktion folgt den Anforderungen von HACCP, ISO 22000 und BRC Global Standard, und jede Partie wird auf Aflatoxin analysiert.',
          },
        },
        {
          question: {
            tr: 'Yurt dışına ihracat yapıyor musunuz?',
            en: 'Do you export?',
            de: 'Exportieren Sie ins Ausland?',
          },
          answer: {
            tr: 'Evet. FOB, CIF ve DDP teslim şekilleriyle deniz, hava ve kara yoluyla ihracat yapıyor, gerekli tüm belgeleri hazırlıyoruz.',
            en: 'Yes. We export by sea, air and road on FOB, CIF and DDP terms and prepare all the necessary documents.',
            de: 'Ja. Wir exportieren per See-, Luft- und Landweg zu den Bedingungen FOB, CIF und DDP und erstellen alle erforderlichen Dokumente.',
          },
        },
        {
          question: {
            tr: 'Fiyatlar nasıl belirleniyor?',
            en: 'How are prices determined?',
            de: 'Wie werden die Preise festgelegt?',
          },
          answer: {
            tr: 'Fiyatlar ürün tipine, kalibreye, miktara ve ödeme şekline (peşin veya vadeli) göre değişir. Sitedeki fiyatlar bilgi amaçlıdır; kesin fiyat için teklif isteyin.',
            en: 'Prices depend on product type, calibre, quantity and payment method (cash or credit). Prices on the website are indicative; please request a quote for final pricing.',
            de: 'Die Preise hängen von Sorte, Kaliber, Menge und Zahlungsart (Vorkasse oder Zahlungsziel) ab. Die Preise auf der Website sind unverbindlich; für einen verbindlichen Preis fordern Sie bitte ein Angebot an.',
          },
        },
        {
          question: {
            tr: 'Hangi ödeme seçeneklerini sunuyorsunuz?',
            en: 'Which payment options do you offer?',
            de: 'Welche Zahlungsmöglichkeiten gibt es?',
          },
          answer: {
            tr: 'Toptan siparişlerde peşin ve vadeli ödeme seçenekleri sunuyoruz; deneme paketlerinde ödeme banka havalesi ile yapılır.',
            en: 'For wholesale orders we offer cash and credit payment options; trial packages are paid by bank transfer.',
            de: 'Für Großhandelsaufträge bieten wir Vorkasse und Zahlungsziel an; Probepakete werden per Banküberweisung bezahlt.',
          },
        },
      ],
    }),
    contactTitle: text('İletişim kutusunun başlığı', {
      tr: 'Sorunuzun cevabını bulamadınız mı?',
      en: "Didn't find your answer?",
      de: 'Keine passende Antwort gefunden?',
    }),
  },
})
