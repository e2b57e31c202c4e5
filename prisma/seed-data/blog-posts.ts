// Demo blog posts (tr, en, de). Data only: used by the seed script.
// Content is Markdown; Turkish links have no prefix, English links use /en/..., German /de/...

export interface SeedBlogPost {
  slug: string
  title_tr: string
  title_en: string
  title_de: string
  excerpt_tr: string
  excerpt_en: string
  excerpt_de: string
  content_tr: string
  content_en: string
  content_de: string
  keywords_tr: string
  keywords_en: string
  keywords_de: string
  metaDescription_tr: string
  metaDescription_en: string
  metaDescription_de: string
  imageUrl: string
  /** createdAt = now minus this many days */
  daysAgo: number
}

export const seedBlogPosts: SeedBlogPost[] = [
  // ─────────────────────────────────────────────────────────────── 1. Calibres
  {
    slug: 'incir-kalibrasyonu-a1-a8-nasil-olculur',
    title_tr: 'İncir Kalibrasyonu: A1–A8 Nasıl Ölçülür, Hangisi Size Uygun?',
    title_en: 'Fig Calibres A1–A8: How They Are Measured and How to Choose',
    title_de: 'Feigenkaliber A1–A8: Wie sie gemessen werden und welches passt',
    excerpt_tr:
      'Kuru incirde kalibre, bir kilogramdaki incir adedini gösterir. A1’den A8’e kadar sınıfların nasıl ölçüldüğünü ve ihtiyacınıza göre hangisini seçmeniz gerektiğini anlatıyoruz.',
    excerpt_en:
      'For dried figs, the calibre tells you how many figs there are in one kilogram. Here is how classes A1 to A8 are measured and how to pick the right one for your business.',
    excerpt_de:
      'Bei Trockenfeigen gibt das Kaliber an, wie viele Früchte ein Kilogramm ergeben. Wir erklären, wie die Klassen A1 bis A8 gemessen werden und wie Sie die passende wählen.',
    content_tr: `Kuru incir alırken fiyat listesinde ilk göze çarpan bilgi kalibredir. Kalibre, incirin boyunu dolaylı olarak anlatır: **bir kilogramda kaç adet incir olduğunu** gösterir. Adet ne kadar azsa incir o kadar iridir ve genellikle o kadar değerlidir.

## Kalibrasyon neden adetle ölçülür?

İncirin şekli tek tek ölçüm yapmaya uygun değildir; preslenmiş Lerida yuvarlak bir disk, naturel incir ise damla biçimindedir. Çap ölçmek yerine ağırlık başına adet saymak, her ürün tipi için aynı ve adil bir ölçü sağlar. Alıcı, satıcı ve laboratuvar aynı dili konuşur.

## A1–A8 sınıfları

Ürün sayfalarımızda ve tekliflerimizde kullandığımız sekiz sınıf şunlardır:

- **A1 – Altın Seri:** kilogramda 36–40 adet
- **A2 – Özel Seri:** 41–45 adet
- **A3 – Gurme Seri:** 46–50 adet
- **A4 – Standart Seri:** 51–55 adet
- **A5 – Doğal Seri:** 56–60 adet
- **A6 – Geleneksel Seri:** 61–65 adet
- **A7 – Ekonomik Seri:** 66–70 adet
- **A8 – Sofralık Seri:** 71–80 adet

Daha küçük incirler için A9–A11 sınıfları da vardır; bunlar çoğunlukla endüstriyel kullanıma gider. Tam tabloyu [kalibrasyon sayfamızda](/calibration) bulabilirsiniz.

## Tesiste nasıl ölçüyoruz?

1. Güneşte kurutulan incirler tesise geldiğinde önce boylama makinesinden geçer ve kaba boy gruplarına ayrılır.
2. Her gruptan birden fazla noktadan numune alınır; numune tam 1 kg tartılır.
3. Numunedeki incirler tek tek sayılır. Adet, hangi sınıfa girdiğini belirler.
4. Sayım sonucu parti numarasıyla kayda geçer; paketleme sırasında kolilerden yeniden numune alınarak kontrol tekrarlanır.

Aynı parti içinde incirler doğal olarak birebir aynı olmaz. Bu yüzden sınıflar bir aralık olarak tanımlanır ve koliye giren her incir bu aralığa uyacak şekilde elde ayıklanır.

## Hangi kalibreyi seçmelisiniz?

Doğru kalibre, ürünü nerede ve nasıl satacağınıza bağlıdır:

- **Gurme mağaza, hediye kutusu, organik raf:** A1–A3. İri ve gösterişli incir, yüksek birim fiyatı karşılar.
- **Süpermarket ve genel perakende:** A3–A5. Görünüm ile fiyat arasında dengeli bir seçimdir.
- **Manav, pazar, açık reyon:** A4–A6. Koliden satışta hem göze hitap eder hem de ekonomiktir.
- **Pastane, müsli, reçel ve bar üretimi:** A6–A8. Tat aynıdır, boy önemli değildir; maliyet avantajı sağlar.

Kalibre, incirin tadını veya nem oranını değiştirmez. Tüm ürünlerimizde nem %18–20 aralığında tutulur; farkı yaratan boy ve görünümdür.

## Sipariş verirken

Hangi kalibrenin size uygun olduğundan emin değilseniz, iki farklı kalibreyi yan yana denemenizi öneririz. [Deneme paketi](/trial-package) ile küçük miktarlarda sipariş verebilir, ardından [teklif formu](/rfq) üzerinden toptan fiyat isteyebilirsiniz. Toptan siparişlerde minimum miktar 100 kg’dır. Kalibreye göre gösterge fiyatları [ürün sayfalarımızda](/products) görebilirsiniz.`,
    content_en: `When you buy dried figs, the first thing you notice on a price list is the calibre. The calibre describes the size of the fig indirectly: it tells you **how many figs make up one kilogram**. The fewer pieces per kilogram, the larger the figs – and usually the more valuable they are.

## Why calibre is measured by count

Figs do not lend themselves to measuring one by one: a pressed Lerida fig is a round disc, a natural fig is shaped like a teardrop. Counting pieces per kilogram instead of measuring diameters gives one fair yardstick for every product type. Buyer, seller and laboratory all speak the same language.

## Classes A1 to A8

These are the eight classes we use on our product pages and in our quotes:

- **A1 – Gold Series:** 36–40 pieces per kg
- **A2 – Special:** 41–45 pieces
- **A3 – Gourmet:** 46–50 pieces
- **A4 – Standard:** 51–55 pieces
- **A5 – Natural:** 56–60 pieces
- **A6 – Traditional:** 61–65 pieces
- **A7 – Economic:** 66–70 pieces
- **A8 – Table:** 71–80 pieces

Smaller figs fall into classes A9 to A11, which mostly go to industrial use. The full table is on our [calibration page](/en/calibration).

## How we measure in our facility

1. When the sun-dried figs arrive, they first run through a grading machine that splits them into rough size groups.
2. Samples are drawn from several points of each group, and each sample is weighed to exactly 1 kg.
3. The figs in the sample are counted one by one. The count decides the class.
4. The result is recorded against the lot number; during packing, cartons are sampled again and the check is repeated.

Figs in one lot are never exactly identical, which is why every class is defined as a range, and each fig that goes into a carton is hand-sorted to fit that range.

## Which calibre should you choose?

The right calibre depends on where and how you sell:

- **Delicatessen, gift boxes, organic shelves:** A1–A3. Large, impressive figs justify a higher unit price.
- **Supermarkets and general retail:** A3–A5. A balanced choice between looks and price.
- **Greengrocers, markets, loose-produce counters:** A4–A6. Attractive when sold from the carton, and economical.
- **Bakery, muesli, jam and bar production:** A6–A8. Same taste, size does not matter, lower cost.

Calibre does not change the taste or moisture of the fig. In all our products moisture is held at 18–20 %; what differs is size and appearance.

## When you order

If you are unsure which calibre suits you, try two calibres side by side. A [trial package](/en/trial-package) lets you order small quantities first, and you can then ask for wholesale prices through our [quote form](/en/rfq). The minimum wholesale order is 100 kg. Indicative prices per calibre are shown on our [product pages](/en/products).`,
    content_de: `Wer Trockenfeigen einkauft, sieht in der Preisliste zuerst das Kaliber. Es beschreibt die Größe der Feige indirekt: Es gibt an, **wie viele Feigen ein Kilogramm ergeben**. Je weniger Stück pro Kilogramm, desto größer die Feigen – und in der Regel desto wertvoller.

## Warum das Kaliber nach Stückzahl bestimmt wird

Feigen lassen sich schlecht einzeln vermessen: Eine gepresste Lerida-Feige ist eine runde Scheibe, eine Naturfeige hat Tropfenform. Statt Durchmesser zu messen, zählt man die Stück pro Kilogramm – ein fairer Maßstab für jeden Produkttyp. Käufer, Verkäufer und Labor sprechen so dieselbe Sprache.

## Die Klassen A1 bis A8

Diese acht Klassen verwenden wir auf unseren Produktseiten und in unseren Angeboten:

- **A1 – Goldserie:** 36–40 Stück pro kg
- **A2 – Spezial:** 41–45 Stück
- **A3 – Gourmet:** 46–50 Stück
- **A4 – Standard:** 51–55 Stück
- **A5 – Natur:** 56–60 Stück
- **A6 – Traditionell:** 61–65 Stück
- **A7 – Ökonomisch:** 66–70 Stück
- **A8 – Tafel:** 71–80 Stück

Kleinere Feigen fallen in die Klassen A9 bis A11, die überwiegend in die Industrie gehen. Die vollständige Tabelle finden Sie auf unserer [Kalibrierungsseite](/de/calibration).

## So messen wir in unserem Betrieb

1. Die sonnengetrockneten Feigen laufen zuerst über eine Sortiermaschine, die sie in grobe Größengruppen teilt.
2. Aus jeder Gruppe werden an mehreren Stellen Proben gezogen und auf genau 1 kg abgewogen.
3. Die Feigen der Probe werden einzeln gezählt. Die Stückzahl bestimmt die Klasse.
4. Das Ergebnis wird unter der Chargennummer erfasst; beim Verpacken werden erneut Kartons beprobt und die Kontrolle wiederholt.

Feigen einer Partie sind nie völlig gleich. Deshalb ist jede Klasse als Spanne definiert, und jede Feige, die in einen Karton kommt, wird von Hand passend zu dieser Spanne verlesen.

## Welches Kaliber passt zu Ihnen?

Das richtige Kaliber hängt davon ab, wo und wie Sie verkaufen:

- **Feinkost, Geschenkboxen, Bio-Regal:** A1–A3. Große, eindrucksvolle Feigen rechtfertigen einen höheren Stückpreis.
- **Supermarkt und allgemeiner Einzelhandel:** A3–A5. Ein ausgewogenes Verhältnis von Optik und Preis.
- **Obsthandel, Wochenmarkt, offene Theke:** A4–A6. Ansprechend beim Verkauf aus dem Karton und wirtschaftlich.
- **Backwaren, Müsli, Konfitüre und Riegel:** A6–A8. Gleicher Geschmack, die Größe spielt keine Rolle, geringere Kosten.

Das Kaliber verändert weder Geschmack noch Feuchte der Feige. In allen unseren Produkten liegt die Feuchte bei 18–20 %; der Unterschied liegt in Größe und Aussehen.

## Bei der Bestellung

Wenn Sie unsicher sind, welches Kaliber zu Ihnen passt, vergleichen Sie zwei Kaliber direkt miteinander. Mit einem [Probepaket](/de/trial-package) bestellen Sie zunächst kleine Mengen und fragen anschließend über unser [Angebotsformular](/de/rfq) Großhandelspreise an. Die Mindestbestellmenge im Großhandel beträgt 100 kg. Richtpreise je Kaliber finden Sie auf unseren [Produktseiten](/de/products).`,
    keywords_tr: 'incir kalibrasyonu, kuru incir kalibre, A1 incir, kilogramda adet, Aydın inciri, toptan kuru incir',
    keywords_en: 'fig calibre, dried fig sizes, A1 figs, pieces per kg, Aydın figs, wholesale dried figs',
    keywords_de: 'Feigenkaliber, Trockenfeigen Größen, A1 Feigen, Stück pro kg, Aydın-Feigen, Trockenfeigen Großhandel',
    metaDescription_tr:
      'Kuru incirde A1–A8 kalibre nedir, nasıl ölçülür? Kilogramdaki adet sayısına göre sınıflar ve işinize uygun kalibreyi seçme rehberi.',
    metaDescription_en:
      'What do dried fig calibres A1–A8 mean and how are they measured? Pieces-per-kg classes explained, with a guide to choosing the right size.',
    metaDescription_de:
      'Was bedeuten die Feigenkaliber A1–A8 und wie werden sie gemessen? Klassen nach Stück pro kg und ein Leitfaden zur Wahl der richtigen Größe.',
    imageUrl: '/images/blog/incir-kalibrasyonu-a1-a8-nasil-olculur.svg',
    daysAgo: 3,
  },

  // ─────────────────────────────────────────────────────────── 2. Harvest to export
  {
    slug: 'hasattan-ihracata-kuru-incir',
    title_tr: 'Hasattan İhracata: Kuru İncirin Yolculuğu',
    title_en: 'From Harvest to Export: The Journey of a Dried Fig',
    title_de: 'Von der Ernte bis zum Export: Der Weg einer Trockenfeige',
    excerpt_tr:
      'Ağaçta olgunlaşan incirin güneşte kurutulmasından UV ayıklamaya, aflatoksin analizinden ihracat belgelerine kadar her adımı Köşk’teki tesisimizden anlatıyoruz.',
    excerpt_en:
      'From figs ripening on the tree and drying in the sun to UV sorting, aflatoxin analysis and export paperwork: every step, as it happens in our facility in Köşk.',
    excerpt_de:
      'Vom Reifen am Baum über die Sonnentrocknung bis zur UV-Verlesung, Aflatoxin-Analyse und den Exportpapieren: jeder Schritt, wie er in unserem Betrieb in Köşk abläuft.',
    content_tr: `Bir kuru incirin sofranıza ulaşması, ağaçta olgunlaşmasından aylar sonra gerçekleşir. {{foundingYear}}’ten bu yana Köşk’te incir işleyen bir firma olarak, bu yolculuğun her adımını yakından izliyoruz. İşte Aydın inciri hasattan ihracata kadar böyle ilerler.

## 1. Hasat: incir kendiliğinden düşer

Aydın’da kuru incir, ağaçtan koparılmaz. İncir ağaçta tam olgunlaşır, kısmen kurumaya başlar ve kendiliğinden yere düşer. Hasat ağustos ayında başlar, eylülde en yoğun dönemine ulaşır ve ekim ayında sona erer. Düşen incirler her gün toplanır; yerde uzun süre beklememeleri, kalitenin ilk şartıdır.

## 2. Güneşte kurutma: 7–10 gün

Toplanan incirler, yerden yükseltilmiş sergilere tek kat hâlinde serilir ve 7–10 gün boyunca güneşte kurutulur. Bu süre hava durumuna ve incirin iriliğine göre değişir. Kurutma sonunda nem oranı %18–20 aralığına iner; incir hem yumuşak kalır hem de uzun süre saklanabilir. Katkı maddesi veya kükürt kullanılmaz.

## 3. Tesiste ayıklama ve kalibrasyon

Kurumuş incirler tesise geldiğinde önce yabancı maddelerden arındırılır, ardından boylara ayrılır. Her partiden numune alınarak kilogramdaki adet sayılır ve ürün A1–A8 sınıflarından birine yerleştirilir. Ayrıntılar için [kalibrasyon sayfamıza](/calibration) göz atabilirsiniz.

## 4. Aflatoksin kontrolü

Aflatoksin, bazı küf türlerinin ürettiği doğal bir toksindir ve kuru meyvede en sıkı denetlenen parametrelerden biridir. Kontrolümüz dört aşamada yürür:

- **Bahçe ve hasat disiplini:** incirler yerde bekletilmeden, her gün toplanır.
- **UV ayıklama:** karanlık odada UV lamba altında her incir tek tek incelenir; floresan veren meyveler ayrılır.
- **Laboratuvar analizi:** her parti analiz edilir ve ihracat yapılan ülkenin yasal sınırlarına uygunluğu raporlanır.
- **İzlenebilirlik:** her koli, parti numarasıyla bahçeye kadar geriye doğru takip edilebilir.

Bu süreç HACCP, ISO 22000 ve BRC Global Standard kapsamındaki gıda güvenliği sistemimizin parçasıdır. Daha fazlası için [kalite sayfamızı](/quality) ziyaret edin.

## 5. Şekillendirme ve paketleme

Kalibresi belirlenen incirler, siparişe göre Lerida, Protoben, Layer veya doğal formda hazırlanır ve 5, 10 veya 12,5 kg kolilere paketlenir. Her Euro palet streç film ile sarılır ve etiketlenir.

## 6. İhracat belgeleri ve sevkiyat

Sevkiyat öncesinde alıcının ülkesine göre gerekli belgeler hazırlanır:

- Menşe şahadetnamesi (2–3 gün)
- Bitki sağlık sertifikası (3–5 gün)
- Gerektiğinde fümigasyon sertifikası (1–2 gün)
- Kalite analiz raporu (5–7 gün)

Deniz yoluyla teslimat genellikle 15–30 gün, hava yoluyla 3–7 gün, kara yoluyla 5–15 gün sürer. Teslim şekilleri ve belgeler hakkında ayrıntılı bilgi [ihracat sayfamızda](/export), bölgemizin coğrafi işaretli inciri hakkındaki bilgiler ise [menşei sayfamızda](/origin) yer alır.`,
    content_en: `A dried fig reaches your table months after it ripened on the tree. As a company that has been processing figs in Köşk since {{foundingYear}}, we follow every step of that journey closely. This is how an Aydın fig travels from harvest to export.

## 1. Harvest: the fig falls by itself

In Aydın, dried figs are not picked from the tree. The fig ripens fully on the branch, starts to dry and then drops to the ground on its own. The harvest begins in August, peaks in September and ends in October. Fallen figs are collected every day – not leaving them on the ground is the first rule of quality.

## 2. Sun-drying: 7–10 days

The collected figs are spread in a single layer on raised drying racks and dried in the sun for 7–10 days, depending on the weather and the size of the fruit. At the end, moisture has dropped to 18–20 %: the fig stays soft and keeps for a long time. No additives and no sulphur are used.

## 3. Sorting and calibration in the facility

When the dried figs arrive at our facility, foreign matter is removed first, then the figs are graded by size. Samples from every lot are counted per kilogram and the product is assigned to one of the classes A1–A8. See our [calibration page](/en/calibration) for details.

## 4. Aflatoxin control

Aflatoxin is a natural toxin produced by certain moulds and one of the most strictly monitored parameters in dried fruit. Our control runs in four stages:

- **Orchard and harvest discipline:** figs are collected daily and never left lying on the ground.
- **UV sorting:** in a darkened room, every fig is inspected under UV lamps; fruit that fluoresces is removed.
- **Laboratory analysis:** every lot is analysed and reported against the legal limits of the destination country.
- **Traceability:** each carton can be traced back to the orchard by its lot number.

This process is part of our food-safety system under HACCP, ISO 22000 and BRC Global Standard. Read more on our [quality page](/en/quality).

## 5. Shaping and packing

Once graded, the figs are prepared to order as Lerida, Protoben, Layer or in their natural form, and packed in 5, 10 or 12.5 kg cartons. Each Euro pallet is stretch-wrapped and labelled.

## 6. Export documents and shipping

Before shipment we prepare the documents required by the buyer's country:

- Certificate of origin (2–3 days)
- Phytosanitary certificate (3–5 days)
- Fumigation certificate where required (1–2 days)
- Quality analysis report (5–7 days)

Delivery by sea usually takes 15–30 days, by air 3–7 days and by land 5–15 days. You will find delivery terms and documents on our [export page](/en/export), and more about our region's geographically indicated fig on the [origin page](/en/origin).`,
    content_de: `Eine Trockenfeige erreicht Ihren Tisch erst Monate, nachdem sie am Baum gereift ist. Als Unternehmen, das seit {{foundingYear}} in Köşk Feigen verarbeitet, begleiten wir jeden Schritt dieses Weges. So gelangt eine Aydın-Feige von der Ernte bis in den Export.

## 1. Ernte: Die Feige fällt von selbst

In Aydın werden Trockenfeigen nicht vom Baum gepflückt. Die Feige reift am Ast vollständig aus, beginnt zu trocknen und fällt dann von selbst zu Boden. Die Ernte beginnt im August, erreicht im September ihren Höhepunkt und endet im Oktober. Die gefallenen Feigen werden täglich aufgesammelt – sie nicht am Boden liegen zu lassen, ist die erste Qualitätsregel.

## 2. Sonnentrocknung: 7–10 Tage

Die gesammelten Feigen werden in einer Lage auf erhöhten Trockengestellen ausgebreitet und je nach Wetter und Fruchtgröße 7–10 Tage in der Sonne getrocknet. Danach liegt die Feuchte bei 18–20 %: Die Feige bleibt weich und ist lange haltbar. Zusatzstoffe oder Schwefel werden nicht verwendet.

## 3. Verlesen und Kalibrieren im Betrieb

Im Betrieb werden zuerst Fremdkörper entfernt, danach werden die Feigen nach Größe sortiert. Aus jeder Partie werden Proben pro Kilogramm gezählt und das Produkt einer der Klassen A1–A8 zugeordnet. Einzelheiten finden Sie auf unserer [Kalibrierungsseite](/de/calibration).

## 4. Aflatoxin-Kontrolle

Aflatoxin ist ein natürliches Gift bestimmter Schimmelpilze und einer der am strengsten überwachten Parameter bei Trockenfrüchten. Unsere Kontrolle läuft in vier Stufen:

- **Disziplin in Garten und Ernte:** Die Feigen werden täglich gesammelt und nie am Boden liegen gelassen.
- **UV-Verlesung:** In einem abgedunkelten Raum wird jede Feige unter UV-Lampen geprüft; fluoreszierende Früchte werden aussortiert.
- **Laboranalyse:** Jede Partie wird analysiert und gegen die gesetzlichen Grenzwerte des Bestimmungslandes bewertet.
- **Rückverfolgbarkeit:** Jeder Karton lässt sich über die Chargennummer bis zum Garten zurückverfolgen.

Dieser Ablauf ist Teil unseres Lebensmittelsicherheitssystems nach HACCP, ISO 22000 und BRC Global Standard. Mehr dazu auf unserer [Qualitätsseite](/de/quality).

## 5. Formgebung und Verpackung

Nach der Kalibrierung werden die Feigen auftragsbezogen als Lerida, Protoben, Layer oder in Naturform vorbereitet und in Kartons zu 5, 10 oder 12,5 kg verpackt. Jede Europalette wird mit Stretchfolie umwickelt und etikettiert.

## 6. Exportdokumente und Versand

Vor dem Versand erstellen wir die Dokumente, die das Land des Käufers verlangt:

- Ursprungszeugnis (2–3 Tage)
- Pflanzengesundheitszeugnis (3–5 Tage)
- Begasungszertifikat, falls erforderlich (1–2 Tage)
- Qualitätsanalysebericht (5–7 Tage)

Der Seeweg dauert in der Regel 15–30 Tage, Luftfracht 3–7 Tage, der Landweg 5–15 Tage. Lieferbedingungen und Dokumente finden Sie auf unserer [Exportseite](/de/export), mehr über die Feige mit geografischer Angabe aus unserer Region auf der [Herkunftsseite](/de/origin).`,
    keywords_tr: 'incir hasadı, güneşte kurutma, aflatoksin kontrolü, UV ayıklama, kuru incir ihracatı, Aydın inciri',
    keywords_en: 'fig harvest, sun-drying, aflatoxin control, UV sorting, dried fig export, Aydın figs',
    keywords_de: 'Feigenernte, Sonnentrocknung, Aflatoxin-Kontrolle, UV-Verlesung, Trockenfeigen Export, Aydın-Feigen',
    metaDescription_tr:
      'Aydın inciri hasattan ihracata: 7–10 gün güneşte kurutma, UV ayıklama, aflatoksin analizi, paketleme ve ihracat belgeleri adım adım.',
    metaDescription_en:
      'Aydın figs from harvest to export: 7–10 days of sun-drying, UV sorting, aflatoxin analysis, packing and export documents, step by step.',
    metaDescription_de:
      'Aydın-Feigen von der Ernte bis zum Export: 7–10 Tage Sonnentrocknung, UV-Verlesung, Aflatoxin-Analyse, Verpackung und Exportpapiere.',
    imageUrl: '/images/blog/hasattan-ihracata-kuru-incir.svg',
    daysAgo: 17,
  },

  // ────────────────────────────────────────────────────────────── 3. Health benefits
  {
    slug: 'kuru-incirin-saglik-faydalari',
    title_tr: 'Kuru İncirin Sağlığa Faydaları: Küçük Meyve, Büyük Değer',
    title_en: 'Health Benefits of Dried Figs: A Small Fruit with a Lot to Offer',
    title_de: 'Trockenfeigen und Gesundheit: Kleine Frucht, großer Wert',
    excerpt_tr:
      'Lif, potasyum, kalsiyum ve magnezyum açısından zengin kuru incir, dengeli bir beslenmenin lezzetli parçası olabilir. Besin değerlerine ve ölçülü tüketime yakından bakıyoruz.',
    excerpt_en:
      'Rich in fibre, potassium, calcium and magnesium, dried figs can be a tasty part of a balanced diet. A closer look at their nutrients and at eating them in moderation.',
    excerpt_de:
      'Reich an Ballaststoffen, Kalium, Calcium und Magnesium können Trockenfeigen ein köstlicher Teil einer ausgewogenen Ernährung sein. Ein Blick auf Nährstoffe und maßvollen Genuss.',
    content_tr: `Kuru incir, Anadolu mutfağında yüzyıllardır kış sofralarının vazgeçilmezidir. Güneşte kurutulduğunda su kaybeder, ancak besin öğeleri yoğunlaşır. Bu yazıda kuru incirin besin değerlerini ve dengeli bir beslenmede nasıl yer alabileceğini özetliyoruz.

## 100 gramda neler var?

Kaynaklara göre küçük farklılıklar olsa da 100 g kuru incir yaklaşık olarak şunları içerir:

- **Enerji:** yaklaşık 250 kcal
- **Lif:** yaklaşık 10 g
- **Potasyum:** yaklaşık 680 mg
- **Kalsiyum:** yaklaşık 160 mg
- **Magnezyum:** yaklaşık 68 mg
- **Demir:** yaklaşık 2 mg
- **Doğal şeker:** yaklaşık 48 g

Bu değerler, kuru inciri meyveler arasında özellikle lif ve kalsiyum açısından öne çıkarır.

## Başlıca faydalar

**Sindirim için lif.** Kuru incir hem çözünür hem çözünmez lif içerir. Yeterli lif alımı, düzenli bağırsak hareketlerini destekler ve tokluk hissini uzatır.

**Kemikler için mineraller.** Kalsiyum ve magnezyum, kemik sağlığı için gerekli minerallerdir. Kuru incir, süt ürünlerine ek olarak bu minerallerin bitkisel bir kaynağı olabilir.

**Potasyum.** Potasyum, vücudun sıvı dengesinde ve kas çalışmasında rol oynar. Potasyumdan zengin sebze ve meyveler, dengeli bir beslenmenin temel parçasıdır.

**Polifenoller.** İncir, özellikle kabuğunda polifenoller adı verilen antioksidan bileşikler taşır.

**Doğal enerji.** Doğal şekeri ve lifi bir arada sunduğu için sporcular ve gün içinde hızlı bir atıştırmalık arayanlar için pratik bir seçenektir.

## Ne kadar tüketmeli?

Kuru incir besleyicidir ama enerji ve şeker açısından da yoğundur. Günde 2–3 adet (yaklaşık 30–40 g) çoğu yetişkin için makul bir porsiyondur. Yoğurt, ceviz veya badem ile birlikte tüketmek hem lezzeti hem tokluğu artırır. Diyabet gibi kan şekerini etkileyen bir durumunuz varsa, porsiyonu doktorunuz veya diyetisyeninizle belirleyin.

## Günlük beslenmeye eklemenin yolları

- Kahvaltıda yulaf ezmesine veya yoğurda doğranmış olarak
- Ara öğünde bir avuç ceviz veya bademle birlikte
- Salatalarda keçi peyniri ve roka ile
- Ev yapımı granola, enerji topu ve keklerde şekerin bir kısmı yerine
- Et yemeklerinde ve pilavda tatlı-tuzlu bir denge için

## Nasıl saklanmalı?

Kuru inciri serin, kuru ve güneş görmeyen bir yerde, ağzı iyi kapanan bir kapta saklayın. Sıcak havalarda buzdolabında saklamak, incirin yumuşaklığını ve rengini daha uzun süre korur. Zamanla incirin yüzeyinde beyaz bir tabaka oluşabilir; bu genellikle meyvenin kendi şekerinin kristalleşmesidir ve küf değildir. Yine de şüpheli bir koku veya görünüm fark ederseniz ürünü tüketmeyin.

## Kalite neden önemli?

Faydanın ilk şartı güvenli üründür. İncirlerimiz katkı maddesi, kükürt veya koruyucu içermez; nem oranı %18–20 aralığında tutulur. Her parti UV ışık altında ayıklanır ve aflatoksin analizinden geçer. Sürecimizi [kalite sayfamızda](/quality), ürünlerimizi ise [ürünler sayfasında](/products) inceleyebilirsiniz.

*Bu yazı genel bilgilendirme amaçlıdır ve tıbbi tavsiye yerine geçmez.*`,
    content_en: `Dried figs have been a winter staple in Anatolian kitchens for centuries. Drying in the sun removes water but concentrates the nutrients. In this article we summarise what dried figs contain and how they can fit into a balanced diet.

## What is in 100 grams?

Figures vary slightly between sources, but 100 g of dried figs contains roughly:

- **Energy:** about 250 kcal
- **Fibre:** about 10 g
- **Potassium:** about 680 mg
- **Calcium:** about 160 mg
- **Magnesium:** about 68 mg
- **Iron:** about 2 mg
- **Natural sugars:** about 48 g

These values make dried figs stand out among fruits, especially for fibre and calcium.

## Main benefits

**Fibre for digestion.** Dried figs contain both soluble and insoluble fibre. An adequate fibre intake supports regular bowel movements and helps you feel full for longer.

**Minerals for bones.** Calcium and magnesium are minerals the body needs for healthy bones. Alongside dairy products, dried figs can be a plant-based source of both.

**Potassium.** Potassium plays a part in the body's fluid balance and in muscle function. Vegetables and fruit rich in potassium are a cornerstone of a balanced diet.

**Polyphenols.** Figs, especially their skin, contain antioxidant compounds known as polyphenols.

**Natural energy.** Combining natural sugars with fibre, dried figs are a practical snack for athletes and for anyone looking for a quick bite during the day.

## How much should you eat?

Dried figs are nutritious, but they are also dense in energy and sugar. Two to three figs a day (roughly 30–40 g) is a reasonable portion for most adults. Pairing them with yoghurt, walnuts or almonds adds flavour and keeps you full longer. If you have a condition that affects blood sugar, such as diabetes, agree on a portion with your doctor or dietitian.

## Easy ways to add figs to your day

- Chopped into porridge or yoghurt at breakfast
- As a snack with a handful of walnuts or almonds
- In salads with goat's cheese and rocket
- In homemade granola, energy balls and cakes, replacing part of the sugar
- In savoury dishes and pilafs for a sweet-and-savoury balance

## How to store them

Keep dried figs in a cool, dry, dark place in a well-sealed container. In hot weather the fridge keeps them soft and light in colour for longer. Over time a white coating may appear on the skin; this is usually the fruit's own sugar crystallising, not mould. Even so, do not eat figs that smell or look suspicious.

## Why quality matters

The first condition for any benefit is a safe product. Our figs contain no additives, no sulphur and no preservatives, and their moisture is held at 18–20 %. Every lot is sorted under UV light and passes an aflatoxin analysis. You can read about our process on the [quality page](/en/quality) and browse our range on the [products page](/en/products).

*This article is for general information only and is not a substitute for medical advice.*`,
    content_de: `Trockenfeigen gehören in der anatolischen Küche seit Jahrhunderten zum Winter. Beim Trocknen in der Sonne verlieren sie Wasser, ihre Nährstoffe aber werden konzentriert. In diesem Beitrag fassen wir zusammen, was Trockenfeigen enthalten und wie sie in eine ausgewogene Ernährung passen.

## Was steckt in 100 Gramm?

Die Angaben unterscheiden sich je nach Quelle leicht, doch 100 g Trockenfeigen enthalten ungefähr:

- **Energie:** etwa 250 kcal
- **Ballaststoffe:** etwa 10 g
- **Kalium:** etwa 680 mg
- **Calcium:** etwa 160 mg
- **Magnesium:** etwa 68 mg
- **Eisen:** etwa 2 mg
- **Natürlicher Zucker:** etwa 48 g

Damit heben sich Trockenfeigen unter den Früchten vor allem bei Ballaststoffen und Calcium hervor.

## Die wichtigsten Vorteile

**Ballaststoffe für die Verdauung.** Trockenfeigen enthalten lösliche und unlösliche Ballaststoffe. Eine ausreichende Ballaststoffzufuhr unterstützt eine regelmäßige Verdauung und sorgt für ein längeres Sättigungsgefühl.

**Mineralstoffe für die Knochen.** Calcium und Magnesium braucht der Körper für gesunde Knochen. Neben Milchprodukten können Trockenfeigen eine pflanzliche Quelle für beide sein.

**Kalium.** Kalium ist am Flüssigkeitshaushalt des Körpers und an der Muskelfunktion beteiligt. Kaliumreiches Obst und Gemüse ist ein Grundpfeiler ausgewogener Ernährung.

**Polyphenole.** Feigen, besonders ihre Schale, enthalten antioxidative Verbindungen, die Polyphenole.

**Natürliche Energie.** Da sie natürlichen Zucker und Ballaststoffe vereinen, sind Trockenfeigen ein praktischer Snack für Sportler und für alle, die zwischendurch eine schnelle Stärkung suchen.

## Wie viel ist sinnvoll?

Trockenfeigen sind nahrhaft, aber auch reich an Energie und Zucker. Zwei bis drei Feigen am Tag (etwa 30–40 g) sind für die meisten Erwachsenen eine vernünftige Portion. Zusammen mit Joghurt, Walnüssen oder Mandeln schmecken sie noch besser und sättigen länger. Wenn Sie eine Erkrankung haben, die den Blutzucker beeinflusst, etwa Diabetes, stimmen Sie die Portion mit Ihrer Ärztin, Ihrem Arzt oder Ihrer Ernährungsberatung ab.

## So passen Feigen in den Alltag

- Klein geschnitten im Porridge oder Joghurt zum Frühstück
- Als Snack mit einer Handvoll Walnüsse oder Mandeln
- Im Salat mit Ziegenkäse und Rucola
- In selbstgemachtem Granola, Energiekugeln und Kuchen als teilweiser Zuckerersatz
- In herzhaften Gerichten und Pilaw für eine süß-salzige Note

## Richtig aufbewahren

Bewahren Sie Trockenfeigen kühl, trocken und dunkel in einem gut verschlossenen Behälter auf. Bei heißem Wetter bleiben sie im Kühlschrank länger weich und hell. Mit der Zeit kann sich auf der Schale ein weißer Belag bilden; meist ist das der fruchteigene Zucker, der auskristallisiert, und kein Schimmel. Feigen mit verdächtigem Geruch oder Aussehen sollten Sie trotzdem nicht essen.

## Warum Qualität zählt

Die erste Voraussetzung für jeden Nutzen ist ein sicheres Produkt. Unsere Feigen enthalten keine Zusatzstoffe, keinen Schwefel und keine Konservierungsstoffe; ihre Feuchte liegt bei 18–20 %. Jede Partie wird unter UV-Licht verlesen und auf Aflatoxine analysiert. Mehr über unseren Prozess lesen Sie auf der [Qualitätsseite](/de/quality), unser Sortiment finden Sie auf der [Produktseite](/de/products).

*Dieser Beitrag dient der allgemeinen Information und ersetzt keine ärztliche Beratung.*`,
    keywords_tr: 'kuru incir faydaları, kuru incir besin değerleri, lif, kalsiyum, potasyum, sağlıklı atıştırmalık',
    keywords_en: 'dried fig benefits, dried fig nutrition, fibre, calcium, potassium, healthy snack',
    keywords_de: 'Trockenfeigen gesund, Nährwerte Trockenfeigen, Ballaststoffe, Calcium, Kalium, gesunder Snack',
    metaDescription_tr:
      'Kuru incirin besin değerleri ve faydaları: lif, kalsiyum, potasyum, magnezyum. Günde ne kadar tüketilmeli, kalite neden önemli?',
    metaDescription_en:
      'Dried fig nutrition and benefits: fibre, calcium, potassium and magnesium. How many figs a day, and why product quality matters.',
    metaDescription_de:
      'Nährwerte und Vorteile von Trockenfeigen: Ballaststoffe, Calcium, Kalium, Magnesium. Wie viele pro Tag und warum Qualität zählt.',
    imageUrl: '/images/blog/kuru-incirin-saglik-faydalari.svg',
    daysAgo: 40,
  },
]
