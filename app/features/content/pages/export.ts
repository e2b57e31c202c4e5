import { defineContent, group, list, text } from '../define-content'

/**
 * The export page: its opening cards, the delivery terms (INCOTERMS), the shipping options and
 * the headings of the documents and HS code tables. The tables' rows are not here: the export
 * documents are the quality page's, and the HS codes are the customs' (HS_CODES), named by the
 * dictionary as the spec sheet names them.
 */
export const exportContent = defineContent({
  key: 'export',
  page: 'export',
  label: 'İhracat',
  fields: {
    cards: list('Kartlar', {
      itemLabel: 'Kart',
      max: 12,
      fields: { title: text('Başlık'), text: text('Metin') },
      initial: [
        {
          title: {
            tr: 'Küresel Tedarik',
            en: 'Global Supply',
            de: 'Weltweite Versorgung',
          },
          text: {
            tr: "Avrupa'dan Orta Doğu'ya, Kuzey Amerika'dan Asya'ya farklı pazarların gereksinimlerine uygun ürünler hazırlıyoruz.",
            en: 'From Europe to the Middle East and from North America to Asia, we prepare products that meet the requirements of each market.',
            de: 'Von Europa bis in den Nahen Osten, von Nordamerika bis nach Asien bereiten wir Produkte nach den Anforderungen jedes Marktes vor.',
          },
        },
        {
          title: {
            tr: 'Özel Ambalaj',
            en: 'Custom Packaging',
            de: 'Individuelle Verpackung',
          },
          text: {
            tr: 'Müşteri markasıyla üretim (private label), farklı paket boyutları ve ambalaj tipleriyle esnek çözümler sunuyoruz.',
            en: 'Private label production, a range of pack sizes and packaging types for flexible solutions.',
            de: 'Handelsmarken (Private Label), verschiedene Packungsgrößen und Verpackungsarten für flexible Lösungen.',
          },
        },
        {
          title: {
            tr: 'Eksiksiz Belgeler',
            en: 'Complete Documentation',
            de: 'Vollständige Dokumentation',
          },
          text: {
            tr: 'Menşe şahadetnamesi, bitki sağlık sertifikası ve analiz raporları gibi tüm ihracat belgelerini hazırlıyoruz.',
            en: 'We prepare all export documents, including certificates of origin, phytosanitary certificates and analysis reports.',
            de: 'Wir erstellen alle Exportdokumente, darunter Ursprungszeugnisse, Pflanzengesundheitszeugnisse und Analyseberichte.',
          },
        },
      ],
    }),
    incoterms: group('Teslim şekilleri (INCOTERMS)', {
      title: text('Başlık', {
        tr: 'Teslim Şekilleri (INCOTERMS)',
        en: 'Delivery Terms (INCOTERMS)',
        de: 'Lieferbedingungen (INCOTERMS)',
      }),
      subtitle: text('Alt başlık', {
        tr: 'Lojistik ihtiyacınıza uygun teslim şeklini birlikte belirleyelim.',
        en: 'Let us agree on the delivery terms that suit your logistics.',
        de: 'Vereinbaren wir gemeinsam die Lieferbedingung, die zu Ihrer Logistik passt.',
      }),
      // Incoterms 2020 has eleven rules: each may be offered once.
      items: list('Teslim şekilleri', {
        itemLabel: 'Teslim şekli',
        max: 11,
        fields: {
          code: text('Kod', undefined, { max: 3, hint: 'Incoterms 2020 kodu (FOB, CIF, DDP …); her dilde aynı yazılır.' }),
          title: text('Başlık'),
          text: text('Metin'),
        },
        initial: [
          {
            code: { tr: 'FOB', en: 'FOB', de: 'FOB' },
            title: {
              tr: 'FOB – Gemide Teslim',
              en: 'FOB – Free On Board',
              de: 'FOB – Frei an Bord',
            },
            text: {
              tr: 'Ürünler belirlenen Türk limanında alıcının gemisine yüklenir; bu noktadan sonraki navlun ve risk alıcıya aittir.',
              en: "The goods are loaded onto the buyer's vessel at the agreed Turkish port; freight and risk pass to the buyer from that point.",
              de: 'Die Ware wird im vereinbarten türkischen Hafen auf das Schiff des Käufers verladen; ab diesem Punkt tragen Käufer Fracht und Risiko.',
            },
          },
          {
            code: { tr: 'CIF', en: 'CIF', de: 'CIF' },
            title: {
              tr: 'CIF – Masraflar, Sigorta ve Navlun',
              en: 'CIF – Cost, Insurance and Freight',
              de: 'CIF – Kosten, Versicherung und Fracht',
            },
            text: {
              tr: 'Navlun ve sigorta bedelini biz üstleniriz; ürünler alıcının varış limanına kadar sigortalı olarak taşınır.',
              en: "We cover freight and insurance, and the goods are shipped insured to the buyer's port of destination.",
              de: 'Wir übernehmen Fracht und Versicherung, und die Ware wird versichert bis zum Bestimmungshafen des Käufers verschifft.',
            },
          },
          {
            code: { tr: 'DDP', en: 'DDP', de: 'DDP' },
            title: {
              tr: 'DDP – Gümrük Vergileri Ödenmiş Teslim',
              en: 'DDP – Delivered Duty Paid',
              de: 'DDP – Geliefert verzollt',
            },
            text: {
              tr: 'Gümrük işlemleri ve vergiler dahil tüm masrafları üstlenerek ürünleri alıcının belirttiği adrese teslim ederiz.',
              en: 'We cover all costs, including customs clearance and duties, and deliver the goods to the address the buyer specifies.',
              de: 'Wir übernehmen sämtliche Kosten einschließlich Zollabfertigung und Abgaben und liefern die Ware an die vom Käufer angegebene Adresse.',
            },
          },
        ],
      }),
    }),
    shipping: group('Sevkiyat seçenekleri', {
      title: text('Başlık', {
        tr: 'Sevkiyat Seçenekleri',
        en: 'Shipping Options',
        de: 'Versandoptionen',
      }),
      subtitle: text('Alt başlık', {
        tr: 'Hacme, bütçeye ve zamana göre en uygun taşıma şeklini seçin.',
        en: 'Choose the mode of transport that best fits your volume, budget and timeline.',
        de: 'Wählen Sie die Transportart, die am besten zu Menge, Budget und Zeitplan passt.',
      }),
      modes: list('Taşıma şekilleri', {
        itemLabel: 'Taşıma şekli',
        max: 12,
        fields: {
          title: text('Başlık'),
          duration: text('Süre', undefined, { max: 40, hint: 'Ör. 15-30 gün' }),
          text: text('Metin'),
        },
        initial: [
          {
            title: {
              tr: 'Deniz Yolu',
              en: 'Sea Freight',
              de: 'Seefracht',
            },
            duration: {
              tr: '15-30 gün',
              en: '15-30 days',
              de: '15-30 Tage',
            },
            text: {
              tr: 'Büyük hacimli sevkiyatlar için en ekonomik seçenek; konteynerle güvenli taşıma.',
              en: 'The most economical option for large volumes, with safe container transport.',
              de: 'Die wirtschaftlichste Option für große Mengen, mit sicherem Containertransport.',
            },
          },
          {
            title: {
              tr: 'Hava Yolu',
              en: 'Air Freight',
              de: 'Luftfracht',
            },
            duration: {
              tr: '3-7 gün',
              en: '3-7 days',
              de: '3-7 Tage',
            },
            text: {
              tr: 'Acil siparişler ve numuneler için en hızlı çözüm.',
              en: 'The fastest solution for urgent orders and samples.',
              de: 'Die schnellste Lösung für eilige Aufträge und Muster.',
            },
          },
          {
            title: {
              tr: 'Kara Yolu',
              en: 'Road Freight',
              de: 'Landweg',
            },
            duration: {
              tr: '5-15 gün',
              en: '5-15 days',
              de: '5-15 Tage',
            },
            text: {
              tr: 'Avrupa ve komşu ülkelere tırla esnek, kapıdan kapıya teslimat.',
              en: 'Flexible door-to-door delivery by truck to Europe and neighbouring countries.',
              de: 'Flexible Lieferung von Tür zu Tür per Lkw nach Europa und in die Nachbarländer.',
            },
          },
        ],
      }),
    }),
    documents: group(
      'İhracat belgeleri',
      {
        title: text('Başlık', {
          tr: 'İhracat Belgeleri',
          en: 'Export Documents',
          de: 'Exportdokumente',
        }),
        subtitle: text('Alt başlık', {
          tr: 'Her sevkiyat için gerekli belgeler ve ortalama hazırlanma süreleri.',
          en: 'The documents required for each shipment and their typical processing times.',
          de: 'Die für jede Sendung erforderlichen Dokumente und ihre übliche Bearbeitungszeit.',
        }),
      },
      { hint: 'Tablonun kendisi Kalite sayfasıyla ortaktır; burada başlık ve alt başlık düzenlenir.' },
    ),
    hsCodes: group(
      'GTİP (HS) kodları',
      {
        title: text('Başlık', {
          tr: 'GTİP (HS) Kodları',
          en: 'HS Codes',
          de: 'HS-Codes (Zolltarifnummern)',
        }),
        subtitle: text('Alt başlık', {
          tr: 'Gümrük işlemlerinde kullanılan tarife kodları.',
          en: 'Tariff codes used for customs clearance.',
          de: 'Für die Zollabfertigung verwendete Tarifnummern.',
        }),
      },
      { hint: 'Kodlar ve açıklamaları gümrük tarifesinden gelir; burada başlık ve alt başlık düzenlenir.' },
    ),
  },
})
