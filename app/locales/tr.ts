const tr = {
  meta: {
    siteName: "Aydın Kuru İncir",
    defaultTitle: "Aydın Kuru İncir | Köşk'ten Toptan ve İhracat Kuru İncir",
    defaultDescription:
      "1975'ten bu yana Köşk, Aydın'da kuru incir üretiyoruz. Coğrafi işaretli Aydın inciri; toptan satış, ihracat, kalibre edilmiş ürünler ve deneme paketi.",
    defaultKeywords:
      "kuru incir, Aydın inciri, toptan kuru incir, kuru incir ihracatı, Köşk incir, organik kuru incir, Lerida, Protoben, deneme paketi",
    ogLocale: "tr_TR",
  },

  nav: {
    home: "Ana Sayfa",
    corporate: "Kurumsal",
    about: "Hakkımızda",
    origin: "Menşe",
    export: "İhracat",
    calibration: "Kalibrasyon",
    customers: "Müşterilerimiz",
    products: "Ürünler",
    blog: "Blog",
    quality: "Kalite",
    contact: "İletişim",
    trialPackage: "Deneme Paketi",
    faq: "Sıkça Sorulan Sorular",
    rfq: "Teklif Al",
    allProducts: "Tüm Ürünler...",
    menu: "Menü",
    openMenu: "Menüyü aç",
    closeMenu: "Menüyü kapat",
    skipToContent: "İçeriğe geç",
  },

  language: {
    label: "Dil",
    tr: "Türkçe",
    en: "English",
    de: "Deutsch",
  },

  hero: {
    title1: "Aydın'ın Güneşinde Kurutulan Doğal İncir",
    title2: "50 Yıllık Tecrübeyle Toptan ve İhracat Kuru İncir",
    subtitle:
      "Köşk, Aydın'daki bahçelerden gelen coğrafi işaretli Aydın incirini özenle kurutuyor, kalibre ediyor ve dünyaya ulaştırıyoruz.",
    ctaProducts: "Ürünleri İncele",
    ctaQuote: "Teklif Al",
  },

  home: {
    intro: {
      title: "Köşk'ten Dünyaya Kuru İncir",
      p1: "1975'ten bu yana Aydın'ın Köşk ilçesinde kuru incir üretiyoruz. Büyük Menderes havzasının verimli toprakları ve uzun, sıcak yazları, dünyanın en lezzetli kuru incirlerinin yetişmesine olanak tanır.",
      p2: "Hasattan paketlemeye kadar her aşamayı titizlikle kontrol ediyor; toptancılara, market zincirlerine, gıda işletmelerine ve ihracatçılara kalibre edilmiş, izlenebilir ve güvenli ürünler sunuyoruz.",
    },
    productsTitle: "Ürünlerimiz",
    productsSubtitle:
      "Farklı kalibre, paket boyutu ve işleme şekilleriyle kuru incir çeşitlerimizi keşfedin.",
    viewAllProducts: "Tüm Ürünleri Gör",
    trial: {
      title: "Deneme Paketi ile Kaliteyi Test Edin",
      text: "Büyük bir sipariş vermeden önce ürünlerimizi küçük miktarlarda deneyin. İstediğiniz ürünleri ve kalibreleri seçin, kaliteyi kendiniz değerlendirin.",
      note1: "2-3 iş günü teslimat",
      note2: "ücretsiz kargo",
      note3: "memnuniyet garantisi",
      cta: "Deneme Paketi İste",
    },
    whyUs: {
      title: "Neden Bizi Seçmelisiniz?",
      subtitle: "Gelenekten gelen bilgi birikimi, modern kalite kontrol ile buluşuyor.",
      card1Title: "50 Yılı Aşkın Tecrübe",
      card1Text:
        "1975'ten bu yana aile geleneğiyle sürdürdüğümüz incir üretimindeki bilgi birikimimizi her ürüne yansıtıyoruz.",
      card2Title: "Coğrafi İşaretli Aydın İnciri",
      card2Text:
        "Ürünlerimiz, coğrafi işaret tescilli Aydın inciri bölgesinin kalbi Köşk'ten gelir.",
      card3Title: "Kalite ve Gıda Güvenliği",
      card3Text:
        "HACCP, ISO 22000 ve BRC standartlarına uygun süreçler yürütüyor, her partide aflatoksin kontrolü yapıyoruz.",
      card4Title: "Esnek Toptan ve İhracat Çözümleri",
      card4Text:
        "Farklı kalibre ve paket seçenekleri ile FOB, CIF ve DDP teslim şekilleriyle ihtiyacınıza uygun çözümler sunuyoruz.",
    },
    healthTitle: "İncirin Sağlığa Faydaları",
    blogTitle: "Blogdan Son Yazılar",
    blogSubtitle: "Kuru incir, hasat, kalite ve beslenme üzerine güncel yazılarımız.",
    readMore: "Devamını Oku",
    minutesRead: "{{minutes}} dk",
  },

  healthBenefits: {
    title: "Kuru İncirin Faydaları",
    subtitle:
      "Doğal tatlılığının yanı sıra kuru incir, günlük beslenmeye değerli besin öğeleri katar.",
    fiberTitle: "Lif Kaynağı",
    fiberText:
      "Yüksek lif içeriğiyle sindirimi destekler ve uzun süre tokluk hissi sağlar.",
    potassiumTitle: "Potasyum",
    potassiumText:
      "Potasyum, normal kas işlevine ve sağlıklı kan basıncının korunmasına katkıda bulunur.",
    calciumTitle: "Kalsiyum",
    calciumText: "İçerdiği kalsiyum ile kemik ve diş sağlığına katkı sağlar.",
    ironTitle: "Demir",
    ironText:
      "Demir, vücutta oksijen taşınmasına ve yorgunluğun azalmasına katkıda bulunur.",
    antioxidantsTitle: "Antioksidanlar",
    antioxidantsText:
      "Doğal polifenoller içerir ve dengeli beslenmenin lezzetli bir parçası olur.",
    energyTitle: "Doğal Enerji",
    energyText:
      "İçerdiği doğal şekerler sayesinde spor öncesinde ve gün içinde pratik bir enerji kaynağıdır.",
  },

  badges: {
    organic: "Organik",
    natural: "Doğal",
    laurel: "Defne Yapraklı",
    geographicIndication: "Coğrafi İşaretli",
  },

  products: {
    title: "Ürünlerimiz",
    subtitle:
      "Aydın'ın güneşinde kurutulmuş, kalibre edilmiş ve özenle paketlenmiş kuru incir çeşitlerimiz.",
    filters: {
      all: "Tümü",
      organic: "Organik",
      natural: "Doğal",
      laurel: "Defne Yapraklı",
      pack1020: "10-20 kg Paket",
    },
    empty: "Bu filtre için ürün bulunamadı.",
    loadError: "Bir hata oluştu",
    tryAgain: "Tekrar Dene",
    notFound: "Ürün bulunamadı.",
    backToProducts: "Ürünlere Dön",
    viewDetails: "Detayları Gör",
    description: "Ürün Açıklaması",
    type: "Tür",
    packSizes: "Paket Boyutları",
    moisture: "Nem Oranı",
    moistureRange: "%{{min}} - %{{max}}",
    calibres: "Kalibreler",
    calibreLabel: "Kalibrasyon {{value}}",
    palletInfo: "Palet Bilgisi",
    priceTable: {
      title: "Fiyat Aralıkları",
      calibre: "Kalibre",
      quantity: "Miktar (kg)",
      cash: "Peşin",
      credit: "Vadeli",
      unit: "USD/kg",
      note: "Fiyatlar bilgi amaçlıdır; kesin fiyat için lütfen teklif isteyin.",
    },
    getQuote: "Teklif Al",
    trialPackage: "Deneme Paketi",
    specSheet: "Ürün Spesifikasyonu (PDF)",
    coa: "Analiz Sertifikası (COA)",
    previousImage: "Önceki görsel",
    nextImage: "Sonraki görsel",
    thumbnail: "Görsel {{index}}",
    kg: "kg",
    more: "daha fazla",
    filterLabel: "Ürünleri filtrele",
    piecesPerKg: "{{min}}-{{max}} adet/kg",
    typeNames: {
      LERIDA: "Lerida",
      PROTOBEN: "Protoben",
      BAGLAMA: "Bağlama İncir",
      PULLED: "Pulled",
      LAYER: "Layer",
      CUBE_BLOCK: "Küp/Blok",
      NATURAL_LAUREL_10_20KG: "Doğal Defne Yapraklı",
      NATUREL_INCIR: "Naturel İncir - Altın Seri",
    },
    calibreNames: {
      A1: "Altın Seri",
      A2: "Özel Seri",
      A3: "Gurme Seri",
      A4: "Standart Seri",
      A5: "Doğal Seri",
      A6: "Geleneksel Seri",
      A7: "Ekonomik Seri",
      A8: "Sofralık Seri",
      A9: "Mutfak Serisi",
      A10: "Endüstriyel Seri",
      A11: "Ekstra Küçük",
    },
  },

  quality: {
    title: "Kalite ve Gıda Güvenliği",
    subtitle:
      "Bahçeden sofraya her aşamada kontrol: güvenli, izlenebilir ve standartlara uygun kuru incir.",
    process: {
      title: "Kalite Kontrol Sürecimiz",
      subtitle: "Her parti, sevkiyattan önce beş aşamalı bir kontrolden geçer.",
      step1Title: "Bahçe ve Hasat Kontrolü",
      step1Text:
        "İncirler tam olgunluğa ulaşıp ağaçtan doğal olarak düştükten sonra toplanır; hasat alanları düzenli olarak denetlenir.",
      step2Title: "Hijyenik Kurutma",
      step2Text:
        "Meyveler temiz kurutma sergilerinde güneş altında kurutulur; nem oranı düzenli ölçülerek takip edilir.",
      step3Title: "Ayıklama ve UV Kontrolü",
      step3Text:
        "Her incir eğitimli personel tarafından elden geçirilir; UV lamba altında aflatoksin şüphesi taşıyan meyveler ayrılır.",
      step4Title: "Kalibrasyon ve Laboratuvar Analizi",
      step4Text:
        "Ürünler kilogramdaki adet sayısına göre sınıflandırılır; her partiden numune alınarak laboratuvarda analiz edilir.",
      step5Title: "Paketleme ve İzlenebilirlik",
      step5Text:
        "Hijyenik koşullarda paketlenen her parti, bahçeden sevkiyata kadar izlenebilir bir lot numarası taşır.",
    },
    certifications: {
      title: "Sertifikalarımız",
      subtitle: "Uluslararası gıda güvenliği standartlarına uygun üretim.",
      haccpName: "HACCP",
      haccpText:
        "Tehlike Analizi ve Kritik Kontrol Noktaları sistemiyle üretimdeki riskleri önceden belirleyip kontrol altında tutuyoruz.",
      iso22000Name: "ISO 22000",
      iso22000Text:
        "Gıda güvenliği yönetim sistemimiz, tedarik zincirinin tamamında uluslararası standartlara uygun olarak yürütülür.",
      brcName: "BRC Global Standard",
      brcText:
        "Perakende zincirlerinin beklediği BRC Global Standard gıda güvenliği gerekliliklerine uygun çalışıyoruz.",
    },
    aflatoxin: {
      title: "Aflatoksin Kontrol Akışı",
      subtitle:
        "İhracat pazarlarının sıkı limitlerine uyum için dört aşamalı bir kontrol uyguluyoruz.",
      step1Title: "Numune Alma",
      step1Text:
        "Her partiden, ilgili mevzuatta tanımlanan yöntemlere uygun şekilde temsili numuneler alınır.",
      step2Title: "UV Lamba ile Ayıklama",
      step2Text:
        "Karanlık odada UV ışığı altında parlayan, aflatoksin şüphesi taşıyan incirler tek tek ayrılır.",
      step3Title: "Laboratuvar Analizi",
      step3Text:
        "Numuneler akredite laboratuvarlarda analiz edilerek aflatoksin B1 ve toplam aflatoksin değerleri ölçülür.",
      step4Title: "Onay ve Raporlama",
      step4Text:
        "Yasal limitlere uygun bulunan partiler sevkiyata onaylanır ve analiz raporu sevkiyat belgelerine eklenir.",
    },
    documents: {
      title: "İhracat Belgeleri",
      subtitle: "Sevkiyatlarınız için gerekli belgeleri hazırlıyor ve süreçleri takip ediyoruz.",
      colDocument: "Belge",
      colDescription: "Açıklama",
      colDuration: "Hazırlanma Süresi",
      certificateOfOrigin: {
        name: "Menşe Şahadetnamesi",
        description:
          "Ürünün Türkiye menşeli olduğunu belgeler; gümrük işlemleri ve tercihli vergiler için gereklidir.",
        duration: "2-3 gün",
      },
      phytosanitary: {
        name: "Bitki Sağlık Sertifikası",
        description:
          "Ürünün zararlılardan ari olduğunu ve ithalatçı ülkenin bitki sağlığı şartlarını karşıladığını gösterir.",
        duration: "3-5 gün",
      },
      fumigation: {
        name: "Fümigasyon Sertifikası",
        description:
          "Ürünlerin ve ambalajların gerekli fümigasyon işleminden geçtiğini belgeler.",
        duration: "1-2 gün",
      },
      qualityAnalysis: {
        name: "Kalite Analiz Raporu",
        description:
          "Nem, aflatoksin ve diğer kalite parametrelerine ilişkin laboratuvar sonuçlarını içerir.",
        duration: "5-7 gün",
      },
    },
  },

  origin: {
    title: "Aydın İncirinin Menşei",
    subtitle:
      "Dünyanın en değerli kuru incirleri, Büyük Menderes havzasının güneşli yamaçlarında yetişir.",
    card1Title: "Köşk, Aydın",
    card1Text:
      "Köşk, Aydın inciri üretiminin merkezlerinden biridir; ürünlerimiz bu verimli bölgenin kalbinden gelir.",
    card2Title: "Eşsiz İklim",
    card2Text:
      "Uzun ve sıcak yazlar, ılık kışlar ve Menderes vadisinin verimli toprakları, incire kendine has tatlılığını kazandırır.",
    card3Title: "Sarılop Çeşidi",
    card3Text:
      "Bölgenin simgesi Sarılop incir; ince kabuğu, bal rengi içi ve yoğun aromasıyla kurutmaya en uygun çeşittir.",
    timeline: {
      title: "Hasat ve İşleme Süreci",
      subtitle: "Ağaçtan paketlemeye dört adımda Aydın inciri.",
      step1Title: "Hasat",
      step1Text:
        "Ağustos ayından itibaren olgunlaşan incirler ağaçta kısmen kurur ve doğal olarak yere düştükten sonra toplanır.",
      step2Title: "Güneşte Kurutma",
      step2Text:
        "İncirler kurutma sergilerinde güneş altında 7–10 gün boyunca doğal yollarla kurutulur.",
      step3Title: "Ayıklama ve Kalibrasyon",
      step3Text:
        "Kuruyan incirler tek tek ayıklanır ve kilogramdaki adet sayısına göre A1–A11 sınıflarına ayrılır.",
      step4Title: "Paketleme",
      step4Text:
        "Kalibre edilen ürünler hijyenik tesisimizde müşteri isteğine uygun ambalajlarda paketlenir.",
    },
    gi: {
      title: "Coğrafi İşaret",
      text: "Aydın inciri, tescilli bir coğrafi işarete sahiptir. Bu tescil, ürünün kalitesinin ve karakteristik özelliklerinin yetiştiği bölgenin iklimi, toprağı ve geleneksel üretim bilgisinden kaynaklandığını güvence altına alır. Köşk'te yetişen ve kurutulan incirlerimiz bu mirasın bir parçasıdır.",
    },
    calendar: {
      title: "Hasat Takvimi",
      subtitle: "Aydın'da incir hasadı ağustos ile ekim ayları arasında yapılır.",
      augustMonth: "Ağustos",
      augustLabel: "Erken başlangıç",
      augustText: "İlk olgunlaşan incirlerle hasat başlar.",
      septemberMonth: "Eylül",
      septemberLabel: "Ana hasat",
      septemberText: "Hasadın ve güneşte kurutmanın en yoğun dönemidir.",
      octoberMonth: "Ekim",
      octoberLabel: "Geç bitiş",
      octoberText: "Son incirler toplanır ve hasat sezonu tamamlanır.",
    },
  },

  export: {
    title: "İhracat",
    subtitle:
      "Aydın'ın kuru incirini dünyanın dört bir yanındaki alıcılara güvenle ulaştırıyoruz.",
    card1Title: "Küresel Tedarik",
    card1Text:
      "Avrupa'dan Orta Doğu'ya, Kuzey Amerika'dan Asya'ya farklı pazarların gereksinimlerine uygun ürünler hazırlıyoruz.",
    card2Title: "Özel Ambalaj",
    card2Text:
      "Müşteri markasıyla üretim (private label), farklı paket boyutları ve ambalaj tipleriyle esnek çözümler sunuyoruz.",
    card3Title: "Eksiksiz Belgeler",
    card3Text:
      "Menşe şahadetnamesi, bitki sağlık sertifikası ve analiz raporları gibi tüm ihracat belgelerini hazırlıyoruz.",
    incoterms: {
      title: "Teslim Şekilleri (INCOTERMS)",
      subtitle: "Lojistik ihtiyacınıza uygun teslim şeklini birlikte belirleyelim.",
      fobTitle: "FOB – Gemide Teslim",
      fobText:
        "Ürünler belirlenen Türk limanında alıcının gemisine yüklenir; bu noktadan sonraki navlun ve risk alıcıya aittir.",
      cifTitle: "CIF – Masraflar, Sigorta ve Navlun",
      cifText:
        "Navlun ve sigorta bedelini biz üstleniriz; ürünler alıcının varış limanına kadar sigortalı olarak taşınır.",
      ddpTitle: "DDP – Gümrük Vergileri Ödenmiş Teslim",
      ddpText:
        "Gümrük işlemleri ve vergiler dahil tüm masrafları üstlenerek ürünleri alıcının belirttiği adrese teslim ederiz.",
    },
    shipping: {
      title: "Sevkiyat Seçenekleri",
      subtitle: "Hacme, bütçeye ve zamana göre en uygun taşıma şeklini seçin.",
      seaTitle: "Deniz Yolu",
      seaDuration: "15-30 gün",
      seaText: "Büyük hacimli sevkiyatlar için en ekonomik seçenek; konteynerle güvenli taşıma.",
      airTitle: "Hava Yolu",
      airDuration: "3-7 gün",
      airText: "Acil siparişler ve numuneler için en hızlı çözüm.",
      landTitle: "Kara Yolu",
      landDuration: "5-15 gün",
      landText: "Avrupa ve komşu ülkelere tırla esnek, kapıdan kapıya teslimat.",
    },
    documentsTitle: "İhracat Belgeleri",
    documentsSubtitle: "Her sevkiyat için gerekli belgeler ve ortalama hazırlanma süreleri.",
    hsCodes: {
      title: "GTİP (HS) Kodları",
      subtitle: "Gümrük işlemlerinde kullanılan tarife kodları.",
      colCode: "Kod",
      colDescription: "Açıklama",
      freshCode: "0804.20.10",
      fresh: "Taze incir",
      driedCode: "0813.10.00",
      dried: "Kuru incir",
    },
  },

  about: {
    metaTitle: "Hakkımızda | Aydın Kuru İncir – 1975'ten Beri Köşk'te İncir Üretimi",
    metaDescription:
      "1975'te Köşk, Aydın'da kurulan firmamız, 50 yılı aşkın tecrübesiyle coğrafi işaretli Aydın kuru incirini üretiyor ve dünyaya ulaştırıyor.",
    metaKeywords:
      "hakkımızda, Aydın inciri, Köşk, kuru incir üreticisi, 1975, coğrafi işaret, toptan kuru incir",
    heading: "Hakkımızda",
    subtitle: "Aydın'ın bereketli topraklarından, 50 yılı aşkın bir incir tutkusu",
    story: {
      title: "Hikayemiz",
      p1: "Hikayemiz 1975 yılında, Aydın'ın Köşk ilçesinde küçük bir aile bahçesinde başladı. İlk günden bu yana amacımız, bölgenin eşsiz incirini en doğal haliyle sofralara ulaştırmak oldu.",
      p2: "Yıllar içinde bahçelerimizi genişlettik, modern ayıklama ve paketleme tesisimizi kurduk ve üretimimizi uluslararası gıda güvenliği standartlarına taşıdık.",
      p3: "Bugün geleneksel güneşte kurutma yöntemini modern kalite kontrol süreçleriyle birleştirerek Türkiye'deki ve yurt dışındaki toptan alıcılara hizmet veriyoruz.",
    },
    love: {
      title: "İncir Sevdamız",
      text: "Bizim için incir yalnızca bir ürün değil, kuşaktan kuşağa aktarılan bir yaşam biçimi. Her hasatta aynı heyecanla ağaçlarımızın başındayız.",
    },
    giBadge: "Aydın İnciri / Coğrafi İşaret",
    journey: {
      title: "Yolculuğumuz",
      text: "Yerel pazarlarda başlayan yolculuğumuz bugün farklı ülkelerdeki distribütörlere, market zincirlerine ve gıda üreticilerine uzanıyor.",
    },
    heritage: {
      title: "Mirasımız",
      text: "Köşk'ün incir bahçelerinde yetişen ailemiz, kurutma ve ayıklama bilgisini ustadan çırağa aktarılan bir miras olarak koruyor.",
    },
    mission: {
      title: "Misyonumuz",
      text: "Aydın incirini doğallığından ödün vermeden, güvenli ve izlenebilir şekilde üretmek ve müşterilerimize en yüksek kalitede ulaştırmak.",
    },
    vision: {
      title: "Vizyonumuz",
      text: "Coğrafi işaretli Aydın incirinin dünya çapında en güvenilir tedarikçilerinden biri olmak.",
    },
    values: {
      title: "Değerlerimiz",
      naturalTitle: "Doğallık",
      naturalText: "Katkı maddesi kullanmadan incirin doğal tadını ve besin değerini koruyoruz.",
      qualityTitle: "Kalite",
      qualityText:
        "Her partiyi uluslararası standartlara göre kontrol ediyor, tutarlı kaliteyi taahhüt ediyoruz.",
      traditionTitle: "Gelenek",
      traditionText: "Güneşte kurutma gibi nesiller boyu süren yöntemleri yaşatıyoruz.",
      innovationTitle: "Yenilik",
      innovationText:
        "Ayıklama, kalibrasyon ve paketlemede modern teknolojilere yatırım yapıyoruz.",
    },
    stats: {
      years: "50+",
      yearsLabel: "Yıllık Tecrübe",
      varieties: "10",
      varietiesLabel: "Kuru İncir Çeşidi",
      customers: "100+",
      customersLabel: "Toptan Müşteri",
      natural: "%100",
      naturalLabel: "Doğal",
    },
  },

  calibration: {
    metaTitle: "Kuru İncir Kalibrasyonu: A1–A11 Boy Sınıfları | Aydın Kuru İncir",
    metaDescription:
      "Kuru incirde kalibrasyon nedir? Kilogramdaki adet sayısına göre A1'den A11'e 11 boy sınıfı ve doğru kalibre seçiminin önemi.",
    title: "Kuru İncir Kalibrasyonu",
    intro:
      "Kalibrasyon, kuru incirlerin kilogramdaki adet sayısına göre boy sınıflarına ayrılmasıdır. Kilogramdaki adet sayısı azaldıkça incirler büyür ve daha premium kabul edilir. Kilogramda 36 ile 130 adet arasında değişen 11 sınıf kullanıyoruz.",
    tableTitle: "Kalibre Sınıfları",
    colCode: "Kod",
    colName: "Ad",
    colPieces: "Adet/kg",
    why: {
      title: "Kalibrasyon Neden Önemlidir?",
      point1:
        "Tutarlı kalite: Aynı partideki incirlerin benzer boyda olması, görünümde ve lezzette standart sağlar.",
      point2:
        "Doğru fiyatlandırma: İri kalibreli incirler daha değerlidir; kalibrasyon adil ve şeffaf fiyatlandırmanın temelidir.",
      point3:
        "Kullanım amacına uygunluk: Sofralık tüketim için iri, pastacılık ve endüstriyel kullanım için küçük kalibreler tercih edilir.",
      point4:
        "Kolay sipariş ve lojistik: Standart sınıflar, alıcıların ihtiyaçlarını net biçimde belirtmesini ve siparişlerin hatasız hazırlanmasını sağlar.",
    },
    conclusionTitle: "Sonuç",
    conclusion:
      "Doğru kalibreyi seçmek, hem ürün kalitesi hem de maliyet açısından en iyi sonucu almanızı sağlar. İhtiyacınıza en uygun kalibreyi belirlemek için bizimle iletişime geçebilir veya teklif isteyebilirsiniz.",
  },

  contact: {
    title: "İletişim",
    subtitle: "Sorularınız, toptan siparişleriniz ve iş birlikleri için bize ulaşın.",
    form: {
      title: "Bize Yazın",
      name: "Ad Soyad",
      email: "E-posta",
      phone: "Telefon",
      phoneOptional: "Telefon (isteğe bağlı)",
      subject: "Konu",
      message: "Mesajınız",
      send: "Gönder",
      sending: "Gönderiliyor...",
    },
    success: {
      title: "Mesajınız gönderildi!",
      text: "En kısa sürede size dönüş yapacağız.",
    },
    errorText: "Mesaj gönderilemedi. Lütfen tekrar deneyin.",
    info: {
      title: "İletişim Bilgileri",
      address: "Adres",
      phone: "Telefon",
      email: "E-posta",
      whatsapp: "WhatsApp",
    },
    hours: {
      title: "Çalışma Saatleri",
      weekdays: "Pazartesi-Cuma 08:00-18:00",
      saturday: "Cumartesi 09:00-15:00",
      sunday: "Pazar kapalı",
    },
    location: {
      title: "Konum",
      addressLine: "Köşk, Aydın, Türkiye",
      openInMaps: "Haritada Aç",
      mapTitle: "Konum haritası",
    },
  },

  rfq: {
    title: "Teklif İste",
    subtitle:
      "Ürün, miktar ve kalibre tercihlerinizi paylaşın; size özel teklifimizi 24 saat içinde iletelim.",
    contactSection: "İletişim Bilgileri",
    productsSection: "Ürünler",
    labels: {
      name: "Ad Soyad",
      company: "Firma",
      email: "E-posta",
      phone: "Telefon",
      city: "İl",
      town: "Şehir",
      district: "İlçe",
      address: "Adres",
      details: "Ek Detaylar",
      product: "Ürün",
      quantityKg: "Miktar (kg)",
      calibre: "Kalibre",
      packSize: "Paket Boyutu (kg)",
      packagingType: "Ambalaj Tipi",
      deliveryDate: "İstenen Teslim Tarihi",
      notes: "Notlar",
      country: "Ülke",
      message: "Mesaj",
    },
    chooseCity: "İl seçin",
    chooseDistrict: "İlçe seçin",
    showDistricts: "İlçeleri göster",
    chooseCountry: "Ülke seçin",
    applyCountry: "Uygula",
    phoneHint: "Numara seçilen ülkeden değilse ülke koduyla yazın (ör. +49 30 1234567).",
    addProduct: "Ürün Ekle",
    pickerTitle: "Ürün Seçin",
    alreadyAdded: "Eklendi",
    remove: "Kaldır",
    formTitle: "Teklif Formu",
    noProductsSelected: "Henüz ürün seçilmedi.",
    submit: "Teklif İste",
    sending: "Gönderiliyor...",
    success: "Talebiniz alındı!",
    successText: "24 saat içinde size dönüş yapacağız.",
    errorText: "Bir hata oluştu. Lütfen tekrar deneyin.",
    summary: {
      title: "Seçilen ürünler:",
      product: "{{index}}. {{title}}",
      calibre: "Kalibrasyon: {{value}}",
      quantity: "Miktar: {{value}} kg",
      packSize: "Paket boyutu: {{value}} kg",
      details: "Müşteri notu:",
    },
    seo: {
      breadcrumbHome: "Ana Sayfa",
      breadcrumbQuote: "Teklif Talebi",
      serviceName: "Toptan Kuru İncir Teklifi",
      serviceDescription:
        "Aydın kuru inciri için ürün, kalibre, miktar ve paket boyutuna göre 24 saat içinde hazırlanan ücretsiz toptan fiyat teklifi.",
    },
    content: {
      title: "Toptan Kuru İncir Teklif Süreci",
      p1: "Teklif formu, toptan kuru incir alımlarınız için size özel fiyat almanın en hızlı yoludur. Ürünleri seçmeniz ve her biri için miktar, kalibre ve paket boyutu belirtmeniz yeterlidir.",
      processTitle: "Teklif Süreci Nasıl İşler?",
      p2: "Formu gönderdiğinizde talebiniz doğrudan satış ekibimize iletilir. Ekibimiz stok durumunu, seçtiğiniz kalibreleri ve teslim koşullarını değerlendirerek 24 saat içinde size yazılı bir teklif sunar.",
      p3: "Teklifimiz birim fiyatları (USD/kg), peşin ve vadeli ödeme seçeneklerini, paketleme detaylarını ve tahmini teslim süresini içerir. Onayınızın ardından siparişiniz üretim planına alınır.",
      advantagesTitle: "Üreticiden Doğrudan Almanın Avantajları",
      p4: "Üretici firmadan doğrudan alım yaptığınızda aracı maliyetlerinden kurtulursunuz. 50 yılı aşkın tecrübemiz, HACCP, ISO 22000 ve BRC standartlarına uygun üretimimiz ve her partide yapılan aflatoksin kontrolleri sayesinde tutarlı kaliteyi güvence altına alıyoruz.",
      varietiesTitle: "Ürün Çeşitlerimiz",
      p5: "Naturel, Lerida, Protoben, Bağlama, Pulled, Layer, Küp/Blok ve defne yapraklı incirlerimizi A1–A8 kalibre aralığında ve farklı paket boyutlarında sunuyoruz. Kalibre sınıfları hakkında ayrıntılı bilgiyi kalibrasyon rehberimizde bulabilirsiniz.",
      whoTitle: "Kimler Teklif İsteyebilir?",
      p6: "Distribütörler, süpermarket zincirleri, gıda işletmeleri, ihracatçılar, restoran ve pastane zincirleri ile organik ürün mağazaları teklif isteyebilir. Türkiye'deki alıcıların yanı sıra yurt dışındaki firmalara da FOB, CIF ve DDP teslim seçenekleriyle hizmet veriyoruz.",
      linksTitle: "Daha Fazla Bilgi",
      linkProducts: "Ürünlerimizi inceleyin",
      linkCalibration: "Kalibrasyon rehberi",
      linkQuality: "Kalite ve gıda güvenliği",
      linkOrigin: "Aydın incirinin menşei",
    },
  },

  trial: {
    title: "Deneme Paketi",
    subtitle:
      "Büyük bir siparişten önce ürünlerimizi küçük miktarlarda deneyin. Ödeme banka havalesi ile yapılır, teslimat 2-3 gün içinde gerçekleşir.",
    formTitle: "Deneme Paketi Talep Formu",
    productsTitle: "Ürün Seçimi",
    contactTitle: "İletişim Bilgileri",
    labels: {
      fullName: "Ad Soyad",
      phone: "Telefon",
      email: "E-posta (isteğe bağlı)",
      company: "Firma (isteğe bağlı)",
      country: "Ülke",
      address: "Teslimat Adresi",
      product: "Ürün",
      selectProduct: "Ürün seçin",
      calibre: "Kalibre",
      quantity: "Miktar (kg)",
      notes: "Notlar",
    },
    addRow: "Ürün Ekle",
    removeRow: "Satırı Kaldır",
    rowTitle: "Ürün {{number}}",
    showCalibres: "Kalibreleri göster",
    chooseCountry: "Ülke seçin",
    phoneHint: "Numara seçilen ülkeden değilse ülke koduyla yazın (ör. +49 30 1234567).",
    totalKg: "Toplam: {{total}} kg",
    paymentNote:
      "Ödeme banka havalesi ile yapılır. Talebiniz alındıktan sonra ödeme detaylarını size iletiriz.",
    agreement: "Deneme paketi koşullarını okudum ve kabul ediyorum.",
    submit: "Deneme Paketi İste",
    sending: "Gönderiliyor...",
    success: "Deneme paketi talebiniz alındı. Ödeme detayları için size ulaşacağız.",
    failure: "Talebiniz gönderilemedi. Lütfen tekrar deneyin.",
    message: {
      title: "Deneme paketi talebi",
      total: "Toplam miktar: {{total}} kg",
      payment: "Ödeme yöntemi: Banka havalesi",
      products: "Ürünler:",
      address: "Adres: {{address}}",
      notes: "Notlar: {{notes}}",
    },
    seo: {
      title: "Deneme Paketi Nasıl İşler?",
      subtitle: "Dört basit adımda ürünlerimizi tanıyın.",
      step1Title: "Ürün Seçimi",
      step1Text: "Denemek istediğiniz ürünleri, kalibreleri ve miktarları seçin.",
      step2Title: "Sipariş Onayı",
      step2Text:
        "Talebinizi aldıktan sonra ekibimiz ödeme detayları için sizinle iletişime geçer; ödeme banka havalesi ile yapılır.",
      step3Title: "Hızlı Teslimat",
      step3Text: "Ödemenin onaylanmasının ardından paketiniz 2-3 gün içinde adresinize ulaşır.",
      step4Title: "Kalite Değerlendirmesi",
      step4Text:
        "Ürünleri inceleyin, tadın ve değerlendirin; memnun kalırsanız toptan siparişinizi kolayca oluşturun.",
    },
  },

  faq: {
    title: "Sıkça Sorulan Sorular",
    subtitle: "Toptan alım, teslimat, ürünler ve iadeler hakkında merak ettikleriniz.",
    q1: "Minimum toptan sipariş miktarı nedir?",
    a1: "Toptan siparişlerde minimum sipariş miktarımız 100 kg'dır. Daha küçük miktarlarda ürünlerimizi tanımak için deneme paketimizi tercih edebilirsiniz.",
    q2: "Teslimat ne kadar sürer?",
    a2: "Türkiye içi teslimatlar genellikle 2-5 iş günü, uluslararası teslimatlar ise 7-15 iş günü içinde tamamlanır. Süre, teslim şekline ve varış noktasına göre değişebilir.",
    q3: "Hangi paket boyutlarını sunuyorsunuz?",
    a3: "Standart paket seçeneklerimiz 5 kg, 10 kg ve 12,5 kg'dır. Talebe göre farklı ambalaj çözümleri de sunabiliyoruz.",
    q4: "Numune gönderiyor musunuz?",
    a4: "Evet, numune talep edebilirsiniz. Numune gönderimlerinde kargo ücreti alıcıya aittir.",
    q5: "İade koşullarınız nelerdir?",
    a5: "İade talepleri, teslimat tarihinden itibaren 7 gün içinde iletilmelidir. Ayrıntılar için İade Koşulları sayfamızı inceleyebilirsiniz.",
    q6: "Kalibre ne anlama gelir?",
    a6: "Kalibre, bir kilogramdaki incir adedini gösterir. A1, kilogramda 36-40 adetle en iri sınıftır; adet arttıkça incirler küçülür.",
    q7: "Üretiminiz hangi standartlara uygundur?",
    a7: "Üretimimiz HACCP, ISO 22000 ve BRC Global Standard gerekliliklerine uygun olarak yürütülür ve her parti aflatoksin açısından analiz edilir.",
    q8: "Yurt dışına ihracat yapıyor musunuz?",
    a8: "Evet. FOB, CIF ve DDP teslim şekilleriyle deniz, hava ve kara yoluyla ihracat yapıyor, gerekli tüm belgeleri hazırlıyoruz.",
    q9: "Fiyatlar nasıl belirleniyor?",
    a9: "Fiyatlar ürün tipine, kalibreye, miktara ve ödeme şekline (peşin veya vadeli) göre değişir. Sitedeki fiyatlar bilgi amaçlıdır; kesin fiyat için teklif isteyin.",
    q10: "Hangi ödeme seçeneklerini sunuyorsunuz?",
    a10: "Toptan siparişlerde peşin ve vadeli ödeme seçenekleri sunuyoruz; deneme paketlerinde ödeme banka havalesi ile yapılır.",
    contactTitle: "Sorunuzun cevabını bulamadınız mı?",
    contactCta: "Bize Ulaşın",
    chatCta: "WhatsApp'tan Yazın",
  },

  legal: {
    terms: {
      title: "Kullanım Koşulları",
      updated: "Son güncelleme: 2025",
      s1Title: "Kapsam",
      s1Text:
        "Bu kullanım koşulları, web sitemizi ziyaret eden ve sitemiz üzerinden teklif, deneme paketi veya iletişim talebi gönderen tüm kullanıcılar için geçerlidir. Siteyi kullanarak bu koşulları kabul etmiş sayılırsınız.",
      s2Title: "Ürün Bilgileri ve Fiyatlar",
      s2Text:
        "Sitede yer alan ürün açıklamaları, görseller ve fiyat aralıkları bilgilendirme amaçlıdır. Fiyatlar USD/kg cinsinden gösterilir ve bağlayıcı değildir; kesin fiyat, size iletilen yazılı teklifle belirlenir.",
      s3Title: "Teklif ve Siparişler",
      s3Text:
        "Teklif talepleri 24 saat içinde yanıtlanır. Sipariş, tarafların teklif koşullarını yazılı olarak onaylamasıyla kesinleşir. Toptan siparişlerde minimum sipariş miktarı 100 kg'dır.",
      s4Title: "Teslimat",
      s4Text:
        "Onaylanan siparişler stok durumuna bağlı olarak 24-48 saat içinde kargoya verilir. Türkiye içi teslimatlar genellikle 2-5 iş günü, uluslararası teslimatlar 7-15 iş günü sürer.",
      s5Title: "Fikri Mülkiyet",
      s5Text:
        "Sitedeki tüm metin, görsel, logo ve tasarımlar firmamıza aittir; izinsiz kopyalanamaz, çoğaltılamaz veya ticari amaçla kullanılamaz.",
      s6Title: "Sorumluluk ve Değişiklikler",
      s6Text:
        "Sitedeki bilgilerin doğruluğu için azami özen gösterilir; ancak olası yazım veya teknik hatalardan doğan dolaylı zararlardan sorumluluk kabul edilmez. Bu koşulları önceden bildirmeksizin güncelleme hakkımız saklıdır.",
      s7Title: "Uygulanacak Hukuk",
      s7Text:
        "Bu koşullar Türkiye Cumhuriyeti yasalarına tabidir. Uyuşmazlıklarda Aydın mahkemeleri ve icra daireleri yetkilidir; tüketicilerin Tüketici Hakem Heyetlerine ve Tüketici Mahkemelerine başvuru hakları saklıdır.",
    },
    privacy: {
      title: "Gizlilik Politikası",
      updated: "Son güncelleme: 2025",
      s1Title: "Veri Sorumlusu",
      s1Text:
        "Kişisel verileriniz, 6698 sayılı Kişisel Verilerin Korunması Kanunu (KVKK) ve Avrupa Birliği Genel Veri Koruma Tüzüğü (GDPR) kapsamında, veri sorumlusu sıfatıyla firmamız tarafından işlenmektedir.",
      s2Title: "Toplanan Veriler",
      s2Text:
        "İletişim, teklif ve deneme paketi formları aracılığıyla ad soyad, firma adı, e-posta adresi, telefon numarası, ülke, il, ilçe, adres ve talebinize ilişkin ürün bilgilerini topluyoruz.",
      s3Title: "İşleme Amaçları",
      s3Text:
        "Verileriniz; taleplerinizi yanıtlamak, teklif hazırlamak, siparişleri ve teslimatları yürütmek, yasal yükümlülüklerimizi yerine getirmek ve sizinle iletişim kurmak amacıyla işlenir.",
      s4Title: "Çerezler ve Yerel Depolama",
      s4Text:
        "Sitemiz, dil tercihinizi tarayıcınızın yerel depolama alanında saklar ve sitenin çalışması için gerekli teknik çerezleri kullanabilir.",
      s5Title: "Verilerin Paylaşılması",
      s5Text:
        "Verileriniz yalnızca hizmetin gerektirdiği ölçüde kargo ve lojistik firmaları, gümrük müşavirleri ve yasal olarak yetkili kurumlarla paylaşılır; üçüncü kişilere satılmaz.",
      s6Title: "Saklama Süresi ve Güvenlik",
      s6Text:
        "Verileriniz, işleme amacının gerektirdiği süre ve yasal saklama süreleri boyunca uygun teknik ve idari tedbirlerle korunarak saklanır.",
      s7Title: "Haklarınız",
      s7Text:
        "KVKK'nın 11. maddesi ve GDPR kapsamında verilerinize erişme, düzeltilmesini veya silinmesini isteme, işlenmesine itiraz etme ve veri taşınabilirliği haklarına sahipsiniz. Taleplerinizi iletişim sayfamızdaki kanallar üzerinden bize iletebilirsiniz.",
    },
    returns: {
      title: "İade Koşulları",
      updated: "Son güncelleme: 2025",
      s1Title: "İade Süresi",
      s1Text:
        "İade talepleri, ürünün teslim tarihinden itibaren 7 gün içinde iletilmelidir. Bu süre geçtikten sonra yapılan talepler değerlendirmeye alınmaz.",
      s2Title: "İade Şartları",
      s2Text:
        "Gıda ürünlerinin doğası gereği yalnızca ambalajı açılmamış, bozulmamış ve uygun koşullarda saklanmış ürünler iade edilebilir. Kusurlu, hasarlı veya siparişe uygun olmayan ürünlerde bu şart aranmaz.",
      s3Title: "Kusurlu veya Hatalı Ürünler",
      s3Text:
        "Teslim aldığınız ürün hasarlı, kusurlu ya da siparişinizden farklıysa, fotoğraflarla birlikte 7 gün içinde bize bildirin. İnceleme sonrasında ürün değiştirilir veya bedeli iade edilir.",
      s4Title: "İade Süreci",
      s4Text:
        "İade talebinizi, sipariş bilgilerinizle birlikte iletişim sayfamızdaki kanallar aracılığıyla iletin. Ekibimiz talebinizi inceleyerek iade adresi ve gönderim yöntemi hakkında sizi bilgilendirir.",
      s5Title: "Geri Ödeme",
      s5Text:
        "Onaylanan iadelerde ödeme, ürünün tarafımıza ulaşmasının ardından kullandığınız ödeme yöntemine uygun şekilde yapılır. Kusurlu ürünlerde iade kargo ücreti firmamız tarafından karşılanır.",
      s6Title: "Toptan ve İhracat Siparişleri",
      s6Text:
        "Toptan ve ihracat siparişlerinde iade ve şikâyet koşulları ayrıca sözleşme ve teklif şartlarına göre belirlenir; kalite itirazları analiz raporuyla birlikte değerlendirilir.",
    },
    seller: {
      title: "Satıcı Bilgileri",
      updated: "Son güncelleme: 2025",
      s1Title: "Firma Hakkında",
      s1Text:
        "Firmamız 1975 yılında Aydın'ın Köşk ilçesinde kurulmuştur ve 50 yılı aşkın süredir kuru incir üretimi, işlenmesi, toptan satışı ve ihracatı alanında faaliyet göstermektedir.",
      s2Title: "Adres ve İletişim",
      s2Text:
        "Köşk, Aydın, Türkiye. Güncel açık adres, telefon ve e-posta bilgilerimiz iletişim sayfamızda yer almaktadır.",
      s3Title: "Faaliyet Alanı",
      s3Text:
        "Coğrafi işaretli Aydın incirinin kurutulması, ayıklanması, kalibrasyonu ve paketlenmesi ile yurt içinde toptan satışı ve ihracatı.",
      s4Title: "Ödeme ve Teslimat",
      s4Text:
        "Toptan siparişlerde peşin ve vadeli ödeme seçenekleri sunulur; deneme paketlerinde ödeme banka havalesi ile yapılır. Onaylanan siparişler 24-48 saat içinde kargoya verilir.",
      s5Title: "Kalite Güvencesi",
      s5Text:
        "Üretimimiz HACCP, ISO 22000 ve BRC Global Standard gerekliliklerine uygun olarak yürütülür; her parti aflatoksin açısından analiz edilir.",
      s6Title: "Şikâyet ve Uyuşmazlıklar",
      s6Text:
        "Talep ve şikâyetlerinizi iletişim kanallarımız üzerinden iletebilirsiniz. Tüketici uyuşmazlıklarında, yasal parasal sınırlar dahilinde Tüketici Hakem Heyetlerine veya Tüketici Mahkemelerine başvurabilirsiniz.",
    },
    customers: {
      title: "Müşterilerimiz",
      updated: "Son güncelleme: 2025",
      stat1Value: "500+",
      stat1Label: "Aktif Müşteri",
      stat2Value: "%95",
      stat2Label: "Müşteri Memnuniyeti",
      stat3Value: "25+",
      stat3Label: "İhracat Ülkesi",
      stat4Value: "24-48 saat",
      stat4Label: "İçinde Kargo",
      s1Title: "Bize Güvenen Müşterilerimiz",
      s1Text:
        "Bugün Türkiye'de ve yurt dışında 500'den fazla aktif müşterimize kuru incir tedarik ediyoruz. 1975'ten bu yana kurduğumuz uzun soluklu iş birlikleri en büyük referansımızdır.",
      s2Title: "Kimlere Hizmet Veriyoruz?",
      s2Text:
        "Distribütörler, süpermarket zincirleri, gıda işletmeleri, ihracatçılar, restoran ve pastane zincirleri, organik ürün mağazaları ve perakende müşteriler.",
      s3Title: "Uluslararası Erişim",
      s3Text:
        "Ürünlerimiz 25'ten fazla ülkeye ihraç ediliyor. Her pazarın mevzuatına uygun belgeleri ve ambalajları hazırlıyoruz.",
      s4Title: "Müşteri Memnuniyeti",
      s4Text:
        "Müşterilerimizin %95'i hizmetimizden memnun olduğunu belirtiyor. Düzenli geri bildirimlerle ürün ve hizmet kalitemizi sürekli geliştiriyoruz.",
      s5Title: "Hızlı Teslimat",
      s5Text:
        "Onaylanan siparişler 24-48 saat içinde kargoya verilir; böylece müşterilerimizin stokları kesintisiz devam eder.",
      s6Title: "Siz de Aramıza Katılın",
      s6Text:
        "Müşterilerimiz arasına katılmak için teklif isteyebilir veya ürünlerimizi deneme paketiyle tanıyabilirsiniz.",
    },
  },

  blog: {
    title: "Blog",
    subtitle: "Kuru incir, hasat, kalite ve sağlıklı beslenme üzerine yazılar.",
    empty: "Henüz yayınlanmış bir yazı bulunmuyor.",
    readMore: "Devamını Oku",
    backToBlog: "Bloga Dön",
    notFound: "Yazı bulunamadı.",
    notFoundText: "Aradığınız yazı kaldırılmış veya hiç var olmamış olabilir.",
    minutesRead: "{{minutes}} dk",
    keywords: "Etiketler",
  },

  cta: {
    title: "Aydın İncirinin Lezzetini İşletmenize Taşıyın",
    text: "Deneme paketiyle kaliteyi test edin, toptan siparişleriniz için teklif alın veya WhatsApp üzerinden bize hemen ulaşın.",
    trial: "Deneme Paketi",
    quote: "Teklif Al",
    whatsapp: "WhatsApp ile Yazın",
  },

  footer: {
    about:
      "1975'ten bu yana Köşk, Aydın'da coğrafi işaretli Aydın incirini üretiyor, toptan ve ihracat müşterilerine ulaştırıyoruz.",
    products: "Ürünler",
    company: "Kurumsal",
    contactTitle: "İletişim",
    legal: "Yasal",
    address: "Adres",
    phone: "Telefon",
    email: "E-posta",
    rights: "© {{year}} Aydın Kuru İncir. Tüm hakları saklıdır.",
    followUs: "Bizi Takip Edin",
  },

  notFound: {
    title: "Sayfa Bulunamadı",
    text: "Aradığınız sayfa taşınmış, kaldırılmış veya hiç var olmamış olabilir.",
    backHome: "Ana Sayfaya Dön",
  },

  unavailable: {
    title: "Geçici olarak ulaşılamıyor",
    text: "Teknik bir sorun nedeniyle bu sayfayı şu anda gösteremiyoruz. Sorunu gideriyoruz; lütfen birkaç dakika sonra tekrar deneyin.",
    contact: "Bize her zaman doğrudan ulaşabilirsiniz:",
  },

  forms: {
    controlCharacters: "Bu alanda görünmeyen kontrol karakterleri var. Lütfen bunları silip yeniden gönderin.",
    lineBreak: "Bu alan tek satır olmalıdır.",
    tooManyLines: "En fazla {{max}} ürün satırı eklenebilir.",
    invalidRequest: "Geçersiz istek.",
    invalidAction: "Bu işlem yapılamadı. Lütfen formu kontrol edip yeniden gönderin.",
  },

  /** Messages of the public forms' checks. The contact and trial forms keep the original site's English texts here. */
  validation: {
    localeRequired: "Dil gereklidir (tr, en veya de)",
    invalidValue: "Bu değer geçerli değil",
    nameRequired: "Ad Soyad gereklidir",
    phoneRequired: "Telefon numarası gereklidir",
    phoneInvalid: "Bu telefon numarası seçilen ülke için geçerli değil. Lütfen ülke koduyla yazın (ör. +90 532 123 45 67).",
    emailInvalid: "Geçerli bir e-posta adresi girin",
    countryRequired: "Lütfen ülkenizi seçin",
    countryInvalid: "Lütfen listeden bir ülke seçin",
    productRequired: "Lütfen en az bir ürün ekleyin",
    productUnknown: "Bu ürün artık listede yok. Lütfen listeden bir ürün seçin.",
    duplicateProduct: "Bir ürün yalnızca bir kez eklenebilir",
    quantityMin: "Miktar en az 1 kg olmalıdır",
    quantityMax: "Miktar en fazla {{max}} kg olabilir",
    packSizeRange: "Paket boyutu 0,5 ile 100.000 kg arasında olmalıdır",
    numberInvalid: "Lütfen bir sayı girin",
    tooLong: "En fazla {{max}} karakter girilebilir",
    trialFullNameRequired: "Full name is required",
    trialPhoneRequired: "Phone number is required",
    trialEmailInvalid: "Please enter a valid email address",
    trialProductRequired: "Please select at least one product",
    trialQuantityMin: "Quantity must be at least 1kg",
    trialQuantityMax: "Miktar en fazla {{max}} kg olabilir",
    termsRequired: "You must accept the terms",
    contactNameMin: "Name must be at least 2 characters",
    contactEmailInvalid: "Please enter a valid email address",
    subjectRequired: "Subject is required",
    messageMin: "Message must be at least 10 characters",
    messageRequired: "Mesaj gereklidir",
  },

  /** The e-mails a lead causes: the sales team's notification (always Turkish) and the visitor's confirmation. */
  emails: {
    kinds: {
      quote: "Teklif talebi",
      trial: "Deneme paketi talebi",
      contact: "İletişim mesajı",
    },
    notification: {
      subjects: {
        quote: "Yeni teklif talebi: {{who}}",
        trial: "Yeni deneme paketi talebi: {{who}}",
        contact: "Yeni iletişim mesajı: {{who}}",
      },
      kind: "Tür",
      name: "Ad Soyad",
      company: "Firma",
      email: "E-posta",
      phone: "Telefon",
      country: "Ülke",
      cityDistrict: "Şehir / İlçe",
      address: "Adres",
      subject: "Konu",
      priority: "Öncelik",
      language: "Dil",
      page: "Sayfa",
      referrer: "Geldiği yer",
      campaign: "Kampanya",
      date: "Tarih",
      adminLink: "Yönetim panelinde görüntüle",
      requestText: "Talep metni",
    },
    confirmation: {
      hello: "Merhaba,",
      closing: "Saygılarımızla,",
      reference: "Talep numarası",
      date: "Tarih",
      request: "Talep",
      products: "Ürünler",
      subjects: {
        quote: "Teklif talebiniz alındı",
        trial: "Deneme paketi talebiniz alındı",
        contact: "Mesajınız alındı",
      },
      bodies: {
        quote: "Teklif talebinizi aldık. 24 saat içinde size dönüş yapacağız.",
        trial: "Deneme paketi talebinizi aldık. Ödeme detayları için size ulaşacağız.",
        contact: "Mesajınızı aldık. En kısa sürede size dönüş yapacağız.",
      },
    },
  },

  /** Answers of the public JSON API (POST /api/rfq, /api/trial-package, /api/contact). */
  api: {
    quoteReceived: "Teklif talebiniz alındı.",
    trialReceived: "Deneme paketi talebiniz alındı.",
    messageReceived: "Mesajınız alındı.",
    usePost: "Bu adres yalnızca POST kabul eder.",
    sendJson: "Gövdeyi JSON olarak gönderin (Content-Type: application/json).",
    invalidJson: "Gövde geçerli bir JSON değil.",
    tooManyRequests: "Çok fazla istek gönderildi. Lütfen {{minutes}} dakika sonra tekrar deneyin.",
    unavailable: "Hizmet geçici olarak kullanılamıyor. Lütfen tekrar deneyin.",
  },

  common: {
    loading: "Yükleniyor...",
    error: "Bir hata oluştu",
    errorTitle: "Hata",
    tryAgain: "Tekrar Dene",
    back: "Geri",
    send: "Gönder",
    sending: "Gönderiliyor...",
    required: "Zorunlu",
    optional: "İsteğe bağlı",
    yes: "Evet",
    no: "Hayır",
    close: "Kapat",
    success: "Başarılı",
    opensInNewTab: "(yeni sekmede açılır)",
    whatsappGreeting: "Merhaba, kuru incir ürünleriniz hakkında bilgi almak istiyorum.",
    rateLimited: "Çok fazla istek gönderildi. Lütfen birkaç dakika sonra tekrar deneyin.",
  },
} as const;

export default tr;
