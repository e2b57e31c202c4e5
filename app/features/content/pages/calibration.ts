import { defineContent, group, list, longText, text } from '../define-content'

/** The calibration page: what a calibre is, why it matters and the conclusion (the classes' table is the calibres' data). */
export const calibrationContent = defineContent({
  key: 'calibration',
  page: 'calibration',
  label: 'Kalibrasyon',
  fields: {
    intro: longText('Giriş', {
      tr: 'Kalibrasyon, kuru incirlerin kilogramdaki adet sayısına göre boy sınıflarına ayrılmasıdır. Kilogramdaki adet sayısı azaldıkça incirler büyür ve daha premium kabul edilir. Kilogramda 36 ile 130 adet arasında değişen 11 sınıf kullanıyoruz.',
      en: 'Calibration means grading dried figs into size classes by the number of pieces per kilogram. The fewer pieces per kilogram, the larger the figs and the more premium they are considered. We use 11 classes ranging from 36 to 130 pieces per kilogram.',
      de: 'Kalibrierung bedeutet, getrocknete Feigen nach ihrer Stückzahl pro Kilogramm in Größenklassen einzuteilen. Je weniger Stück pro Kilogramm, desto größer die Feigen und desto hochwertiger gelten sie. Wir verwenden 11 Klassen von 36 bis 130 Stück pro Kilogramm.',
    }),
    tableTitle: text(
      'Kalibre tablosunun başlığı',
      {
        tr: 'Kalibre Sınıfları',
        en: 'Calibre Classes',
        de: 'Kaliberklassen',
      },
      { hint: 'Tablodaki sınıflar (kod, ad, adet/kg) kalibre listesinden gelir; burada yalnızca başlık değişir.' },
    ),
    why: group('Kalibrasyon neden önemlidir?', {
      title: text('Başlık', {
        tr: 'Kalibrasyon Neden Önemlidir?',
        en: 'Why Does Calibration Matter?',
        de: 'Warum ist Kalibrierung wichtig?',
      }),
      points: list('Maddeler', {
        itemLabel: 'Madde',
        max: 12,
        fields: { text: text('Metin') },
        initial: [
          {
            text: {
              tr: 'Tutarlı kalite: Aynı partideki incirlerin benzer boyda olması, görünümde ve lezzette standart sağlar.',
              en: 'Consistent quality: figs of a similar size within a lot ensure a uniform appearance and taste.',
              de: 'Gleichbleibende Qualität: Feigen ähnlicher Größe innerhalb einer Partie sorgen für ein einheitliches Aussehen und einen einheitlichen Geschmack.',
            },
          },
          {
            text: {
              tr: 'Doğru fiyatlandırma: İri kalibreli incirler daha değerlidir; kalibrasyon adil ve şeffaf fiyatlandırmanın temelidir.',
              en: 'Fair pricing: larger figs are more valuable, so calibration is the basis of fair and transparent pricing.',
              de: 'Faire Preise: Größere Feigen sind wertvoller – die Kalibrierung ist die Grundlage für eine faire und transparente Preisgestaltung.',
            },
          },
          {
            text: {
              tr: 'Kullanım amacına uygunluk: Sofralık tüketim için iri, pastacılık ve endüstriyel kullanım için küçük kalibreler tercih edilir.',
              en: 'Fit for purpose: large calibres are preferred for table consumption, smaller ones for pastry and industrial use.',
              de: 'Passend zum Verwendungszweck: Für den Direktverzehr werden große Kaliber bevorzugt, für Konditorei und Industrie kleinere.',
            },
          },
          {
            text: {
              tr: 'Kolay sipariş ve lojistik: Standart sınıflar, alıcıların ihtiyaçlarını net biçimde belirtmesini ve siparişlerin hatasız hazırlanmasını sağlar.',
              en: 'Easy ordering and logistics: standard classes let buyers state their needs clearly and help us prepare orders without errors.',
              de: 'Einfache Bestellung und Logistik: Standardklassen ermöglichen es Käufern, ihren Bedarf klar anzugeben, und helfen uns, Aufträge fehlerfrei vorzubereiten.',
            },
          },
        ],
      }),
    }),
    conclusion: group('Sonuç', {
      title: text('Başlık', {
        tr: 'Sonuç',
        en: 'Conclusion',
        de: 'Fazit',
      }),
      text: longText('Metin', {
        tr: 'Doğru kalibreyi seçmek, hem ürün kalitesi hem de maliyet açısından en iyi sonucu almanızı sağlar. İhtiyacınıza en uygun kalibreyi belirlemek için bizimle iletişime geçebilir veya teklif isteyebilirsiniz.',
        en: 'Choosing the right calibre gives you the best result in terms of both quality and cost. Contact us or request a quote to find the calibre that best suits your needs.',
        de: 'Mit dem richtigen Kaliber erzielen Sie das beste Ergebnis in Bezug auf Qualität und Kosten. Kontaktieren Sie uns oder fordern Sie ein Angebot an, um das für Sie passende Kaliber zu finden.',
      }),
    }),
  },
})
