// Demo product catalogue for the dried-fig producer from Köşk, Aydın (founded 1975).
// Data only: used by the seed script. Prices are indicative USD/kg; a quote gives the final price.
// Facts kept consistent with the specifications: harvest August–October, sun-drying 7–10 days,
// moisture 18–20 %, certifications HACCP, ISO 22000 and BRC Global Standard, Aydın fig
// geographical indication, calibres A1–A8 by pieces per kg, wholesale minimum 100 kg.

export type SeedProductType =
  | 'LERIDA'
  | 'PROTOBEN'
  | 'BAGLAMA'
  | 'PULLED'
  | 'LAYER'
  | 'CUBE_BLOCK'
  | 'NATURAL_LAUREL_10_20KG'
  | 'NATUREL_INCIR'

export interface SeedProductImage {
  file: string
  alt_tr: string
  alt_en: string
  alt_de: string
  type: 'main' | 'detail1' | 'detail2'
}

export interface SeedPriceRange {
  calibre: string
  minQuantity: number
  maxQuantity?: number
  cashPrice: number
  creditPrice: number
}

export interface SeedProduct {
  slug: string // lowercase ascii, hyphens
  type: SeedProductType
  title_tr: string
  title_en: string
  title_de: string
  summary_tr: string
  summary_en: string
  summary_de: string // 1–2 sentences
  description_tr: string
  description_en: string
  description_de: string // 3–5 short paragraphs separated by blank lines, plain text
  isOrganic: boolean
  isNatural: boolean
  laurelPacked: boolean
  sortOrder: number // 1..8
  moistureMin: number
  moistureMax: number
  calibres: string[] // subset of '1'..'8', ascending
  packsKg: number[] // ascending
  /** Pallet arrangement: same figures in each language, in its number format. */
  palletInfo_tr: string
  palletInfo_en: string
  palletInfo_de: string
  images: SeedProductImage[] // exactly one 'main'
  priceRanges: SeedPriceRange[]
}

/** Joins paragraphs with a blank line. */
function paras(...parts: string[]): string {
  return parts.join('\n\n')
}

/** One indicative price tier in USD/kg; omit max for an open-ended tier. */
function price(calibre: string, minQuantity: number, maxQuantity: number | null, cashPrice: number, creditPrice: number): SeedPriceRange {
  return maxQuantity === null
    ? { calibre, minQuantity, cashPrice, creditPrice }
    : { calibre, minQuantity, maxQuantity, cashPrice, creditPrice }
}

function image(slug: string, type: SeedProductImage['type'], alt_tr: string, alt_en: string, alt_de: string): SeedProductImage {
  return { file: `/images/products/${slug}-${type}.svg`, alt_tr, alt_en, alt_de, type }
}

export const seedProducts: SeedProduct[] = [
  // 1 ─ Naturel İncir - Altın Seri
  {
    slug: 'naturel-incir-altin-seri',
    type: 'NATUREL_INCIR',
    title_tr: 'Naturel İncir - Altın Seri',
    title_en: 'Natural Dried Figs - Gold Series',
    title_de: 'Natur-Trockenfeigen - Goldserie',
    summary_tr:
      'Köşk bahçelerinden seçilen en iri Aydın incirleri; preslenmeden, doğal damla formuyla kurutulup elde ayıklanır. Gurme ve organik raflar için Altın Seri kalitesi.',
    summary_en:
      'The largest Aydın figs from our Köşk orchards, sun-dried and hand-sorted in their natural teardrop shape, never pressed. Gold Series quality for gourmet and organic shelves.',
    summary_de:
      'Die größten Aydın-Feigen aus unseren Gärten in Köşk, sonnengetrocknet und von Hand sortiert, in ihrer natürlichen Tropfenform und ungepresst. Goldserien-Qualität für Feinkost- und Bio-Regale.',
    description_tr: paras(
      "Naturel İncir - Altın Seri, {{foundingYear}}'ten bu yana Köşk'te sürdürdüğümüz incircilik geleneğinin vitrin ürünüdür. Ağaçta olgunlaşıp kendiliğinden düşen incirler ağustos sonundan ekim ayına kadar her gün toplanır ve sergilerde 7–10 gün güneşte kurutulur.",
      'Bu seride yalnızca A1, A2 ve A3 kalibrasyonları (kilogramda 36–50 adet) yer alır. Meyveler preslenmez; doğal damla formu, ince kabuğu, açık bal rengi ve yoğun, tatlı içi korunur. Nem oranı %18–20 aralığında tutulur, böylece incir yumuşak kalırken raf ömrü de korunur.',
      'İncirler organik tarım yapılan bahçelerimizden gelir; katkı maddesi, kükürt veya koruyucu kullanılmaz. Her parti UV ışık altında tek tek ayıklanır ve aflatoksin analizine gönderilir. Coğrafi işaretli Aydın inciri olarak parti numarasıyla bahçeye kadar izlenebilir; üretim HACCP, ISO 22000 ve BRC Global Standard kapsamında yürütülür.',
      '0,5 kg ve 1 kg perakende ambalajların yanı sıra 5 kg ve 10 kg kolilerde sunulur. Gurme mağazalar, organik marketler ve kurumsal hediye paketleri için önerilir. Fiyatlar gösterge niteliğindedir; kesin fiyat için teklif isteyebilirsiniz.',
    ),
    description_en: paras(
      'Natural Dried Figs - Gold Series is the showcase of the fig-growing tradition we have carried on in Köşk since {{foundingYear}}. Figs ripen on the tree and fall naturally; from late August to October they are collected every day and sun-dried on drying racks for 7–10 days.',
      'Only calibres A1, A2 and A3 (36–50 pieces per kg) go into this series. The fruit is never pressed: it keeps its natural teardrop shape, thin skin, light honey colour and dense, sweet interior. Moisture is held at 18–20 %, so the figs stay soft while keeping a good shelf life.',
      'The figs come from our organically farmed orchards, with no additives, no sulphur and no preservatives. Every lot is sorted fig by fig under UV light and sent for aflatoxin analysis. As geographically indicated Aydın figs, each lot is traceable to the orchard by its lot number; production runs under HACCP, ISO 22000 and BRC Global Standard.',
      'Available in 0.5 kg and 1 kg retail packs as well as 5 kg and 10 kg cartons. Recommended for delicatessens, organic stores and corporate gift boxes. Prices shown are indicative; please request a quote for a firm price.',
    ),
    description_de: paras(
      'Die Natur-Trockenfeigen der Goldserie sind das Aushängeschild unserer Feigentradition, die wir seit {{foundingYear}} in Köşk pflegen. Die Feigen reifen am Baum und fallen von selbst herab; von Ende August bis Oktober werden sie täglich aufgesammelt und 7–10 Tage auf Trockengestellen in der Sonne getrocknet.',
      'In diese Serie kommen nur die Kaliber A1, A2 und A3 (36–50 Stück pro kg). Die Früchte werden nicht gepresst: Sie behalten ihre natürliche Tropfenform, die dünne Schale, die helle Honigfarbe und das dichte, süße Fruchtfleisch. Die Feuchte liegt bei 18–20 %, damit die Feigen weich bleiben und dennoch lange haltbar sind.',
      'Die Feigen stammen aus unseren ökologisch bewirtschafteten Gärten – ohne Zusatzstoffe, ohne Schwefel, ohne Konservierungsstoffe. Jede Partie wird unter UV-Licht Frucht für Frucht verlesen und auf Aflatoxine untersucht. Als Aydın-Feigen mit geografischer Angabe ist jede Partie über die Chargennummer bis zum Garten rückverfolgbar; produziert wird nach HACCP, ISO 22000 und BRC Global Standard.',
      'Erhältlich in Verbraucherpackungen zu 0,5 kg und 1 kg sowie in Kartons zu 5 kg und 10 kg. Ideal für Feinkostläden, Bioläden und Firmengeschenke. Die angegebenen Preise sind Richtwerte; für einen verbindlichen Preis fordern Sie bitte ein Angebot an.',
    ),
    isOrganic: true,
    isNatural: true,
    laurelPacked: false,
    sortOrder: 1,
    moistureMin: 18,
    moistureMax: 20,
    calibres: ['1', '2', '3'],
    packsKg: [0.5, 1, 5, 10],
    palletInfo_tr:
      'Perakende: teşhir kolisinde 12 × 0,5 kg veya 6 × 1 kg, palette 100 koli (600 kg); toptan: 160 koli × 5 kg veya 80 koli × 10 kg = Euro palet (120×80 cm) başına 800 kg, streç filmle sarılı',
    palletInfo_en:
      'Retail: 12 × 0.5 kg or 6 × 1 kg per display carton, 100 cartons (600 kg) per pallet; wholesale: 160 cartons × 5 kg or 80 cartons × 10 kg = 800 kg per Euro pallet (120×80 cm), stretch-wrapped',
    palletInfo_de:
      'Einzelhandel: 12 × 0,5 kg oder 6 × 1 kg je Displaykarton, 100 Kartons (600 kg) pro Palette; Großhandel: 160 Kartons × 5 kg oder 80 Kartons × 10 kg = 800 kg pro Europalette (120×80 cm), mit Stretchfolie umwickelt',
    images: [
      image(
        'naturel-incir-altin-seri',
        'main',
        'Naturel İncir Altın Seri: doğal damla formunda iri kuru Aydın incirleri',
        'Natural Dried Figs Gold Series: large Aydın figs in their natural teardrop shape',
        'Natur-Trockenfeigen Goldserie: große Aydın-Feigen in natürlicher Tropfenform',
      ),
      image(
        'naturel-incir-altin-seri',
        'detail1',
        'Ortadan kesilmiş Altın Seri incirin bal renkli iç dokusu',
        'Halved Gold Series fig showing its honey-coloured interior',
        'Halbierte Goldserien-Feige mit honigfarbenem Fruchtfleisch',
      ),
      image(
        'naturel-incir-altin-seri',
        'detail2',
        'Altın Seri incir 1 kg perakende ambalajda',
        'Gold Series figs in a 1 kg retail pack',
        'Goldserien-Feigen in der 1-kg-Verbraucherpackung',
      ),
    ],
    priceRanges: [
      price('1', 100, 999, 11.8, 12.3),
      price('1', 1000, 4999, 11.2, 11.7),
      price('1', 5000, null, 10.6, 11.1),
      price('2', 100, 999, 10.9, 11.4),
      price('2', 1000, 4999, 10.3, 10.8),
      price('2', 5000, null, 9.8, 10.25),
    ],
  },

  // 2 ─ Lerida
  {
    slug: 'lerida-incir',
    type: 'LERIDA',
    title_tr: 'Lerida Kuru İncir',
    title_en: 'Lerida Dried Figs',
    title_de: 'Lerida-Trockenfeigen',
    summary_tr:
      'Elde yuvarlak, yassı disk formuna getirilen, sapı ortaya gömülü klasik Lerida incir. Düzenli görünümüyle ihracat ve market rafları için en çok tercih edilen tiplerden biridir.',
    summary_en:
      'The classic Lerida fig, hand-pressed into a round, flat disc with the stem tucked into the centre. Its uniform look makes it a favourite for export and supermarket shelves.',
    summary_de:
      'Die klassische Lerida-Feige, von Hand zu einer runden, flachen Scheibe gepresst, der Stiel mittig eingedrückt. Ihr gleichmäßiges Aussehen macht sie zum Favoriten für Export und Supermarktregal.',
    description_tr: paras(
      'Lerida, Türk kuru incirinin dünyada en iyi tanınan şekillerinden biridir. Güneşte kurutulan incirler tesisimizde kalibrelerine göre ayrılır, yıkanır ve her biri deneyimli ellerde sapı ortaya gelecek şekilde yuvarlak, yassı bir disk formunda preslenir.',
      'Birbirine benzeyen düzgün formu sayesinde kutularda sıra sıra dizilir; market raflarında ve hediyelik ambalajlarda düzenli, şık bir görünüm verir. A2’den A6’ya kadar beş kalibrasyonda hazırlanır, böylece hem premium hem de fiyat odaklı programlar için seçenek sunar.',
      'Nem oranı %18–20 aralığındadır. Her parti UV ışık altında ayıklanır ve aflatoksin analizinden geçer; analiz raporu sevkiyat belgeleriyle birlikte paylaşılır. Katkı maddesi ve koruyucu içermez.',
      '5, 10 ve 12,5 kg kolilerde sunulur; 12,5 kg kolilerle bir Euro palet 1.000 kg taşır. Toptan siparişlerde minimum miktar 100 kg’dır.',
    ),
    description_en: paras(
      'Lerida is one of the best-known shapes of Turkish dried figs worldwide. After sun-drying, the figs are graded by calibre in our facility, washed, and each one is pressed by experienced hands into a round, flat disc with the stem in the centre.',
      'Because every fig has the same neat form, they can be laid in rows in the carton and give a tidy, attractive look on supermarket shelves and in gift packs. We prepare Lerida in five calibres from A2 to A6, covering both premium and price-driven programmes.',
      'Moisture is kept at 18–20 %. Every lot is sorted under UV light and passes an aflatoxin analysis; the report travels with the shipping documents. No additives or preservatives.',
      'Packed in 5, 10 and 12.5 kg cartons; with 12.5 kg cartons a Euro pallet carries 1,000 kg. The minimum wholesale order is 100 kg.',
    ),
    description_de: paras(
      'Lerida ist weltweit eine der bekanntesten Formen türkischer Trockenfeigen. Nach der Sonnentrocknung werden die Feigen in unserem Betrieb nach Kaliber sortiert, gewaschen und von erfahrenen Händen einzeln zu einer runden, flachen Scheibe gepresst, der Stiel liegt in der Mitte.',
      'Dank der einheitlichen Form lassen sich die Feigen in Reihen in den Karton legen und wirken im Supermarktregal und in Geschenkverpackungen ordentlich und ansprechend. Wir liefern Lerida in fünf Kalibern von A2 bis A6 – für Premium- ebenso wie für preisorientierte Programme.',
      'Die Feuchte liegt bei 18–20 %. Jede Partie wird unter UV-Licht verlesen und auf Aflatoxine analysiert; der Analysebericht wird mit den Versanddokumenten übermittelt. Ohne Zusatz- und Konservierungsstoffe.',
      'Verpackt in Kartons zu 5, 10 und 12,5 kg; mit 12,5-kg-Kartons trägt eine Europalette 1.000 kg. Die Mindestbestellmenge im Großhandel beträgt 100 kg.',
    ),
    isOrganic: false,
    isNatural: true,
    laurelPacked: false,
    sortOrder: 2,
    moistureMin: 18,
    moistureMax: 20,
    calibres: ['2', '3', '4', '5', '6'],
    packsKg: [5, 10, 12.5],
    palletInfo_tr:
      "Euro palet (120×80 cm) başına 80 koli × 12,5 kg = 1.000 kg; 10 kg'lık kolilerden palette 100 adet; köşe koruyuculu streç film sarımı",
    palletInfo_en:
      '80 cartons × 12.5 kg = 1,000 kg per Euro pallet (120×80 cm); 10 kg cartons: 100 per pallet; stretch-wrapped with corner protectors',
    palletInfo_de:
      '80 Kartons × 12,5 kg = 1.000 kg pro Europalette (120×80 cm); 10-kg-Kartons: 100 pro Palette; mit Stretchfolie und Kantenschutz gesichert',
    images: [
      image(
        'lerida-incir',
        'main',
        'Yuvarlak disk formunda preslenmiş Lerida kuru incirler',
        'Lerida dried figs pressed into round discs',
        'Zu runden Scheiben gepresste Lerida-Trockenfeigen',
      ),
      image(
        'lerida-incir',
        'detail1',
        '12,5 kg koli içinde sıra sıra dizilmiş Lerida incirler',
        'Lerida figs laid in rows in a 12.5 kg carton',
        'Lerida-Feigen in Reihen im 12,5-kg-Karton',
      ),
    ],
    priceRanges: [
      price('2', 1000, 4999, 9.6, 10.05),
      price('2', 5000, 19999, 9.2, 9.65),
      price('2', 20000, null, 8.85, 9.25),
      price('4', 1000, 4999, 7.9, 8.3),
      price('4', 5000, 19999, 7.55, 7.9),
      price('4', 20000, null, 7.25, 7.6),
      price('6', 1000, 4999, 6.4, 6.7),
      price('6', 5000, 19999, 6.1, 6.4),
      price('6', 20000, null, 5.85, 6.15),
    ],
  },

  // 3 ─ Protoben
  {
    slug: 'protoben-incir',
    type: 'PROTOBEN',
    title_tr: 'Organik Protoben Kuru İncir',
    title_en: 'Organic Protoben Dried Figs',
    title_de: 'Bio-Protoben-Trockenfeigen',
    summary_tr:
      'Organik tarım yapılan bahçelerden, elde yassılaştırılan ve sapı üstte görünür kalan geleneksel Protoben incir. Damla silueti korunur, kutuda düzgün yerleşir.',
    summary_en:
      'Traditional Protoben figs from organically farmed orchards, flattened by hand with the stem left visible on top. The teardrop outline is kept and the figs sit neatly in the carton.',
    summary_de:
      'Traditionelle Protoben-Feigen aus ökologisch bewirtschafteten Gärten, von Hand flachgedrückt, der Stiel bleibt oben sichtbar. Die Tropfenform bleibt erhalten, die Feigen liegen sauber im Karton.',
    description_tr: paras(
      'Protoben, Aydın’da kuşaklardır uygulanan geleneksel şekillendirme yöntemidir. Kurutulmuş incir elde hafifçe yassılaştırılır, sapı üstte görünür bırakılır; böylece incirin doğal damla silueti korunurken kutuya düzgün dizilebilen yassı bir form elde edilir.',
      'Bu ürünün incirleri organik tarım yapılan bahçelerimizden gelir. Hasat ağustos–ekim arasında yapılır, incirler 7–10 gün güneşte kurutulur ve tesise geldiğinde konvansiyonel ürünlerden ayrı hatlarda işlenir, ayrı paletlenir.',
      'A1’den A5’e kadar beş kalibrasyonda hazırlanır. Nem %18–20, katkı maddesi ve koruyucu yoktur. UV ayıklama, aflatoksin analizi ve parti bazında izlenebilirlik HACCP, ISO 22000 ve BRC Global Standard kapsamındaki kalite sistemimizin parçasıdır.',
      '5, 10 ve 12,5 kg kolilerde sunulur. Organik mağaza zincirleri, müsli ve atıştırmalık üreticileri ile organik ürün ithalatçıları için uygundur.',
    ),
    description_en: paras(
      'Protoben is a traditional shaping method practised in Aydın for generations. The dried fig is gently flattened by hand with the stem left visible on top, so it keeps its natural teardrop outline while gaining a flat form that packs neatly in the carton.',
      'The figs for this product come from our organically farmed orchards. They are harvested between August and October, sun-dried for 7–10 days and, once in the facility, processed on lines separate from conventional fruit and palletised separately.',
      'Prepared in five calibres from A1 to A5. Moisture 18–20 %, no additives, no preservatives. UV sorting, aflatoxin analysis and lot-level traceability are part of our quality system under HACCP, ISO 22000 and BRC Global Standard.',
      'Packed in 5, 10 and 12.5 kg cartons. Well suited to organic store chains, muesli and snack manufacturers and importers of organic produce.',
    ),
    description_de: paras(
      'Protoben ist eine traditionelle Formgebung, die in Aydın seit Generationen praktiziert wird. Die getrocknete Feige wird von Hand leicht flachgedrückt, der Stiel bleibt oben sichtbar. So behält sie ihre natürliche Tropfenform und lässt sich dennoch sauber in den Karton legen.',
      'Die Feigen für dieses Produkt stammen aus unseren ökologisch bewirtschafteten Gärten. Geerntet wird zwischen August und Oktober, getrocknet 7–10 Tage in der Sonne; im Betrieb werden sie getrennt von konventioneller Ware verarbeitet und auf eigenen Paletten verladen.',
      'Lieferbar in fünf Kalibern von A1 bis A5. Feuchte 18–20 %, ohne Zusatz- und Konservierungsstoffe. UV-Verlesung, Aflatoxin-Analyse und Rückverfolgbarkeit je Partie gehören zu unserem Qualitätssystem nach HACCP, ISO 22000 und BRC Global Standard.',
      'Verpackt in Kartons zu 5, 10 und 12,5 kg. Geeignet für Bio-Handelsketten, Müsli- und Snackhersteller sowie Importeure von Bio-Ware.',
    ),
    isOrganic: true,
    isNatural: true,
    laurelPacked: false,
    sortOrder: 3,
    moistureMin: 18,
    moistureMax: 20,
    calibres: ['1', '2', '3', '4', '5'],
    packsKg: [5, 10, 12.5],
    palletInfo_tr:
      'Euro palet (120×80 cm) başına 80 koli × 12,5 kg = 1.000 kg, streç filmle sarılı; organik partiler ayrı ve etiketli paletlerde',
    palletInfo_en:
      '80 cartons × 12.5 kg = 1,000 kg per Euro pallet (120×80 cm), stretch-wrapped; organic lots on separate, labelled pallets',
    palletInfo_de:
      '80 Kartons × 12,5 kg = 1.000 kg pro Europalette (120×80 cm), mit Stretchfolie umwickelt; Bio-Partien auf getrennten, gekennzeichneten Paletten',
    images: [
      image(
        'protoben-incir',
        'main',
        'Sapı üstte görünen, elde yassılaştırılmış organik Protoben incirler',
        'Hand-flattened organic Protoben figs with the stem visible on top',
        'Von Hand flachgedrückte Bio-Protoben-Feigen mit sichtbarem Stiel',
      ),
      image(
        'protoben-incir',
        'detail1',
        'Protoben incirin yakın çekimi: ince kabuk ve damla silueti',
        'Close-up of a Protoben fig: thin skin and teardrop outline',
        'Nahaufnahme einer Protoben-Feige: dünne Schale und Tropfenform',
      ),
      image(
        'protoben-incir',
        'detail2',
        'Organik Protoben incir dolu 5 kg koli',
        'A 5 kg carton of organic Protoben figs',
        'Ein 5-kg-Karton mit Bio-Protoben-Feigen',
      ),
    ],
    priceRanges: [
      price('1', 1000, 4999, 11.4, 11.9),
      price('1', 5000, 19999, 10.95, 11.45),
      price('1', 20000, null, 10.6, 11.05),
      price('3', 1000, 4999, 9.5, 9.95),
      price('3', 5000, 19999, 9.1, 9.55),
      price('3', 20000, null, 8.8, 9.2),
      price('5', 1000, 4999, 7.7, 8.05),
      price('5', 5000, null, 7.35, 7.7),
    ],
  },

  // 4 ─ Bağlama İncir
  {
    slug: 'baglama-incir',
    type: 'BAGLAMA',
    title_tr: 'Bağlama İncir',
    title_en: 'Bağlama Garland Figs',
    title_de: 'Kranzfeigen (Bağlama)',
    summary_tr:
      'Doğal rafya ipe dizilerek halka şeklinde bağlanan geleneksel Aydın inciri. Hediyelik, yöresel ürün ve sezon pazarları için karakteristik bir sunum.',
    summary_en:
      'Traditional Aydın figs threaded on natural raffia and tied into a ring. A distinctive presentation for gift, speciality and seasonal markets.',
    summary_de:
      'Traditionelle Aydın-Feigen, auf Naturbast aufgefädelt und zu einem Kranz gebunden. Eine unverwechselbare Aufmachung für Geschenk-, Spezialitäten- und Saisonmärkte.',
    description_tr: paras(
      'Bağlama incir, Ege köylerinde incirin kış boyunca saklanması için kullanılan eski bir yöntemden gelir. Güneşte kurutulan incirler tesisimizde ayıklandıktan sonra doğal rafya ipe tek tek dizilir ve uçları bağlanarak halka şekli verilir.',
      'Dizmeye en uygun incirler orta ve küçük boylardır; bu nedenle ürün A4’ten A8’e kadar (kilogramda 51–80 adet) kalibrasyonlarda hazırlanır. Nem oranı %19–20 aralığında tutulur, böylece incirler ipe dizilirken çatlamaz ve esnekliğini korur.',
      'Her parti, diğer ürünlerimizde olduğu gibi UV ışık altında ayıklanır ve aflatoksin analizinden geçer. Kullanılan rafya gıda ile temasa uygun, boyasız doğal malzemedir.',
      'Halkalar 5 ve 10 kg kolilere, aralarına ambalaj kâğıdı konarak yerleştirilir. Yılbaşı pazarları, hediyelik ürün satan mağazalar ve yöresel ürün reyonları için önerilir.',
    ),
    description_en: paras(
      'Bağlama figs come from an old Aegean village method of keeping figs through the winter. After sun-drying and sorting in our facility, the figs are threaded one by one onto natural raffia, and the ends are tied to form a ring.',
      'Medium and small figs thread best, so this product is prepared in calibres A4 to A8 (51–80 pieces per kg). Moisture is kept at 19–20 % so the figs stay supple and do not crack while being threaded.',
      'As with all our products, every lot is sorted under UV light and passes an aflatoxin analysis. The raffia used is an undyed natural material suitable for food contact.',
      'The rings are laid in 5 and 10 kg cartons with paper between them. Recommended for Christmas markets, gift shops and regional-speciality counters.',
    ),
    description_de: paras(
      'Kranzfeigen (Bağlama) gehen auf eine alte Methode aus den Dörfern der Ägäis zurück, mit der Feigen über den Winter aufbewahrt wurden. Nach der Sonnentrocknung und dem Verlesen in unserem Betrieb werden die Feigen einzeln auf Naturbast gefädelt und die Enden zu einem Kranz gebunden.',
      'Am besten lassen sich mittlere und kleine Feigen auffädeln; deshalb gibt es dieses Produkt in den Kalibern A4 bis A8 (51–80 Stück pro kg). Die Feuchte liegt bei 19–20 %, damit die Feigen geschmeidig bleiben und beim Auffädeln nicht reißen.',
      'Wie bei allen unseren Produkten wird jede Partie unter UV-Licht verlesen und auf Aflatoxine analysiert. Der verwendete Bast ist ein ungefärbtes Naturmaterial, das für den Lebensmittelkontakt geeignet ist.',
      'Die Kränze werden mit Papierzwischenlagen in Kartons zu 5 und 10 kg gelegt. Empfohlen für Weihnachtsmärkte, Geschenkläden und Spezialitätentheken.',
    ),
    isOrganic: false,
    isNatural: true,
    laurelPacked: false,
    sortOrder: 4,
    moistureMin: 19,
    moistureMax: 20,
    calibres: ['4', '5', '6', '7', '8'],
    packsKg: [5, 10],
    palletInfo_tr:
      "Euro palet (120×80 cm) başına 100 koli × 10 kg = 1.000 kg; 5 kg'lık kolilerden palette 160 adet (800 kg); streç filmle sarılı",
    palletInfo_en: '100 cartons × 10 kg = 1,000 kg per Euro pallet (120×80 cm); 5 kg cartons: 160 per pallet (800 kg); stretch-wrapped',
    palletInfo_de:
      '100 Kartons × 10 kg = 1.000 kg pro Europalette (120×80 cm); 5-kg-Kartons: 160 pro Palette (800 kg); mit Stretchfolie umwickelt',
    images: [
      image(
        'baglama-incir',
        'main',
        'Rafya ipe dizilip halka şeklinde bağlanmış kuru incirler',
        'Dried figs threaded on raffia and tied into a ring',
        'Auf Bast gefädelte und zum Kranz gebundene Trockenfeigen',
      ),
      image(
        'baglama-incir',
        'detail1',
        'Bağlama incir dizisinin yakın çekimi',
        'Close-up of a Bağlama fig garland',
        'Nahaufnahme eines Bağlama-Feigenkranzes',
      ),
    ],
    priceRanges: [
      price('4', 100, 999, 7.6, 7.95),
      price('4', 1000, 4999, 7.25, 7.6),
      price('4', 5000, null, 6.95, 7.3),
      price('6', 100, 999, 6.2, 6.5),
      price('6', 1000, 4999, 5.9, 6.2),
      price('6', 5000, null, 5.65, 5.95),
      price('8', 100, 999, 5.1, 5.35),
      price('8', 1000, 4999, 4.85, 5.1),
      price('8', 5000, null, 4.65, 4.9),
    ],
  },

  // 5 ─ Pulled
  {
    slug: 'pulled-incir',
    type: 'PULLED',
    title_tr: 'Pulled Kuru İncir',
    title_en: 'Pulled Dried Figs',
    title_de: 'Pulled-Trockenfeigen',
    summary_tr:
      'Preslenmeden, elde yumuşatılıp sapından çekilerek açılan, doğal şekli korunmuş incir. Koliye dökme doldurulur; yeniden paketleme ve üretim için pratik.',
    summary_en:
      'Figs that are softened by hand and pulled open at the stem instead of pressed, keeping their natural shape. Packed loose in the carton, practical for repacking and manufacturing.',
    summary_de:
      'Feigen, die nicht gepresst, sondern von Hand geschmeidig gemacht und am Stiel auseinandergezogen werden; die natürliche Form bleibt erhalten. Lose im Karton, praktisch zum Umpacken und für die Verarbeitung.',
    description_tr: paras(
      'Pulled incirde meyve preslenmez. Güneşte kurutulan incir elde hafifçe yoğrularak yumuşatılır ve sapından tutulup çekilerek açılır; her incir kendine özgü, doğal ve hafif düzensiz bir şekil alır.',
      'İncirler koliye sıralanmadan, dökme olarak doldurulur. Bu sayede işçilik maliyeti düşer ve ürün, kendi ambalajını yapan paketleyiciler, müsli, pastane ve atıştırmalık üreticileri için ekonomik bir seçenek olur.',
      'A3’ten A7’ye kadar kalibrasyonlarda hazırlanır; nem %18–20’dir. Tüm partiler UV ışık altında ayıklanır ve aflatoksin analizinden geçer.',
      '10, 12,5 ve 25 kg kolilerde sunulur. Euro palete 12,5 kg’lık 80 koli veya 25 kg’lık 40 koli, yani 1.000 kg yüklenir.',
    ),
    description_en: paras(
      'Pulled figs are never pressed. After sun-drying, each fig is kneaded by hand until supple and pulled open by the stem, so every fig takes its own natural, slightly irregular shape.',
      'The figs are filled loose into the carton rather than laid in rows. This keeps labour costs down and makes the product an economical choice for repackers who pack under their own brand and for muesli, bakery and snack producers.',
      'Prepared in calibres A3 to A7; moisture 18–20 %. All lots are sorted under UV light and pass an aflatoxin analysis.',
      'Packed in 10, 12.5 and 25 kg cartons. A Euro pallet carries 80 cartons of 12.5 kg or 40 cartons of 25 kg, i.e. 1,000 kg.',
    ),
    description_de: paras(
      'Pulled-Feigen werden nicht gepresst. Nach der Sonnentrocknung wird jede Feige von Hand geschmeidig geknetet und am Stiel auseinandergezogen, sodass sie ihre eigene, natürliche und leicht unregelmäßige Form erhält.',
      'Die Feigen werden lose in den Karton gefüllt statt in Reihen gelegt. Das spart Handarbeit und macht das Produkt zu einer wirtschaftlichen Wahl für Umpacker mit eigener Marke sowie für Müsli-, Backwaren- und Snackhersteller.',
      'Lieferbar in den Kalibern A3 bis A7; Feuchte 18–20 %. Alle Partien werden unter UV-Licht verlesen und auf Aflatoxine analysiert.',
      'Verpackt in Kartons zu 10, 12,5 und 25 kg. Eine Europalette trägt 80 Kartons zu 12,5 kg oder 40 Kartons zu 25 kg, also 1.000 kg.',
    ),
    isOrganic: false,
    isNatural: false,
    laurelPacked: false,
    sortOrder: 5,
    moistureMin: 18,
    moistureMax: 20,
    calibres: ['3', '4', '5', '6', '7'],
    packsKg: [10, 12.5, 25],
    palletInfo_tr:
      "Euro palet (120×80 cm) başına 80 koli × 12,5 kg veya 40 koli × 25 kg = 1.000 kg; 10 kg'lık kolilerden palette 100 adet; streç filmle sarılı",
    palletInfo_en:
      '80 cartons × 12.5 kg or 40 cartons × 25 kg = 1,000 kg per Euro pallet (120×80 cm); 10 kg cartons: 100 per pallet; stretch-wrapped',
    palletInfo_de:
      '80 Kartons × 12,5 kg oder 40 Kartons × 25 kg = 1.000 kg pro Europalette (120×80 cm); 10-kg-Kartons: 100 pro Palette; mit Stretchfolie umwickelt',
    images: [
      image(
        'pulled-incir',
        'main',
        'Doğal şekilli, elde çekilerek açılmış Pulled kuru incirler',
        'Naturally shaped Pulled dried figs, opened by hand',
        'Natürlich geformte, von Hand geöffnete Pulled-Trockenfeigen',
      ),
    ],
    priceRanges: [
      price('3', 1000, 4999, 8.4, 8.8),
      price('3', 5000, 19999, 8.05, 8.45),
      price('3', 20000, null, 7.75, 8.1),
      price('5', 1000, 4999, 6.8, 7.15),
      price('5', 5000, 19999, 6.5, 6.85),
      price('5', 20000, null, 6.25, 6.55),
      price('7', 1000, 4999, 5.4, 5.65),
      price('7', 5000, 19999, 5.15, 5.4),
      price('7', 20000, null, 4.95, 5.2),
    ],
  },

  // 6 ─ Layer
  {
    slug: 'layer-incir',
    type: 'LAYER',
    title_tr: 'Layer Kuru İncir',
    title_en: 'Layer Dried Figs',
    title_de: 'Layer-Trockenfeigen',
    summary_tr:
      'Hafifçe yassılaştırılıp koliye kat kat, aralarına parşömen kâğıdı konarak dizilen incir. Taşımada şeklini korur, açıldığında düzenli bir görünüm sunar.',
    summary_en:
      'Lightly flattened figs laid in the carton layer by layer with parchment paper between them. They hold their shape in transit and look orderly when the carton is opened.',
    summary_de:
      'Leicht flachgedrückte Feigen, lagenweise mit Pergamentpapier dazwischen in den Karton gelegt. Sie behalten beim Transport ihre Form und wirken beim Öffnen ordentlich.',
    description_tr: paras(
      'Layer incirde meyveler hafifçe yassılaştırılır ve koliye sıra sıra, kat kat yerleştirilir. Her katın arasına parşömen kâğıdı konur; böylece incirler birbirine yapışmaz ve uzun yolculuklarda bile şeklini korur.',
      'Açılan kolide düzenli görünen bu dizim, incirlerin doğrudan koliden satıldığı manav, pazar ve açık reyonlar için idealdir. Ürün A2’den A6’ya kadar kalibrasyonlarda hazırlanır; aynı koli içindeki incirler aynı kalibreden gelir.',
      'Nem %18–20’dir; katkı maddesi ve koruyucu içermez. Her parti UV ayıklama ve aflatoksin analizinden geçer, parti numarasıyla izlenebilir.',
      '5, 10 ve 12,5 kg kolilerde sunulur. Euro palete 12,5 kg’lık 80 koli (1.000 kg) yüklenir.',
    ),
    description_en: paras(
      'For Layer figs the fruit is lightly flattened and placed in the carton in rows, layer upon layer. A sheet of parchment paper separates each layer, so the figs do not stick together and keep their shape even on long journeys.',
      'This orderly arrangement looks good the moment the carton is opened, which makes it ideal for greengrocers, markets and loose-produce counters that sell straight from the carton. Prepared in calibres A2 to A6; all figs in one carton are of the same calibre.',
      'Moisture 18–20 %; no additives or preservatives. Every lot passes UV sorting and an aflatoxin analysis and is traceable by its lot number.',
      'Packed in 5, 10 and 12.5 kg cartons. A Euro pallet carries 80 cartons of 12.5 kg (1,000 kg).',
    ),
    description_de: paras(
      'Bei Layer-Feigen werden die Früchte leicht flachgedrückt und in Reihen, Lage für Lage, in den Karton gelegt. Zwischen den Lagen liegt Pergamentpapier, damit die Feigen nicht aneinanderkleben und auch auf langen Transportwegen ihre Form behalten.',
      'Diese ordentliche Anordnung wirkt schon beim Öffnen des Kartons ansprechend und eignet sich daher ideal für Obst- und Gemüsehändler, Wochenmärkte und Theken, die direkt aus dem Karton verkaufen. Lieferbar in den Kalibern A2 bis A6; alle Feigen eines Kartons haben dasselbe Kaliber.',
      'Feuchte 18–20 %; ohne Zusatz- und Konservierungsstoffe. Jede Partie wird unter UV-Licht verlesen, auf Aflatoxine analysiert und ist über die Chargennummer rückverfolgbar.',
      'Verpackt in Kartons zu 5, 10 und 12,5 kg. Eine Europalette trägt 80 Kartons zu 12,5 kg (1.000 kg).',
    ),
    isOrganic: false,
    isNatural: true,
    laurelPacked: false,
    sortOrder: 6,
    moistureMin: 18,
    moistureMax: 20,
    calibres: ['2', '3', '4', '5', '6'],
    packsKg: [5, 10, 12.5],
    palletInfo_tr:
      'Euro palet (120×80 cm) başına 80 koli × 12,5 kg = 1.000 kg; incir katları arasında parşömen kâğıdı; streç filmle sarılı',
    palletInfo_en: '80 cartons × 12.5 kg = 1,000 kg per Euro pallet (120×80 cm); parchment interleaves between fig layers; stretch-wrapped',
    palletInfo_de:
      '80 Kartons × 12,5 kg = 1.000 kg pro Europalette (120×80 cm); Pergamentpapier zwischen den Feigenlagen; mit Stretchfolie umwickelt',
    images: [
      image(
        'layer-incir',
        'main',
        'Koliye kat kat dizilmiş Layer kuru incirler',
        'Layer dried figs arranged in layers in a carton',
        'Lagenweise im Karton angeordnete Layer-Trockenfeigen',
      ),
      image(
        'layer-incir',
        'detail1',
        'İncir katları arasındaki parşömen kâğıdı',
        'Parchment paper between the layers of figs',
        'Pergamentpapier zwischen den Feigenlagen',
      ),
    ],
    priceRanges: [
      price('2', 1000, 4999, 9.4, 9.85),
      price('2', 5000, 19999, 9.0, 9.45),
      price('2', 20000, null, 8.7, 9.1),
      price('4', 1000, 4999, 7.7, 8.05),
      price('4', 5000, 19999, 7.35, 7.7),
      price('4', 20000, null, 7.1, 7.45),
    ],
  },

  // 7 ─ Cube/Block
  {
    slug: 'cube-block-incir',
    type: 'CUBE_BLOCK',
    title_tr: 'Cube/Block Kuru İncir',
    title_en: 'Cube/Block Dried Figs',
    title_de: 'Cube/Block-Trockenfeigen',
    summary_tr:
      'Küçük kalibreli bütün incirlerin astarlı kolide sıkıca preslenmesiyle elde edilen blok incir. Pastane, reçel, incir ezmesi ve bar üreticileri için ekonomik endüstriyel hammadde.',
    summary_en:
      'Small-calibre whole figs pressed tightly into a solid block inside a lined carton. An economical industrial raw material for bakeries and producers of jam, fig paste and bars.',
    summary_de:
      'Ganze Feigen kleiner Kaliber, im ausgekleideten Karton fest zu einem Block gepresst. Ein wirtschaftlicher Industrierohstoff für Bäckereien sowie Hersteller von Konfitüre, Feigenpaste und Riegeln.',
    description_tr: paras(
      'Cube/Block, incirin görünümünden çok tadı ve dokusunun önemli olduğu endüstriyel kullanım için hazırlanır. Ayıklanmış bütün incirler, içi gıdaya uygun polietilen torba ile kaplı kolide sıkıca preslenerek tek parça, kompakt bir blok hâline getirilir.',
      'Blok form depoda daha az yer kaplar, taşımada sarsıntıdan etkilenmez ve üretim hattında kolayca kesilip porsiyonlanabilir. Pastaneler, reçel ve incir ezmesi üreticileri, müsli, bar ve çikolata üreticileri bu ürünün başlıca kullanıcılarıdır.',
      'A6, A7 ve A8 (kilogramda 61–80 adet) kalibrasyonlarda hazırlanır; nem %18–20’dir. Endüstriyel ürün olsa da diğer ürünlerimizle aynı UV ayıklama ve aflatoksin analizinden geçer.',
      '10, 12,5 ve 25 kg bloklar hâlinde sunulur; Euro palete 1.000 kg yüklenir. Düzenli tedarik programları için yıllık anlaşma yapılabilir.',
    ),
    description_en: paras(
      'Cube/Block is made for industrial use, where the taste and texture of the fig matter more than its looks. Sorted whole figs are pressed tightly into a carton lined with a food-grade polyethylene bag, forming one compact, solid block.',
      'The block form takes less warehouse space, withstands vibration in transit and is easy to cut and portion on the production line. Bakeries, producers of jam and fig paste, and muesli, bar and chocolate manufacturers are its main users.',
      'Prepared in calibres A6, A7 and A8 (61–80 pieces per kg); moisture 18–20 %. Although it is an industrial product, it goes through the same UV sorting and aflatoxin analysis as all our other products.',
      'Supplied as 10, 12.5 and 25 kg blocks; 1,000 kg per Euro pallet. Annual agreements are possible for regular supply programmes.',
    ),
    description_de: paras(
      'Cube/Block ist für die industrielle Verwendung gedacht, bei der Geschmack und Textur der Feige wichtiger sind als ihr Aussehen. Verlesene ganze Feigen werden in einem Karton mit lebensmittelechtem Polyethylenbeutel fest zu einem kompakten Block gepresst.',
      'Die Blockform braucht weniger Lagerplatz, übersteht Erschütterungen beim Transport und lässt sich in der Produktion leicht schneiden und portionieren. Hauptabnehmer sind Bäckereien, Hersteller von Konfitüre und Feigenpaste sowie Müsli-, Riegel- und Schokoladenproduzenten.',
      'Lieferbar in den Kalibern A6, A7 und A8 (61–80 Stück pro kg); Feuchte 18–20 %. Obwohl es sich um ein Industrieprodukt handelt, durchläuft es dieselbe UV-Verlesung und Aflatoxin-Analyse wie alle unsere Produkte.',
      'Geliefert als Blöcke zu 10, 12,5 und 25 kg; 1.000 kg pro Europalette. Für regelmäßige Lieferprogramme sind Jahresvereinbarungen möglich.',
    ),
    isOrganic: false,
    isNatural: false,
    laurelPacked: false,
    sortOrder: 7,
    moistureMin: 18,
    moistureMax: 20,
    calibres: ['6', '7', '8'],
    packsKg: [10, 12.5, 25],
    palletInfo_tr:
      'Euro palet (120×80 cm) başına 40 blok × 25 kg veya 80 blok × 12,5 kg = 1.000 kg, her blok PE astarlı kolide; streç filmle sarılı',
    palletInfo_en:
      '40 blocks × 25 kg or 80 blocks × 12.5 kg = 1,000 kg per Euro pallet (120×80 cm), each block in a PE-lined carton; stretch-wrapped',
    palletInfo_de:
      '40 Blöcke × 25 kg oder 80 Blöcke × 12,5 kg = 1.000 kg pro Europalette (120×80 cm), jeder Block in einem Karton mit PE-Innenbeutel; mit Stretchfolie umwickelt',
    images: [
      image(
        'cube-block-incir',
        'main',
        'Astarlı kolide preslenmiş blok kuru incir',
        'Dried figs pressed into a block in a lined carton',
        'Im ausgekleideten Karton zum Block gepresste Trockenfeigen',
      ),
    ],
    priceRanges: [
      price('6', 1000, 4999, 5.9, 6.2),
      price('6', 5000, 19999, 5.65, 5.95),
      price('6', 20000, null, 5.4, 5.7),
      price('8', 1000, 4999, 4.95, 5.2),
      price('8', 5000, 19999, 4.75, 5.0),
      price('8', 20000, null, 4.55, 4.8),
    ],
  },

  // 8 ─ Doğal Defne Yapraklı (10–20 kg)
  {
    slug: 'dogal-defne-yaprakli-incir',
    type: 'NATURAL_LAUREL_10_20KG',
    title_tr: 'Doğal Defne Yapraklı Kuru İncir (10–20 kg)',
    title_en: 'Natural Dried Figs with Bay Leaves (10–20 kg)',
    title_de: 'Naturfeigen mit Lorbeerblättern (10–20 kg)',
    summary_tr:
      'Katları arasına kurutulmuş defne yaprağı serilerek 10 ve 20 kg kolilere paketlenen doğal incir. Ege’nin geleneksel saklama yöntemi, hafif defne aromasıyla.',
    summary_en:
      'Natural figs packed in 10 and 20 kg cartons with dried bay leaves spread between the layers. The traditional Aegean way of storing figs, with a subtle bay aroma.',
    summary_de:
      'Naturbelassene Feigen in Kartons zu 10 und 20 kg, mit getrockneten Lorbeerblättern zwischen den Lagen. Die traditionelle ägäische Art, Feigen aufzubewahren – mit einem feinen Lorbeeraroma.',
    description_tr: paras(
      'Aydın’da incir, kuşaklar boyunca defne yapraklarıyla birlikte saklanmıştır. Bu ürünümüzde o geleneği sürdürüyoruz: doğal formdaki incirler koliye kat kat yerleştirilir ve her katın arasına bölgemizden toplanan kurutulmuş defne yaprakları serilir.',
      'Defne yaprağı incire hafif, hoş bir aroma verir ve kolinin açıldığı anda Ege’yi hatırlatan bir sunum sağlar. Geleneksel olarak depolama zararlılarını uzak tuttuğuna inanılan bu yöntem, kimyasal bir işlem değil; yapraklar tamamen doğaldır ve tüketilmez, yalnızca ambalajın parçasıdır.',
      'A2’den A6’ya kadar kalibrasyonlarda hazırlanır; nem %18–20’dir. İncirler katkısız ve koruyucusuzdur; her parti UV ayıklama ve aflatoksin analizinden geçer.',
      'Yalnızca 10 kg ve 20 kg kolilerde sunulur. Etnik marketler, toptan gıda dağıtıcıları ve geleneksel sunumu tercih eden ithalatçılar için önerilir.',
    ),
    description_en: paras(
      'In Aydın, figs have been stored with bay leaves for generations. This product carries that tradition on: naturally shaped figs are laid in the carton layer by layer, with dried bay leaves gathered in our region spread between each layer.',
      'The bay leaves give the figs a light, pleasant aroma and make opening the carton a true taste of the Aegean. The method is traditionally believed to help keep storage pests away; it is not a chemical treatment. The leaves are entirely natural and are not meant to be eaten – they are part of the packing.',
      'Prepared in calibres A2 to A6; moisture 18–20 %. The figs contain no additives or preservatives, and every lot passes UV sorting and an aflatoxin analysis.',
      'Available only in 10 kg and 20 kg cartons. Recommended for ethnic grocers, wholesale food distributors and importers who prefer a traditional presentation.',
    ),
    description_de: paras(
      'In Aydın werden Feigen seit Generationen zusammen mit Lorbeerblättern aufbewahrt. Mit diesem Produkt führen wir die Tradition fort: Naturbelassene Feigen werden lagenweise in den Karton gelegt, zwischen jede Lage kommen getrocknete Lorbeerblätter aus unserer Region.',
      'Der Lorbeer verleiht den Feigen ein leichtes, angenehmes Aroma, und schon beim Öffnen des Kartons duftet es nach Ägäis. Traditionell soll die Methode Vorratsschädlinge fernhalten; eine chemische Behandlung ist sie nicht. Die Blätter sind völlig natürlich, nicht zum Verzehr bestimmt und gehören zur Verpackung.',
      'Lieferbar in den Kalibern A2 bis A6; Feuchte 18–20 %. Die Feigen sind frei von Zusatz- und Konservierungsstoffen; jede Partie wird unter UV-Licht verlesen und auf Aflatoxine analysiert.',
      'Nur in Kartons zu 10 kg und 20 kg erhältlich. Empfohlen für Ethno-Märkte, Lebensmittelgroßhändler und Importeure, die eine traditionelle Aufmachung bevorzugen.',
    ),
    isOrganic: false,
    isNatural: true,
    laurelPacked: true,
    sortOrder: 8,
    moistureMin: 18,
    moistureMax: 20,
    calibres: ['2', '3', '4', '5', '6'],
    packsKg: [10, 20],
    palletInfo_tr: 'Euro palet (120×80 cm) başına 100 koli × 10 kg veya 50 koli × 20 kg = 1.000 kg, streç filmle sarılı',
    palletInfo_en: '100 cartons × 10 kg or 50 cartons × 20 kg = 1,000 kg per Euro pallet (120×80 cm), stretch-wrapped',
    palletInfo_de: '100 Kartons × 10 kg oder 50 Kartons × 20 kg = 1.000 kg pro Europalette (120×80 cm), mit Stretchfolie umwickelt',
    images: [
      image(
        'dogal-defne-yaprakli-incir',
        'main',
        'Defne yapraklarıyla paketlenmiş doğal kuru incirler',
        'Natural dried figs packed with bay leaves',
        'Mit Lorbeerblättern verpackte Natur-Trockenfeigen',
      ),
      image(
        'dogal-defne-yaprakli-incir',
        'detail1',
        'İncir katları arasına serilmiş kurutulmuş defne yaprakları',
        'Dried bay leaves spread between layers of figs',
        'Getrocknete Lorbeerblätter zwischen den Feigenlagen',
      ),
      image(
        'dogal-defne-yaprakli-incir',
        'detail2',
        'Defne yapraklı incir dolu açık 10 kg koli',
        'An open 10 kg carton of figs with bay leaves',
        'Ein geöffneter 10-kg-Karton Feigen mit Lorbeerblättern',
      ),
    ],
    priceRanges: [
      price('2', 1000, 4999, 9.7, 10.15),
      price('2', 5000, 19999, 9.3, 9.75),
      price('2', 20000, null, 8.95, 9.35),
      price('3', 1000, 4999, 8.9, 9.3),
      price('3', 5000, 19999, 8.55, 8.95),
      price('3', 20000, null, 8.25, 8.65),
      price('5', 1000, 4999, 7.2, 7.55),
      price('5', 5000, null, 6.9, 7.2),
    ],
  },
]

/** Every product image path, in catalogue order (main first per product). */
export const seedProductImageFiles: string[] = seedProducts.flatMap((p) => p.images.map((i) => i.file))
