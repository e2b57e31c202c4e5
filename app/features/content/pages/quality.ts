import { defineContent, file, group, list, text } from '../define-content'

/**
 * The quality page: the quality control process, the certifications' heading (the certificates
 * themselves are a collection of their own, features/certificates/), the aflatoxin control flow
 * and the export documents. Step and document texts are one line each (the page shows them as a
 * card's sentence or a table cell, not as paragraphs).
 */
export const qualityContent = defineContent({
  key: 'quality',
  page: 'quality',
  label: 'Kalite',
  fields: {
    process: group('Kalite kontrol süreci', {
      title: text('Başlık', {
        tr: 'Kalite Kontrol Sürecimiz',
        en: 'Our Quality Control Process',
        de: 'Unser Qualitätskontrollprozess',
      }),
      subtitle: text('Alt başlık', {
        tr: 'Her parti, sevkiyattan önce beş aşamalı bir kontrolden geçer.',
        en: 'Every lot passes a five-step check before shipment.',
        de: 'Jede Partie durchläuft vor dem Versand eine fünfstufige Kontrolle.',
      }),
      steps: list('Adımlar', {
        itemLabel: 'Adım',
        max: 12,
        fields: { title: text('Başlık'), text: text('Metin') },
        initial: [
          {
            title: {
              tr: 'Bahçe ve Hasat Kontrolü',
              en: 'Orchard and Harvest Control',
              de: 'Kontrolle von Garten und Ernte',
            },
            text: {
              tr: 'İncirler tam olgunluğa ulaşıp ağaçtan doğal olarak düştükten sonra toplanır; hasat alanları düzenli olarak denetlenir.',
              en: 'Figs are collected only after they have fully ripened and dropped from the tree naturally; harvest areas are inspected regularly.',
              de: 'Die Feigen werden erst gesammelt, wenn sie voll ausgereift sind und von selbst vom Baum fallen; die Erntegebiete werden regelmäßig kontrolliert.',
            },
          },
          {
            title: {
              tr: 'Hijyenik Kurutma',
              en: 'Hygienic Drying',
              de: 'Hygienische Trocknung',
            },
            text: {
              tr: 'Meyveler temiz kurutma sergilerinde güneş altında kurutulur; nem oranı düzenli ölçülerek takip edilir.',
              en: 'The fruit is sun-dried on clean drying racks, and moisture content is measured and monitored regularly.',
              de: 'Die Früchte werden auf sauberen Trockengestellen in der Sonne getrocknet; der Feuchtigkeitsgehalt wird regelmäßig gemessen und überwacht.',
            },
          },
          {
            title: {
              tr: 'Ayıklama ve UV Kontrolü',
              en: 'Sorting and UV Inspection',
              de: 'Sortierung und UV-Kontrolle',
            },
            text: {
              tr: 'Her incir eğitimli personel tarafından elden geçirilir; UV lamba altında aflatoksin şüphesi taşıyan meyveler ayrılır.',
              en: 'Every fig is hand-checked by trained staff; fruit suspected of aflatoxin is removed under UV light.',
              de: 'Jede Feige wird von geschultem Personal von Hand geprüft; aflatoxinverdächtige Früchte werden unter UV-Licht aussortiert.',
            },
          },
          {
            title: {
              tr: 'Kalibrasyon ve Laboratuvar Analizi',
              en: 'Calibration and Laboratory Analysis',
              de: 'Kalibrierung und Laboranalyse',
            },
            text: {
              tr: 'Ürünler kilogramdaki adet sayısına göre sınıflandırılır; her partiden numune alınarak laboratuvarda analiz edilir.',
              en: 'Products are graded by the number of pieces per kilogram, and samples from every lot are analysed in the laboratory.',
              de: 'Die Ware wird nach Stückzahl pro Kilogramm sortiert, und von jeder Partie werden Proben im Labor analysiert.',
            },
          },
          {
            title: {
              tr: 'Paketleme ve İzlenebilirlik',
              en: 'Packing and Traceability',
              de: 'Verpackung und Rückverfolgbarkeit',
            },
            text: {
              tr: 'Hijyenik koşullarda paketlenen her parti, bahçeden sevkiyata kadar izlenebilir bir lot numarası taşır.',
              en: 'Each lot is packed under hygienic conditions and carries a lot number that traces it from orchard to shipment.',
              de: 'Jede Partie wird unter hygienischen Bedingungen verpackt und trägt eine Chargennummer, die sie vom Garten bis zum Versand rückverfolgbar macht.',
            },
          },
        ],
      }),
    }),
    certifications: group(
      'Sertifikalar',
      {
        title: text('Başlık', {
          tr: 'Sertifikalarımız',
          en: 'Our Certifications',
          de: 'Unsere Zertifizierungen',
        }),
        subtitle: text('Alt başlık', {
          tr: 'Uluslararası gıda güvenliği standartlarına uygun üretim.',
          en: 'Production in line with international food safety standards.',
          de: 'Produktion nach internationalen Standards der Lebensmittelsicherheit.',
        }),
      },
      {
        hint: 'Sertifikaların kendisi (tür, kuruluş, kapsam, geçerlilik, PDF) “Sertifikalar” sayfasında yönetilir; burada bölümün başlığı ve alt başlığı yazılır.',
      },
    ),
    aflatoxin: group('Aflatoksin kontrol akışı', {
      title: text('Başlık', {
        tr: 'Aflatoksin Kontrol Akışı',
        en: 'Aflatoxin Control Flow',
        de: 'Ablauf der Aflatoxinkontrolle',
      }),
      subtitle: text('Alt başlık', {
        tr: 'İhracat pazarlarının sıkı limitlerine uyum için dört aşamalı bir kontrol uyguluyoruz.',
        en: 'A four-step control to meet the strict limits of export markets.',
        de: 'Eine vierstufige Kontrolle, um die strengen Grenzwerte der Exportmärkte einzuhalten.',
      }),
      steps: list('Adımlar', {
        itemLabel: 'Adım',
        max: 12,
        fields: { title: text('Başlık'), text: text('Metin') },
        initial: [
          {
            title: {
              tr: 'Numune Alma',
              en: 'Sampling',
              de: 'Probenahme',
            },
            text: {
              tr: 'Her partiden, ilgili mevzuatta tanımlanan yöntemlere uygun şekilde temsili numuneler alınır.',
              en: 'Representative samples are taken from every lot using the methods defined in the relevant regulations.',
              de: 'Aus jeder Partie werden nach den in den einschlägigen Vorschriften festgelegten Verfahren repräsentative Proben entnommen.',
            },
          },
          {
            title: {
              tr: 'UV Lamba ile Ayıklama',
              en: 'UV Sorting',
              de: 'Sortierung unter UV-Licht',
            },
            text: {
              tr: 'Karanlık odada UV ışığı altında parlayan, aflatoksin şüphesi taşıyan incirler tek tek ayrılır.',
              en: 'In a dark room, figs that glow under UV light and are suspected of aflatoxin are removed one by one.',
              de: 'In einem abgedunkelten Raum werden Feigen, die unter UV-Licht leuchten und aflatoxinverdächtig sind, einzeln aussortiert.',
            },
          },
          {
            title: {
              tr: 'Laboratuvar Analizi',
              en: 'Laboratory Analysis',
              de: 'Laboranalyse',
            },
            text: {
              tr: 'Numuneler akredite laboratuvarlarda analiz edilerek aflatoksin B1 ve toplam aflatoksin değerleri ölçülür.',
              en: 'Samples are analysed in accredited laboratories to measure aflatoxin B1 and total aflatoxin levels.',
              de: 'Die Proben werden in akkreditierten Laboren analysiert, um die Werte für Aflatoxin B1 und Gesamtaflatoxin zu bestimmen.',
            },
          },
          {
            title: {
              tr: 'Onay ve Raporlama',
              en: 'Approval and Reporting',
              de: 'Freigabe und Dokumentation',
            },
            text: {
              tr: 'Yasal limitlere uygun bulunan partiler sevkiyata onaylanır ve analiz raporu sevkiyat belgelerine eklenir.',
              en: 'Lots within the legal limits are released for shipment, and the analysis report is added to the shipping documents.',
              de: 'Partien innerhalb der gesetzlichen Grenzwerte werden zum Versand freigegeben, und der Analysebericht wird den Versanddokumenten beigefügt.',
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
          tr: 'Sevkiyatlarınız için gerekli belgeleri hazırlıyor ve süreçleri takip ediyoruz.',
          en: 'We prepare the documents your shipments need and follow up on every step.',
          de: 'Wir erstellen die für Ihre Sendungen nötigen Dokumente und begleiten jeden Schritt.',
        }),
        items: list('Belgeler', {
          itemLabel: 'Belge',
          max: 12,
          fields: {
            name: text('Belge', undefined, { max: 80 }),
            description: text('Açıklama'),
            duration: text('Hazırlanma süresi', undefined, { max: 40 }),
            sample: file('Örnek belge (PDF)', { hint: 'Seçilirse belgenin adının altında “Örneği indir” bağlantısı gösterilir.' }),
          },
          initial: [
            {
              name: {
                tr: 'Menşe Şahadetnamesi',
                en: 'Certificate of Origin',
                de: 'Ursprungszeugnis',
              },
              description: {
                tr: 'Ürünün Türkiye menşeli olduğunu belgeler; gümrük işlemleri ve tercihli vergiler için gereklidir.',
                en: 'Certifies that the product originates in Türkiye; required for customs clearance and preferential duties.',
                de: 'Bescheinigt, dass die Ware aus der Türkei stammt; erforderlich für die Zollabfertigung und Präferenzzölle.',
              },
              duration: {
                tr: '2-3 gün',
                en: '2-3 days',
                de: '2-3 Tage',
              },
            },
            {
              name: {
                tr: 'Bitki Sağlık Sertifikası',
                en: 'Phytosanitary Certificate',
                de: 'Pflanzengesundheitszeugnis',
              },
              description: {
                tr: 'Ürünün zararlılardan ari olduğunu ve ithalatçı ülkenin bitki sağlığı şartlarını karşıladığını gösterir.',
                en: 'Shows that the product is free of pests and meets the plant health requirements of the importing country.',
                de: 'Belegt, dass die Ware frei von Schädlingen ist und die Pflanzenschutzanforderungen des Einfuhrlandes erfüllt.',
              },
              duration: {
                tr: '3-5 gün',
                en: '3-5 days',
                de: '3-5 Tage',
              },
            },
            {
              name: {
                tr: 'Fümigasyon Sertifikası',
                en: 'Fumigation Certificate',
                de: 'Begasungszertifikat',
              },
              description: {
                tr: 'Ürünlerin ve ambalajların gerekli fümigasyon işleminden geçtiğini belgeler.',
                en: 'Certifies that the products and packaging have undergone the required fumigation.',
                de: 'Bescheinigt, dass Ware und Verpackung die erforderliche Begasung durchlaufen haben.',
              },
              duration: {
                tr: '1-2 gün',
                en: '1-2 days',
                de: '1-2 Tage',
              },
            },
            {
              name: {
                tr: 'Kalite Analiz Raporu',
                en: 'Quality Analysis Report',
                de: 'Qualitätsanalysebericht',
              },
              description: {
                tr: 'Nem, aflatoksin ve diğer kalite parametrelerine ilişkin laboratuvar sonuçlarını içerir.',
                en: 'Contains laboratory results for moisture, aflatoxin and other quality parameters.',
                de: 'Enthält die Laborergebnisse zu Feuchtigkeit, Aflatoxin und weiteren Qualitätsparametern.',
              },
              duration: {
                tr: '5-7 gün',
                en: '5-7 days',
                de: '5-7 Tage',
              },
            },
          ],
        }),
      },
      { hint: 'İhracat sayfasındaki belge tablosu da bu listeyi gösterir: belgeler yalnızca burada düzenlenir.' },
    ),
  },
})
