import confirmation from './confirmation/tr'
import orders from './orders/tr'
import refusals from './refusals/tr'
import requests from './requests/tr'

const tr = {
  meta: {
    siteName: 'Aydın Kuru İncir',
    defaultTitle: "Aydın Kuru İncir | Köşk'ten Toptan ve İhracat Kuru İncir",
    defaultDescription:
      "{{foundingYear}}'ten bu yana Köşk, Aydın'da kuru incir üretiyoruz. Coğrafi işaretli Aydın inciri; toptan satış, ihracat, kalibre edilmiş ürünler ve deneme paketi.",
    defaultKeywords:
      'kuru incir, Aydın inciri, toptan kuru incir, kuru incir ihracatı, Köşk incir, organik kuru incir, Lerida, Protoben, deneme paketi',
    ogLocale: 'tr_TR',
  },

  nav: {
    home: 'Ana Sayfa',
    corporate: 'Kurumsal',
    about: 'Hakkımızda',
    origin: 'Menşe',
    export: 'İhracat',
    calibration: 'Kalibrasyon',
    customers: 'Müşterilerimiz',
    products: 'Ürünler',
    blog: 'Blog',
    quality: 'Kalite',
    contact: 'İletişim',
    trialPackage: 'Deneme Paketi',
    faq: 'Sıkça Sorulan Sorular',
    rfq: 'Teklif Al',
    allProducts: 'Tüm Ürünler...',
    menu: 'Menü',
    mainMenu: 'Ana menü',
    breadcrumb: 'Sayfa yolu',
    openMenu: 'Menüyü aç',
    closeMenu: 'Menüyü kapat',
    skipToContent: 'İçeriğe geç',
  },

  language: {
    suggestion: 'Bu sayfa Türkçe olarak da var.',
    suggestionSwitch: 'Türkçe oku',
    suggestionDismiss: 'Hayır, teşekkürler',
    label: 'Dil',
    tr: 'Türkçe',
    en: 'English',
    de: 'Deutsch',
  },

  hero: {
    title1: "Aydın'ın Güneşinde Kurutulan Doğal İncir",
    ctaProducts: 'Ürünleri İncele',
    ctaQuote: 'Teklif Al',
  },

  home: {
    viewAllProducts: 'Tüm Ürünleri Gör',
    trial: {
      cta: 'Deneme Paketi İste',
    },
    readMore: 'Devamını Oku',
    minutesRead: '{{minutes}} dk',
  },

  badges: {
    organic: 'Organik',
    natural: 'Doğal',
    laurel: 'Defne Yapraklı',
    geographicIndication: 'Coğrafi İşaretli',
  },

  products: {
    title: 'Ürünlerimiz',
    subtitle: "Aydın'ın güneşinde kurutulmuş, kalibre edilmiş ve özenle paketlenmiş kuru incir çeşitlerimiz.",
    filters: {
      all: 'Tümü',
      organic: 'Organik',
      natural: 'Doğal',
      laurel: 'Defne Yapraklı',
      pack1020: '10-20 kg Paket',
    },
    empty: 'Bu filtre için ürün bulunamadı.',
    loadError: 'Bir hata oluştu',
    tryAgain: 'Tekrar Dene',
    notFound: 'Ürün bulunamadı.',
    backToProducts: 'Ürünlere Dön',
    viewDetails: 'Detayları Gör',
    description: 'Ürün Açıklaması',
    type: 'Tür',
    packSizes: 'Paket Boyutları',
    moisture: 'Nem Oranı',
    moistureRange: '%{{min}} - %{{max}}',
    calibres: 'Kalibreler',
    palletInfo: 'Palet Bilgisi',
    priceTable: {
      title: 'Fiyat Aralıkları',
      calibre: 'Kalibre',
      quantity: 'Miktar (kg)',
      cash: 'Peşin',
      credit: 'Vadeli',
      unit: 'USD/kg',
      basis: 'Fiyat esası: {{basis}}',
      note: 'Fiyatlar bilgi amaçlıdır; kesin fiyat için lütfen teklif isteyin.',
      onRequest: 'Fiyat talep üzerine',
    },
    getQuote: 'Teklif Al',
    trialPackage: 'Deneme Paketi',
    specSheet: 'Ürün Spesifikasyonu (PDF)',
    coa: 'Analiz Sertifikası (COA)',
    previousImage: 'Önceki görsel',
    nextImage: 'Sonraki görsel',
    thumbnail: 'Görsel {{index}}',
    kg: 'kg',
    more: 'daha fazla',
    filterLabel: 'Ürünleri filtrele',
  },

  specSheet: {
    title: 'Ürün Spesifikasyonu',
    details: 'Ürün Bilgileri',
    calibreName: 'Seri',
    piecesPerKg: 'Adet/kg',
    origin: 'Menşe',
    originValue: 'Aydın, Türkiye – coğrafi işaretli Aydın inciri',
    hsCode: 'GTİP (HS kodu)',
    certifications: 'Sertifikalar',
    pricesAsOf: 'Fiyat tarihi: {{date}}',
    noPrices: 'Güncel fiyatlar için lütfen teklif isteyin.',
    website: 'Web sitesi',
    updated: 'Güncelleme: {{date}}',
    page: 'Sayfa {{page}} / {{pages}}',
  },

  certificates: {
    body: 'Belgelendirme kuruluşu',
    number: 'Sertifika no.',
    validUntil: 'Geçerlilik: {{date}} tarihine kadar',
    download: 'PDF indir',
    schemes: {
      organic: 'Organik',
      other: 'Diğer sertifika',
    },
  },

  quality: {
    title: 'Kalite ve Gıda Güvenliği',
    subtitle: 'Bahçeden sofraya her aşamada kontrol: güvenli, izlenebilir ve standartlara uygun kuru incir.',
    documents: {
      colDocument: 'Belge',
      colDescription: 'Açıklama',
      colDuration: 'Hazırlanma Süresi',
      sample: 'Örneği indir (PDF)',
    },
  },

  origin: {
    title: 'Aydın İncirinin Menşei',
    subtitle: 'Dünyanın en değerli kuru incirleri, Büyük Menderes havzasının güneşli yamaçlarında yetişir.',
  },

  export: {
    title: 'İhracat',
    subtitle: "Aydın'ın kuru incirini dünyanın dört bir yanındaki alıcılara güvenle ulaştırıyoruz.",
    hsCodes: {
      colCode: 'Kod',
      colDescription: 'Açıklama',
      fresh: 'Taze incir',
      dried: 'Kuru incir',
    },
  },

  about: {
    metaTitle: "Hakkımızda | Aydın Kuru İncir – {{foundingYear}}'ten Beri Köşk'te",
    metaDescription:
      "{{foundingYear}}'te Köşk, Aydın'da kurulan firmamız, {{yearsInTrade}} yılı aşkın tecrübesiyle coğrafi işaretli Aydın kuru incirini üretiyor ve dünyaya ulaştırıyor.",
    metaKeywords: 'hakkımızda, Aydın inciri, Köşk, kuru incir üreticisi, {{foundingYear}}, coğrafi işaret, toptan kuru incir',
    heading: 'Hakkımızda',
  },

  calibration: {
    metaTitle: 'İncir Kalibrasyonu: A1–A11 Boy Sınıfları | Aydın Kuru İncir',
    metaDescription:
      "Kuru incirde kalibrasyon nedir? Kilogramdaki adet sayısına göre A1'den A11'e 11 boy sınıfı ve doğru kalibre seçiminin önemi.",
    title: 'Kuru İncir Kalibrasyonu',
    colCode: 'Kod',
    colName: 'Ad',
    colPieces: 'Adet/kg',
  },

  contact: {
    title: 'İletişim',
    subtitle: 'Sorularınız, toptan siparişleriniz ve iş birlikleri için bize ulaşın.',
    form: {
      title: 'Bize Yazın',
      name: 'Ad Soyad',
      email: 'E-posta',
      phone: 'Telefon',
      phoneOptional: 'Telefon (isteğe bağlı)',
      subject: 'Konu',
      message: 'Mesajınız',
      send: 'Gönder',
      sending: 'Gönderiliyor...',
    },
    errorText: 'Mesaj gönderilemedi. Lütfen tekrar deneyin.',
    info: {
      title: 'İletişim Bilgileri',
      address: 'Adres',
      phone: 'Telefon',
      email: 'E-posta',
      whatsapp: 'WhatsApp',
    },
    hours: {
      title: 'Çalışma Saatleri',
    },
    location: {
      title: 'Konum',
      addressLine: 'Köşk, Aydın, Türkiye',
      openInMaps: 'Haritada Aç',
      mapTitle: 'Konum haritası',
      consentText: "Harita Google Maps'ten gelir ve yalnızca siz istediğinizde yüklenir; o zaman Google IP adresinizi alır.",
      privacyLink: 'Gizlilik politikası',
      loadMap: 'Haritayı göster',
      withoutScript: "Haritayı yukarıdaki bağlantıyla Google Maps'te açabilirsiniz.",
    },
  },

  rfq: {
    title: 'Teklif İste',
    subtitle: 'Ürün, miktar ve kalibre tercihlerinizi paylaşın; size özel teklifimizi 24 saat içinde iletelim.',
    contactSection: 'İletişim Bilgileri',
    productsSection: 'Ürünler',
    labels: {
      name: 'Ad Soyad',
      company: 'Firma',
      email: 'E-posta',
      phone: 'Telefon',
      city: 'İl',
      town: 'Şehir',
      district: 'İlçe',
      address: 'Adres',
      details: 'Ek Detaylar',
      product: 'Ürün',
      quantityKg: 'Miktar (kg)',
      calibre: 'Kalibre',
      packSize: 'Paket Boyutu (kg)',
      packagingType: 'Ambalaj Tipi',
      deliveryDate: 'İstenen Teslim Tarihi',
      notes: 'Notlar',
      country: 'Ülke',
      message: 'Mesaj',
    },
    chooseCity: 'İl seçin',
    chooseDistrict: 'İlçe seçin',
    showDistricts: 'İlçeleri göster',
    chooseCountry: 'Ülke seçin',
    applyCountry: 'Uygula',
    phoneHint: 'Numara seçilen ülkeden değilse ülke koduyla yazın (ör. +49 30 1234567).',
    addProduct: 'Ürün Ekle',
    pickerTitle: 'Ürün Seçin',
    alreadyAdded: 'Eklendi',
    remove: 'Kaldır',
    formTitle: 'Teklif Formu',
    noProductsSelected: 'Henüz ürün seçilmedi.',
    submit: 'Teklif İste',
    sending: 'Gönderiliyor...',
    errorText: 'Bir hata oluştu. Lütfen tekrar deneyin.',
    summary: {
      title: 'Seçilen ürünler:',
      product: '{{index}}. {{title}}',
      calibre: 'Kalibrasyon: {{value}}',
      quantity: 'Miktar: {{value}} kg',
      packSize: 'Paket boyutu: {{value}} kg',
      details: 'Müşteri notu:',
    },
    seo: {
      breadcrumbHome: 'Ana Sayfa',
      breadcrumbQuote: 'Teklif Talebi',
      serviceName: 'Toptan Kuru İncir Teklifi',
      serviceDescription:
        'Aydın kuru inciri için ürün, kalibre, miktar ve paket boyutuna göre 24 saat içinde hazırlanan ücretsiz toptan fiyat teklifi.',
    },
  },

  trial: {
    title: 'Deneme Paketi',
    subtitle:
      'Büyük bir siparişten önce ürünlerimizi küçük miktarlarda deneyin. Ödeme banka havalesi ile yapılır, teslimat 2-3 gün içinde gerçekleşir.',
    formTitle: 'Deneme Paketi Talep Formu',
    productsTitle: 'Ürün Seçimi',
    contactTitle: 'İletişim Bilgileri',
    labels: {
      fullName: 'Ad Soyad',
      phone: 'Telefon',
      email: 'E-posta (isteğe bağlı)',
      company: 'Firma (isteğe bağlı)',
      country: 'Ülke',
      address: 'Teslimat Adresi',
      product: 'Ürün',
      selectProduct: 'Ürün seçin',
      calibre: 'Kalibre',
      quantity: 'Miktar (kg)',
      notes: 'Notlar',
    },
    addRow: 'Ürün Ekle',
    removeRow: 'Satırı Kaldır',
    rowTitle: 'Ürün {{number}}',
    showCalibres: 'Kalibreleri göster',
    chooseCountry: 'Ülke seçin',
    phoneHint: 'Numara seçilen ülkeden değilse ülke koduyla yazın (ör. +49 30 1234567).',
    totalKg: 'Toplam: {{total}} kg',
    agreement: 'Deneme paketi koşullarını okudum ve kabul ediyorum.',
    /** The words of `agreement` that link to the terms page (exactly as they appear there). */
    agreementLink: 'Deneme paketi koşullarını',
    cost: {
      rowPrice: 'Tahmini fiyat: {{price}} USD/kg · {{quantity}} kg için yaklaşık {{amount}} USD',
      rowNoPrice: 'Bu kalibre için henüz fiyat listelenmedi: fiyatını ödeme detaylarıyla birlikte bildiririz.',
      total: 'Ürünlerin tahmini toplamı: yaklaşık {{amount}} USD',
    },
    submit: 'Deneme Paketi İste',
    sending: 'Gönderiliyor...',
    failure: 'Talebiniz gönderilemedi. Lütfen tekrar deneyin.',
    message: {
      title: 'Deneme paketi talebi',
      total: 'Toplam miktar: {{total}} kg',
      payment: 'Ödeme yöntemi: Banka havalesi',
      products: 'Ürünler:',
      address: 'Adres: {{address}}',
      notes: 'Notlar: {{notes}}',
    },
  },

  faq: {
    title: 'Sıkça Sorulan Sorular',
    subtitle: 'Toptan alım, teslimat, ürünler ve iadeler hakkında merak ettikleriniz.',
    contactCta: 'Bize Ulaşın',
    chatCta: "WhatsApp'tan Yazın",
  },

  legal: {
    identity: {
      title: 'Satıcının Kimliği',
      name: 'Ticaret unvanı',
      address: 'Adres',
      phone: 'Telefon',
      email: 'E-posta',
      taxOffice: 'Vergi dairesi',
      taxNumber: 'Vergi numarası',
      tradeRegistryNumber: 'Ticaret sicil numarası',
      responsiblePerson: 'Sorumlu kişi',
    },
    terms: {
      title: 'Kullanım Koşulları',
      metaDescription:
        'Teklif, deneme paketi ve iletişim formlarını kullananlar dahil sitemizin tüm ziyaretçileri için geçerli kullanım koşulları.',
      updated: 'Son güncelleme: {{date}}',
    },
    privacy: {
      title: 'Gizlilik Politikası',
      metaDescription:
        'Kişisel verilerinizi KVKK ve GDPR kapsamında nasıl işlediğimiz, ne kadar sakladığımız ve haklarınızı nasıl kullanacağınız.',
      updated: 'Son güncelleme: {{date}}',
    },
    returns: {
      title: 'İade Koşulları',
      metaDescription:
        'İade talepleri, ürünün teslim tarihinden itibaren 7 gün içinde iletilmelidir. Bu süre geçtikten sonra yapılan talepler değerlendirmeye alınmaz.',
      updated: 'Son güncelleme: {{date}}',
    },
    seller: {
      title: 'Satıcı Bilgileri',
      metaDescription:
        "{{foundingYear}}'ten beri Köşk, Aydın'da kuru incir üreten, işleyen ve ihraç eden satıcının bilgileri ve iletişim adresleri.",
      updated: 'Son güncelleme: {{date}}',
    },
    customers: {
      title: 'Müşterilerimiz',
      metaDescription:
        "Türkiye'de ve yurt dışında {{customers}}'den fazla aktif müşterimiz ve {{foundingYear}}'ten bu yana süren iş birliklerimiz.",
      updated: 'Son güncelleme: {{date}}',
    },
    'trial-terms': {
      title: 'Deneme Paketi Koşulları',
      metaDescription:
        'Deneme paketi nasıl işler: ürün başına en az 1 kg, tahmini USD/kg fiyatlar, gönderimden önce havale, ücretsiz kargo ve 7 gün içinde kalite bildirimi.',
      updated: 'Son güncelleme: {{date}}',
    },
  },

  blog: {
    title: 'Blog',
    subtitle: 'Kuru incir, hasat, kalite ve sağlıklı beslenme üzerine yazılar.',
    empty: 'Henüz yayınlanmış bir yazı bulunmuyor.',
    readMore: 'Devamını Oku',
    backToBlog: 'Bloga Dön',
    notFound: 'Yazı bulunamadı.',
    notFoundText: 'Aradığınız yazı kaldırılmış veya hiç var olmamış olabilir.',
    minutesRead: '{{minutes}} dk',
    keywords: 'Etiketler',
    onlyIn: 'Bu yazı yalnızca {{language}} olarak yayımlandı.',
  },

  cta: {
    trial: 'Deneme Paketi',
    quote: 'Teklif Al',
    whatsapp: 'WhatsApp ile Yazın',
  },

  footer: {
    products: 'Ürünler',
    company: 'Kurumsal',
    contactTitle: 'İletişim',
    legal: 'Yasal',
    address: 'Adres',
    phone: 'Telefon',
    email: 'E-posta',
    rights: '© {{year}} {{name}}. Tüm hakları saklıdır.',
    followUs: 'Bizi Takip Edin',
    sellerLink: 'Satıcı Bilgileri',
  },

  notFound: {
    title: 'Sayfa Bulunamadı',
    text: 'Aradığınız sayfa taşınmış, kaldırılmış veya hiç var olmamış olabilir.',
    backHome: 'Ana Sayfaya Dön',
  },

  unavailable: {
    title: 'Geçici olarak ulaşılamıyor',
    text: 'Teknik bir sorun nedeniyle bu sayfayı şu anda gösteremiyoruz. Sorunu gideriyoruz; lütfen birkaç dakika sonra tekrar deneyin.',
    contact: 'Bize her zaman doğrudan ulaşabilirsiniz:',
  },

  forms: {
    controlCharacters: 'Bu alanda görünmeyen kontrol karakterleri var. Lütfen bunları silip yeniden gönderin.',
    lineBreak: 'Bu alan tek satır olmalıdır.',
    tooManyLines: 'En fazla {{max}} ürün satırı eklenebilir.',
    invalidRequest: 'Geçersiz istek.',
    invalidAction: 'Bu işlem yapılamadı. Lütfen formu kontrol edip yeniden gönderin.',
  },

  /** Messages of the public forms' checks. The contact and trial forms keep the original site's English texts here. */
  validation: {
    incotermInvalid: 'Lütfen Incoterms 2020 kurallarından birini seçin',
    periodInvalid: 'Lütfen geçerli bir ay veya tarih girin',
    periodEither: 'Lütfen bir ay ya da bir tarih aralığı girin, ikisini birden değil',
    periodRange: 'Lütfen aralığın ilk ve son gününü girin',
    periodOrder: 'Son gün ilk günden önce olamaz',
    periodPast: 'Teslim dönemi geçmişte olamaz',
    vatInvalid: 'Bu KDV numarası seçilen AB ülkesine uymuyor (ör. DE123456789)',
    localeRequired: 'Dil gereklidir (tr, en veya de)',
    invalidValue: 'Bu değer geçerli değil',
    nameRequired: 'Ad Soyad gereklidir',
    phoneRequired: 'Telefon numarası gereklidir',
    phoneInvalid: 'Bu telefon numarası seçilen ülke için geçerli değil. Lütfen ülke koduyla yazın (ör. +90 532 123 45 67).',
    emailInvalid: 'Geçerli bir e-posta adresi girin',
    countryRequired: 'Lütfen ülkenizi seçin',
    countryInvalid: 'Lütfen listeden bir ülke seçin',
    productRequired: 'Lütfen en az bir ürün ekleyin',
    productUnknown: 'Bu ürün artık listede yok. Lütfen listeden bir ürün seçin.',
    duplicateProduct: 'Bir ürün yalnızca bir kez eklenebilir',
    quantityMin: 'Miktar en az 1 kg olmalıdır',
    quantityMax: 'Miktar en fazla {{max}} kg olabilir',
    packSizeRange: 'Paket boyutu 0,5 ile 100.000 kg arasında olmalıdır',
    numberInvalid: 'Lütfen bir sayı girin',
    tooLong: 'En fazla {{max}} karakter girilebilir',
    trialFullNameRequired: 'Lütfen adınızı ve soyadınızı girin',
    trialPhoneRequired: 'Lütfen telefon numaranızı girin',
    trialEmailInvalid: 'Lütfen geçerli bir e-posta adresi girin',
    trialProductRequired: 'Lütfen en az bir ürün seçin',
    trialQuantityMin: 'Miktar en az 1 kg olmalıdır',
    trialQuantityMax: 'Miktar en fazla {{max}} kg olabilir',
    termsRequired: 'Devam etmek için koşulları kabul etmelisiniz',
    contactNameMin: 'Ad en az 2 karakter olmalıdır',
    contactEmailInvalid: 'Lütfen geçerli bir e-posta adresi girin',
    subjectRequired: 'Lütfen bir konu girin',
    messageMin: 'Mesaj en az 10 karakter olmalıdır',
    messageRequired: 'Mesaj gereklidir',
  },

  /** The e-mails a lead causes: the sales team's notification (always Turkish) and the visitor's confirmation. */
  emails: {
    kinds: {
      quote: 'Teklif talebi',
      trial: 'Deneme paketi talebi',
      contact: 'İletişim mesajı',
    },
    notification: {
      subjects: {
        quote: 'Yeni teklif talebi: {{who}}',
        trial: 'Yeni deneme paketi talebi: {{who}}',
        contact: 'Yeni iletişim mesajı: {{who}}',
      },
      kind: 'Tür',
      name: 'Ad Soyad',
      company: 'Firma',
      email: 'E-posta',
      phone: 'Telefon',
      country: 'Ülke',
      cityDistrict: 'Şehir / İlçe',
      address: 'Adres',
      subject: 'Konu',
      priority: 'Öncelik',
      language: 'Dil',
      page: 'Sayfa',
      referrer: 'Geldiği yer',
      campaign: 'Kampanya',
      date: 'Tarih',
      adminLink: 'Yönetim panelinde görüntüle',
      requestText: 'Talep metni',
    },
    confirmation: {
      privateLink: 'Talebinizi izleyebileceğiniz, teklifimizi görüp yanıtlayabileceğiniz özel bağlantı (lütfen paylaşmayın)',
      hello: 'Merhaba,',
      closing: 'Saygılarımızla,',
      reference: 'Talep numarası',
      date: 'Tarih',
      request: 'Talep',
      products: 'Ürünler',
      subjects: {
        quote: 'Teklif talebiniz alındı',
        trial: 'Deneme paketi talebiniz alındı',
        contact: 'Mesajınız alındı',
      },
      bodies: {
        quote: 'Teklif talebinizi aldık. 24 saat içinde size dönüş yapacağız.',
        trial: 'Deneme paketi talebinizi aldık. Ödeme detayları için size ulaşacağız.',
        contact: 'Mesajınızı aldık. En kısa sürede size dönüş yapacağız.',
      },
    },
  },

  /** Answers of the public JSON API (POST /api/rfq, /api/trial-package, /api/contact). */
  api: {
    quoteReceived: 'Teklif talebiniz alındı.',
    trialReceived: 'Deneme paketi talebiniz alındı.',
    messageReceived: 'Mesajınız alındı.',
    usePost: 'Bu adres yalnızca POST kabul eder.',
    sendJson: 'Gövdeyi JSON olarak gönderin (Content-Type: application/json).',
    invalidJson: 'Gövde geçerli bir JSON değil.',
    tooManyRequests: 'Çok fazla istek gönderildi. Lütfen {{minutes}} dakika sonra tekrar deneyin.',
    unavailable: 'Hizmet geçici olarak kullanılamıyor. Lütfen tekrar deneyin.',
  },

  /** Notices after an action (app/ui/toast*.tsx): their region (F8 moves there), one notice, its close button. */
  notices: {
    region: 'Bildirimler',
    item: 'Bildirim',
    close: 'Bildirimi kapat',
  },

  requests,
  orders,

  confirmation,

  refusals,

  common: {
    previewDraft:
      'Önizleme: bu sayfa kaydedilmiş taslağı gösteriyor; ziyaretçiler yayındaki hâlini görür. Bağlantı yalnızca sizin için ve kısa süre geçerlidir.',
    loading: 'Yükleniyor...',
    error: 'Bir hata oluştu',
    errorTitle: 'Hata',
    tryAgain: 'Tekrar Dene',
    back: 'Geri',
    send: 'Gönder',
    sending: 'Gönderiliyor...',
    required: 'Zorunlu',
    optional: 'İsteğe bağlı',
    yes: 'Evet',
    no: 'Hayır',
    close: 'Kapat',
    success: 'Başarılı',
    opensInNewTab: '(yeni sekmede açılır)',
    whatsappGreeting: 'Merhaba, kuru incir ürünleriniz hakkında bilgi almak istiyorum.',
    rateLimited: 'Çok fazla istek gönderildi. Lütfen birkaç dakika sonra tekrar deneyin.',
  },

  /** The declared lead fields (app/features/leads/lead-fields.ts): each field's label, hint and choices. */
  leadFields: {
    section: 'Teslim koşulları',
    sectionHint: 'İsteğe bağlı: satın aldığınız koşullar. Teklifimizi bunlara göre hazırlarız.',
    incoterm: {
      label: 'Teslim şekli (Incoterms® 2020)',
      choose: 'Tercih yok',
      options: {
        EXW: 'EXW – İş yerinde teslim',
        FCA: 'FCA – Taşıyıcıya teslim',
        CPT: 'CPT – Taşıma ödenmiş olarak teslim',
        CIP: 'CIP – Taşıma ve sigorta ödenmiş olarak teslim',
        DAP: 'DAP – Belirlenen yerde teslim',
        DPU: 'DPU – Belirlenen yerde boşaltılmış olarak teslim',
        DDP: 'DDP – Gümrük vergileri ödenmiş olarak teslim',
        FAS: 'FAS – Gemi doğrultusunda masrafsız teslim',
        FOB: 'FOB – Gemide masrafsız teslim',
        CFR: 'CFR – Masraflar ve navlun',
        CIF: 'CIF – Masraflar, sigorta ve navlun',
      },
    },
    namedPlace: {
      label: 'Teslim yeri veya limanı',
      hint: 'Teslim şeklinizin yeri, ör. CIF Hamburg için Hamburg',
    },
    deliveryPeriod: {
      label: 'İstenen teslim dönemi',
      month: 'Ay',
      or: 'veya bir tarih aralığı:',
      from: 'Başlangıç',
      to: 'Bitiş',
      hint: 'Bir ay (YYYY-AA, ör. 2027-03) ya da bir aralığın ilk ve son günü.',
    },
    vatNumber: {
      label: 'KDV numarası (VAT)',
      hint: 'AB’deki alıcılar: KDV kimlik numaranız, ör. DE123456789.',
    },
  },

  /** The honeypot field of the public forms: only bots read its label (it is hidden from people). */
  formGuard: {
    honeypotLabel: 'Web sitesi',
  },
} as const

export default tr
