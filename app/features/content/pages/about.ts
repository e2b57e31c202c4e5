import { defineContent, group, list, longText, text } from '../define-content'

/** The about page: the company's story, its values and figures. */
export const aboutContent = defineContent({
  key: 'about',
  page: 'about',
  label: 'Hakkımızda',
  fields: {
    subtitle: text('Alt başlık', {
      tr: "Aydın'ın bereketli topraklarından, {{yearsInTrade}} yılı aşkın bir incir tutkusu",
      en: 'More than {{yearsInTrade}} years of passion for figs from the fertile land of Aydın',
      de: 'Über {{yearsInTrade}} Jahre Leidenschaft für Feigen aus dem fruchtbaren Land von Aydın',
    }),
    story: group('Hikâyemiz', {
      title: text('Başlık', {
        tr: 'Hikayemiz',
        en: 'Our Story',
        de: 'Unsere Geschichte',
      }),
      text: longText('Metin', {
        tr: "Hikayemiz {{foundingYear}} yılında, Aydın'ın Köşk ilçesinde küçük bir aile bahçesinde başladı. İlk günden bu yana amacımız, bölgenin eşsiz incirini en doğal haliyle sofralara ulaştırmak oldu.\n\nYıllar içinde bahçelerimizi genişlettik, modern ayıklama ve paketleme tesisimizi kurduk ve üretimimizi uluslararası gıda güvenliği standartlarına taşıdık.\n\nBugün geleneksel güneşte kurutma yöntemini modern kalite kontrol süreçleriyle birleştirerek Türkiye'deki ve yurt dışındaki toptan alıcılara hizmet veriyoruz.",
        en: "Our story began in {{foundingYear}} in a small family orchard in the Köşk district of Aydın. From day one, our goal has been to bring the region's unique figs to the table in their most natural form.\n\nOver the years we expanded our orchards, built a modern sorting and packing facility and brought our production up to international food safety standards.\n\nToday we combine traditional sun-drying with modern quality control to serve wholesale buyers in Türkiye and abroad.",
        de: 'Unsere Geschichte begann {{foundingYear}} in einem kleinen Familiengarten im Bezirk Köşk in Aydın. Vom ersten Tag an war es unser Ziel, die einzigartigen Feigen der Region so natürlich wie möglich auf den Tisch zu bringen.\n\nIm Laufe der Jahre haben wir unsere Gärten erweitert, einen modernen Sortier- und Verpackungsbetrieb aufgebaut und unsere Produktion auf internationale Standards der Lebensmittelsicherheit gebracht.\n\nHeute verbinden wir die traditionelle Sonnentrocknung mit moderner Qualitätskontrolle und beliefern Großabnehmer in der Türkei und im Ausland.',
      }),
    }),
    giBadge: text('Coğrafi işaret rozeti', {
      tr: 'Aydın İnciri / Coğrafi İşaret',
      en: 'Aydın Fig / Geographic Indication',
      de: 'Aydın-Feige / Geografische Angabe',
    }),
    love: group('İncir sevdamız', {
      title: text('Başlık', {
        tr: 'İncir Sevdamız',
        en: 'Our Love for Figs',
        de: 'Unsere Liebe zur Feige',
      }),
      text: longText('Metin', {
        tr: 'Bizim için incir yalnızca bir ürün değil, kuşaktan kuşağa aktarılan bir yaşam biçimi. Her hasatta aynı heyecanla ağaçlarımızın başındayız.',
        en: 'For us, figs are more than a product: they are a way of life handed down from generation to generation. Every harvest, we are out among our trees with the same excitement.',
        de: 'Für uns ist die Feige mehr als ein Produkt: Sie ist eine Lebensweise, die von Generation zu Generation weitergegeben wird. Bei jeder Ernte stehen wir mit derselben Begeisterung zwischen unseren Bäumen.',
      }),
    }),
    journey: group('Yolculuğumuz', {
      title: text('Başlık', {
        tr: 'Yolculuğumuz',
        en: 'Our Journey',
        de: 'Unser Weg',
      }),
      text: longText('Metin', {
        tr: 'Yerel pazarlarda başlayan yolculuğumuz bugün farklı ülkelerdeki distribütörlere, market zincirlerine ve gıda üreticilerine uzanıyor.',
        en: 'Our journey began at local markets and today reaches distributors, supermarket chains and food manufacturers in many countries.',
        de: 'Unser Weg begann auf lokalen Märkten und führt heute zu Distributoren, Supermarktketten und Lebensmittelherstellern in vielen Ländern.',
      }),
    }),
    heritage: group('Mirasımız', {
      title: text('Başlık', {
        tr: 'Mirasımız',
        en: 'Our Heritage',
        de: 'Unser Erbe',
      }),
      text: longText('Metin', {
        tr: "Köşk'ün incir bahçelerinde yetişen ailemiz, kurutma ve ayıklama bilgisini ustadan çırağa aktarılan bir miras olarak koruyor.",
        en: 'Raised among the fig orchards of Köşk, our family preserves the craft of drying and sorting as a heritage passed from master to apprentice.',
        de: 'Aufgewachsen zwischen den Feigengärten von Köşk, bewahrt unsere Familie das Wissen um Trocknung und Sortierung als Erbe, das vom Meister an den Lehrling weitergegeben wird.',
      }),
    }),
    mission: group('Misyonumuz', {
      title: text('Başlık', {
        tr: 'Misyonumuz',
        en: 'Our Mission',
        de: 'Unsere Mission',
      }),
      text: longText('Metin', {
        tr: 'Aydın incirini doğallığından ödün vermeden, güvenli ve izlenebilir şekilde üretmek ve müşterilerimize en yüksek kalitede ulaştırmak.',
        en: 'To produce Aydın figs safely and traceably without compromising their natural character, and to deliver them to our customers in the highest quality.',
        de: 'Aydın-Feigen sicher und rückverfolgbar zu produzieren, ohne ihre Natürlichkeit zu beeinträchtigen, und sie unseren Kunden in höchster Qualität zu liefern.',
      }),
    }),
    vision: group('Vizyonumuz', {
      title: text('Başlık', {
        tr: 'Vizyonumuz',
        en: 'Our Vision',
        de: 'Unsere Vision',
      }),
      text: longText('Metin', {
        tr: 'Coğrafi işaretli Aydın incirinin dünya çapında en güvenilir tedarikçilerinden biri olmak.',
        en: 'To be one of the most trusted suppliers of geographically indicated Aydın figs worldwide.',
        de: 'Einer der weltweit vertrauenswürdigsten Lieferanten von Aydın-Feigen mit geografischer Angabe zu sein.',
      }),
    }),
    values: group('Değerlerimiz', {
      title: text('Başlık', {
        tr: 'Değerlerimiz',
        en: 'Our Values',
        de: 'Unsere Werte',
      }),
      items: list('Değerler', {
        itemLabel: 'Değer',
        max: 8,
        fields: { title: text('Başlık'), text: text('Metin') },
        initial: [
          {
            title: {
              tr: 'Doğallık',
              en: 'Natural',
              de: 'Natürlichkeit',
            },
            text: {
              tr: 'Katkı maddesi kullanmadan incirin doğal tadını ve besin değerini koruyoruz.',
              en: 'We preserve the natural taste and nutritional value of figs without additives.',
              de: 'Wir bewahren den natürlichen Geschmack und Nährwert der Feige – ganz ohne Zusatzstoffe.',
            },
          },
          {
            title: {
              tr: 'Kalite',
              en: 'Quality',
              de: 'Qualität',
            },
            text: {
              tr: 'Her partiyi uluslararası standartlara göre kontrol ediyor, tutarlı kaliteyi taahhüt ediyoruz.',
              en: 'We check every lot against international standards and are committed to consistent quality.',
              de: 'Wir prüfen jede Partie nach internationalen Standards und stehen für gleichbleibende Qualität.',
            },
          },
          {
            title: {
              tr: 'Gelenek',
              en: 'Tradition',
              de: 'Tradition',
            },
            text: {
              tr: 'Güneşte kurutma gibi nesiller boyu süren yöntemleri yaşatıyoruz.',
              en: 'We keep alive methods passed down through generations, such as sun-drying.',
              de: 'Wir halten über Generationen überlieferte Methoden wie die Sonnentrocknung lebendig.',
            },
          },
          {
            title: {
              tr: 'Yenilik',
              en: 'Innovation',
              de: 'Innovation',
            },
            text: {
              tr: 'Ayıklama, kalibrasyon ve paketlemede modern teknolojilere yatırım yapıyoruz.',
              en: 'We invest in modern technology for sorting, calibration and packing.',
              de: 'Wir investieren in moderne Technik für Sortierung, Kalibrierung und Verpackung.',
            },
          },
        ],
      }),
    }),
    stats: list('Rakamlar', {
      itemLabel: 'Rakam',
      max: 6,
      fields: { value: text('Rakam', undefined, { max: 20 }), label: text('Açıklama') },
      initial: [
        {
          value: {
            tr: '{{yearsInTrade}}+',
            en: '{{yearsInTrade}}+',
            de: '{{yearsInTrade}}+',
          },
          label: {
            tr: 'Yıllık Tecrübe',
            en: 'Years of Experience',
            de: 'Jahre Erfahrung',
          },
        },
        {
          value: {
            tr: '{{varieties}}',
            en: '{{varieties}}',
            de: '{{varieties}}',
          },
          label: {
            tr: 'Kuru İncir Çeşidi',
            en: 'Dried Fig Varieties',
            de: 'Trockenfeigensorten',
          },
        },
        {
          value: {
            tr: '{{customers}}+',
            en: '{{customers}}+',
            de: '{{customers}}+',
          },
          label: {
            tr: 'Toptan Müşteri',
            en: 'Wholesale Customers',
            de: 'Großhandelskunden',
          },
        },
        {
          value: {
            tr: '%100',
            en: '100%',
            de: '100%',
          },
          label: {
            tr: 'Doğal',
            en: 'Natural',
            de: 'Natürlich',
          },
        },
      ],
    }),
  },
})
