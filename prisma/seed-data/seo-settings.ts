// Demo SEO settings for the pages whose metadata comes from the database (tr, en, de).
// Data only: used by the seed script. Titles ≤ 60 characters, descriptions ≤ 160.

export interface SeedSeoSetting {
  page: 'homepage' | 'products' | 'quality'
  title_tr: string
  title_en: string
  title_de: string
  description_tr: string
  description_en: string
  description_de: string
  keywords_tr: string
  keywords_en: string
  keywords_de: string
  /** null: the page keeps its built-in heading (the homepage hero rotates two titles). */
  h1_tr: string | null
  h1_en: string | null
  h1_de: string | null
}

export const seedSeoSettings: SeedSeoSetting[] = [
  {
    page: 'homepage',
    title_tr: 'Aydın Kuru İncir Üreticisi | {{foundingYear}}’ten Beri Köşk',
    title_en: 'Dried Fig Producer from Aydın | Köşk, Since {{foundingYear}}',
    title_de: 'Trockenfeigen-Produzent aus Aydın | Köşk, seit {{foundingYear}}',
    description_tr:
      'Köşk, Aydın’dan coğrafi işaretli kuru incir: güneşte kurutulmuş, A1–A8 kalibre, HACCP, ISO 22000 ve BRC. Toptan satış ve ihracat için teklif alın.',
    description_en:
      'Geographically indicated dried figs from Köşk, Aydın: sun-dried, calibres A1–A8, HACCP, ISO 22000 and BRC. Request a quote for wholesale and export.',
    description_de:
      'Trockenfeigen mit geografischer Angabe aus Köşk, Aydın: sonnengetrocknet, Kaliber A1–A8, HACCP, ISO 22000, BRC. Angebot für Großhandel und Export anfordern.',
    keywords_tr: 'kuru incir, Aydın inciri, toptan kuru incir, kuru incir ihracatı, Köşk incir, coğrafi işaretli incir',
    keywords_en: 'dried figs, Aydın figs, wholesale dried figs, Turkish dried figs, dried fig exporter, Köşk figs',
    keywords_de: 'Trockenfeigen, Aydın-Feigen, Trockenfeigen Großhandel, türkische Feigen, Feigen Exporteur, Köşk',
    h1_tr: null,
    h1_en: null,
    h1_de: null,
  },
  {
    page: 'products',
    title_tr: 'Kuru İncir Çeşitleri: Lerida, Protoben, Naturel',
    title_en: 'Dried Fig Varieties: Lerida, Protoben, Natural',
    title_de: 'Trockenfeigen-Sorten: Lerida, Protoben, Natur',
    description_tr:
      'Naturel Altın Seri, Lerida, Protoben, Bağlama, Layer, Pulled, Cube/Block ve defne yapraklı incir. Kalibre, ambalaj ve gösterge fiyatları inceleyin.',
    description_en:
      'Natural Gold Series, Lerida, Protoben, garland, Layer, Pulled, Cube/Block and bay-leaf figs. Compare calibres, pack sizes and indicative USD/kg prices.',
    description_de:
      'Natur-Goldserie, Lerida, Protoben, Kranzfeigen, Layer, Pulled, Cube/Block und Feigen mit Lorbeer. Kaliber, Packungen und Richtpreise in USD/kg.',
    keywords_tr: 'kuru incir çeşitleri, Lerida incir, Protoben incir, organik kuru incir, defne yapraklı incir, toptan incir fiyatları',
    keywords_en: 'dried fig varieties, Lerida figs, Protoben figs, organic dried figs, figs with bay leaves, wholesale fig prices',
    keywords_de: 'Trockenfeigen Sorten, Lerida-Feigen, Protoben-Feigen, Bio-Trockenfeigen, Feigen mit Lorbeer, Feigen Großhandelspreise',
    h1_tr: 'Kuru İncir Çeşitlerimiz',
    h1_en: 'Our Dried Fig Range',
    h1_de: 'Unser Trockenfeigen-Sortiment',
  },
  {
    page: 'quality',
    title_tr: 'Kalite ve Gıda Güvenliği | HACCP, ISO 22000, BRC',
    title_en: 'Quality & Food Safety | HACCP, ISO 22000, BRC',
    title_de: 'Qualität & Lebensmittelsicherheit | HACCP, ISO 22000, BRC',
    description_tr:
      'UV ayıklama, parti bazında aflatoksin analizi ve izlenebilirlik. HACCP, ISO 22000 ve BRC Global Standard ile güvenli kuru incir üretimi.',
    description_en:
      'UV sorting, lot-by-lot aflatoxin analysis and full traceability. Safe dried fig production under HACCP, ISO 22000 and BRC Global Standard.',
    description_de:
      'UV-Verlesung, Aflatoxin-Analyse je Partie und lückenlose Rückverfolgbarkeit. Sichere Trockenfeigen nach HACCP, ISO 22000 und BRC Global Standard.',
    keywords_tr: 'kuru incir kalite kontrol, aflatoksin analizi, UV ayıklama, HACCP, ISO 22000, BRC Global Standard',
    keywords_en: 'dried fig quality control, aflatoxin analysis, UV sorting, HACCP, ISO 22000, BRC Global Standard',
    keywords_de: 'Qualitätskontrolle Trockenfeigen, Aflatoxin-Analyse, UV-Verlesung, HACCP, ISO 22000, BRC Global Standard',
    h1_tr: 'Kalite Kontrol ve Gıda Güvenliği',
    h1_en: 'Quality Control and Food Safety',
    h1_de: 'Qualitätskontrolle und Lebensmittelsicherheit',
  },
]
