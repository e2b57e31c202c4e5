import { defineContent, group, image, list, longText, productLink, text } from '../define-content'

/**
 * The home page: the hero's second title and subtitle, the introduction, the sections' headings,
 * the trial package's box, the reasons to choose the company, the benefits of dried figs and the
 * closing call. The hero's first title is the page's H1, set in the SEO admin (its default is the
 * dictionary's hero.title1); buttons and links are the site's chrome and stay in the dictionaries.
 */
export const homeContent = defineContent({
  key: 'home',
  page: 'homepage',
  label: 'Ana Sayfa',
  fields: {
    hero: group('Açılış', {
      image: image('Arka plan görseli', {
        hint: 'Boşsa sitenin kendi çizimi. Galeriden en az 1600 piksel genişliğinde yatay bir fotoğraf seçin; metnin altında koyulaştırılır.',
      }),
      title2: text(
        'İkinci başlık',
        {
          tr: '{{yearsInTrade}} Yıllık Tecrübeyle Toptan ve İhracat Kuru İncir',
          en: 'Wholesale and Export Dried Figs with {{yearsInTrade}} Years of Experience',
          de: 'Trockenfeigen für Großhandel und Export – mit {{yearsInTrade}} Jahren Erfahrung',
        },
        {
          hint: 'Sayfanın ilk başlığıyla sırayla gösterilir. SEO ayarlarında ana sayfaya bir H1 yazılmışsa yalnız o gösterilir, bu başlık gösterilmez.',
        },
      ),
      subtitle: text('Alt başlık', {
        tr: "Köşk, Aydın'daki bahçelerden gelen coğrafi işaretli Aydın incirini özenle kurutuyor, kalibre ediyor ve dünyaya ulaştırıyoruz.",
        en: 'We carefully dry, calibrate and ship geographically indicated Aydın figs from the orchards of Köşk, Aydın to buyers around the world.',
        de: 'Wir trocknen, kalibrieren und versenden Aydın-Feigen mit geografischer Angabe aus den Gärten von Köşk, Aydın, sorgfältig in die ganze Welt.',
      }),
    }),
    intro: group('Tanıtım', {
      title: text('Başlık', {
        tr: "Köşk'ten Dünyaya Kuru İncir",
        en: 'Dried Figs from Köşk to the World',
        de: 'Trockenfeigen aus Köşk für die Welt',
      }),
      lead: longText(
        'Giriş',
        {
          tr: "{{foundingYear}}'ten bu yana Aydın'ın Köşk ilçesinde kuru incir üretiyoruz. Büyük Menderes havzasının verimli toprakları ve uzun, sıcak yazları, dünyanın en lezzetli kuru incirlerinin yetişmesine olanak tanır.",
          en: 'We have been producing dried figs in the Köşk district of Aydın since {{foundingYear}}. The fertile soil of the Büyük Menderes basin and its long, hot summers produce some of the most delicious dried figs in the world.',
          de: 'Seit {{foundingYear}} produzieren wir getrocknete Feigen im Bezirk Köşk in Aydın. Die fruchtbaren Böden des Büyük-Menderes-Beckens und die langen, heißen Sommer lassen einige der köstlichsten Trockenfeigen der Welt gedeihen.',
        },
        { hint: 'Büyük yazıyla gösterilir.' },
      ),
      text: longText('Metin', {
        tr: 'Hasattan paketlemeye kadar her aşamayı titizlikle kontrol ediyor; toptancılara, market zincirlerine, gıda işletmelerine ve ihracatçılara kalibre edilmiş, izlenebilir ve güvenli ürünler sunuyoruz.',
        en: 'We carefully control every step from harvest to packing and supply wholesalers, supermarket chains, food businesses and exporters with calibrated, traceable and safe products.',
        de: 'Wir kontrollieren jeden Schritt von der Ernte bis zur Verpackung und beliefern Großhändler, Supermarktketten, Lebensmittelbetriebe und Exporteure mit kalibrierten, rückverfolgbaren und sicheren Produkten.',
      }),
    }),
    products: group('Ürünler', {
      title: text('Başlık', {
        tr: 'Ürünlerimiz',
        en: 'Our Products',
        de: 'Unsere Produkte',
      }),
      featured: list('Öne çıkan ürünler', {
        itemLabel: 'Ürün',
        max: 6,
        hint: 'Ana sayfada bu sırayla gösterilir. Boşsa katalogdaki ilk ürünler gösterilir; etkin olmayan ürün gösterilmez.',
        fields: { product: productLink('Ürün') },
        initial: [],
      }),
      subtitle: text('Alt başlık', {
        tr: 'Farklı kalibre, paket boyutu ve işleme şekilleriyle kuru incir çeşitlerimizi keşfedin.',
        en: 'Discover our dried fig varieties in different calibres, pack sizes and processing styles.',
        de: 'Entdecken Sie unsere Trockenfeigen in verschiedenen Kalibern, Packungsgrößen und Verarbeitungsarten.',
      }),
    }),
    trial: group('Deneme paketi', {
      title: text('Başlık', {
        tr: 'Deneme Paketi ile Kaliteyi Test Edin',
        en: 'Test Our Quality with a Trial Package',
        de: 'Testen Sie unsere Qualität mit einem Probepaket',
      }),
      text: longText('Metin', {
        tr: 'Büyük bir sipariş vermeden önce ürünlerimizi küçük miktarlarda deneyin. İstediğiniz ürünleri ve kalibreleri seçin, kaliteyi kendiniz değerlendirin.',
        en: 'Try our products in small quantities before placing a large order. Choose the products and calibres you want and judge the quality yourself.',
        de: 'Probieren Sie unsere Produkte in kleinen Mengen, bevor Sie eine große Bestellung aufgeben. Wählen Sie die gewünschten Produkte und Kaliber und überzeugen Sie sich selbst von der Qualität.',
      }),
      notes: list('Öne çıkanlar', {
        itemLabel: 'Madde',
        max: 6,
        fields: { text: text('Metin') },
        initial: [
          {
            text: {
              tr: '2-3 iş günü teslimat',
              en: '2-3 business days delivery',
              de: 'Lieferung in 2-3 Werktagen',
            },
          },
          {
            text: {
              tr: 'ücretsiz kargo',
              en: 'free shipping',
              de: 'kostenloser Versand',
            },
          },
          {
            text: {
              tr: 'memnuniyet garantisi',
              en: 'satisfaction guarantee',
              de: 'Zufriedenheitsgarantie',
            },
          },
        ],
      }),
    }),
    whyUs: group('Neden biz', {
      title: text('Başlık', {
        tr: 'Neden Bizi Seçmelisiniz?',
        en: 'Why Choose Us?',
        de: 'Warum wir?',
      }),
      subtitle: text('Alt başlık', {
        tr: 'Gelenekten gelen bilgi birikimi, modern kalite kontrol ile buluşuyor.',
        en: 'Traditional know-how meets modern quality control.',
        de: 'Traditionelles Wissen trifft auf moderne Qualitätskontrolle.',
      }),
      cards: list('Kartlar', {
        itemLabel: 'Kart',
        max: 8,
        fields: { title: text('Başlık'), text: text('Metin') },
        initial: [
          {
            title: {
              tr: '{{yearsInTrade}} Yılı Aşkın Tecrübe',
              en: 'Over {{yearsInTrade}} Years of Experience',
              de: 'Über {{yearsInTrade}} Jahre Erfahrung',
            },
            text: {
              tr: "{{foundingYear}}'ten bu yana aile geleneğiyle sürdürdüğümüz incir üretimindeki bilgi birikimimizi her ürüne yansıtıyoruz.",
              en: 'Since {{foundingYear}} we have grown figs as a family tradition, and that know-how goes into every product we make.',
              de: 'Seit {{foundingYear}} bauen wir Feigen als Familientradition an – dieses Wissen steckt in jedem unserer Produkte.',
            },
          },
          {
            title: {
              tr: 'Coğrafi İşaretli Aydın İnciri',
              en: 'Geographically Indicated Aydın Figs',
              de: 'Aydın-Feigen mit geografischer Angabe',
            },
            text: {
              tr: "Ürünlerimiz, coğrafi işaret tescilli Aydın inciri bölgesinin kalbi Köşk'ten gelir.",
              en: 'Our products come from Köşk, the heart of the region protected by the Aydın fig geographical indication.',
              de: 'Unsere Produkte stammen aus Köşk, dem Herzen des durch die geografische Angabe geschützten Anbaugebiets der Aydın-Feige.',
            },
          },
          {
            title: {
              tr: 'Kalite ve Gıda Güvenliği',
              en: 'Quality and Food Safety',
              de: 'Qualität und Lebensmittelsicherheit',
            },
            text: {
              tr: 'HACCP, ISO 22000 ve BRC standartlarına uygun süreçler yürütüyor, her partide aflatoksin kontrolü yapıyoruz.',
              en: 'Our processes follow HACCP, ISO 22000 and BRC standards, and every lot is checked for aflatoxin.',
              de: 'Unsere Prozesse folgen den Standards HACCP, ISO 22000 und BRC, und jede Partie wird auf Aflatoxin geprüft.',
            },
          },
          {
            title: {
              tr: 'Esnek Toptan ve İhracat Çözümleri',
              en: 'Flexible Wholesale and Export Solutions',
              de: 'Flexible Lösungen für Großhandel und Export',
            },
            text: {
              tr: 'Farklı kalibre ve paket seçenekleri ile FOB, CIF ve DDP teslim şekilleriyle ihtiyacınıza uygun çözümler sunuyoruz.',
              en: 'A range of calibres and pack sizes with FOB, CIF and DDP delivery terms, tailored to your needs.',
              de: 'Verschiedene Kaliber und Packungsgrößen sowie die Lieferbedingungen FOB, CIF und DDP – passend zu Ihrem Bedarf.',
            },
          },
        ],
      }),
    }),
    health: group('Kuru incirin faydaları', {
      title: text('Başlık', {
        tr: 'Kuru İncirin Faydaları',
        en: 'Benefits of Dried Figs',
        de: 'Die Vorteile getrockneter Feigen',
      }),
      subtitle: text('Alt başlık', {
        tr: 'Doğal tatlılığının yanı sıra kuru incir, günlük beslenmeye değerli besin öğeleri katar.',
        en: 'Besides their natural sweetness, dried figs add valuable nutrients to your daily diet.',
        de: 'Neben ihrer natürlichen Süße bereichern Trockenfeigen Ihre tägliche Ernährung mit wertvollen Nährstoffen.',
      }),
      items: list('Faydalar', {
        itemLabel: 'Fayda',
        max: 12,
        fields: { title: text('Başlık'), text: text('Metin') },
        initial: [
          {
            title: {
              tr: 'Lif Kaynağı',
              en: 'Source of Fibre',
              de: 'Ballaststoffquelle',
            },
            text: {
              tr: 'Yüksek lif içeriğiyle sindirimi destekler ve uzun süre tokluk hissi sağlar.',
              en: 'Rich in fibre, dried figs support digestion and keep you full for longer.',
              de: 'Reich an Ballaststoffen unterstützen Trockenfeigen die Verdauung und sättigen lange.',
            },
          },
          {
            title: {
              tr: 'Potasyum',
              en: 'Potassium',
              de: 'Kalium',
            },
            text: {
              tr: 'Potasyum, normal kas işlevine ve sağlıklı kan basıncının korunmasına katkıda bulunur.',
              en: 'Potassium contributes to normal muscle function and to the maintenance of healthy blood pressure.',
              de: 'Kalium trägt zu einer normalen Muskelfunktion und zur Aufrechterhaltung eines normalen Blutdrucks bei.',
            },
          },
          {
            title: {
              tr: 'Kalsiyum',
              en: 'Calcium',
              de: 'Calcium',
            },
            text: {
              tr: 'İçerdiği kalsiyum ile kemik ve diş sağlığına katkı sağlar.',
              en: 'Their calcium content contributes to healthy bones and teeth.',
              de: 'Ihr Calciumgehalt trägt zur Erhaltung gesunder Knochen und Zähne bei.',
            },
          },
          {
            title: {
              tr: 'Demir',
              en: 'Iron',
              de: 'Eisen',
            },
            text: {
              tr: 'Demir, vücutta oksijen taşınmasına ve yorgunluğun azalmasına katkıda bulunur.',
              en: 'Iron contributes to oxygen transport in the body and to the reduction of tiredness.',
              de: 'Eisen trägt zum Sauerstofftransport im Körper und zur Verringerung von Müdigkeit bei.',
            },
          },
          {
            title: {
              tr: 'Antioksidanlar',
              en: 'Antioxidants',
              de: 'Antioxidantien',
            },
            text: {
              tr: 'Doğal polifenoller içerir ve dengeli beslenmenin lezzetli bir parçası olur.',
              en: 'Figs contain natural polyphenols and make a delicious part of a balanced diet.',
              de: 'Feigen enthalten natürliche Polyphenole und sind ein köstlicher Teil einer ausgewogenen Ernährung.',
            },
          },
          {
            title: {
              tr: 'Doğal Enerji',
              en: 'Natural Energy',
              de: 'Natürliche Energie',
            },
            text: {
              tr: 'İçerdiği doğal şekerler sayesinde spor öncesinde ve gün içinde pratik bir enerji kaynağıdır.',
              en: 'Thanks to their natural sugars, dried figs are a handy source of energy before sports and throughout the day.',
              de: 'Dank ihres natürlichen Zuckers sind Trockenfeigen eine praktische Energiequelle vor dem Sport und für zwischendurch.',
            },
          },
        ],
      }),
    }),
    blog: group(
      'Blogdan son yazılar',
      {
        title: text('Başlık', {
          tr: 'Blogdan Son Yazılar',
          en: 'Latest from Our Blog',
          de: 'Neues aus unserem Blog',
        }),
        subtitle: text('Alt başlık', {
          tr: 'Kuru incir, hasat, kalite ve beslenme üzerine güncel yazılarımız.',
          en: 'Recent articles on dried figs, the harvest, quality and nutrition.',
          de: 'Aktuelle Beiträge über Trockenfeigen, Ernte, Qualität und Ernährung.',
        }),
      },
      { hint: 'Yayında yazı yoksa bölüm gösterilmez.' },
    ),
    cta: group('Kapanış çağrısı', {
      title: text('Başlık', {
        tr: 'Aydın İncirinin Lezzetini İşletmenize Taşıyın',
        en: 'Bring the Taste of Aydın Figs to Your Business',
        de: 'Bringen Sie den Geschmack der Aydın-Feige in Ihr Unternehmen',
      }),
      text: text('Metin', {
        tr: 'Deneme paketiyle kaliteyi test edin, toptan siparişleriniz için teklif alın veya WhatsApp üzerinden bize hemen ulaşın.',
        en: 'Test our quality with a trial package, get a quote for your wholesale orders or reach us right away on WhatsApp.',
        de: 'Testen Sie unsere Qualität mit einem Probepaket, fordern Sie ein Angebot für Ihre Großhandelsbestellung an oder schreiben Sie uns direkt per WhatsApp.',
      }),
    }),
  },
})
