import confirmation from './confirmation/de'
import orders from './orders/de'
import refusals from './refusals/de'
import requests from './requests/de'

const de = {
  meta: {
    siteName: 'Aydın Trockenfeigen',
    defaultTitle: 'Aydın Trockenfeigen | Großhandel und Export aus Köşk',
    defaultDescription:
      'Seit {{foundingYear}} produzieren wir getrocknete Feigen in Köşk, Aydın. Aydın-Feigen mit geografischer Angabe für Großhandel und Export, kalibrierte Ware und Probepakete.',
    defaultKeywords:
      'getrocknete Feigen, Trockenfeigen, Aydın Feigen, Feigen Großhandel, Feigen Export, türkische Feigen, Bio-Feigen, Lerida, Protoben, Probepaket',
    ogLocale: 'de_DE',
  },

  nav: {
    home: 'Startseite',
    corporate: 'Unternehmen',
    about: 'Über uns',
    origin: 'Herkunft',
    export: 'Export',
    calibration: 'Kalibrierung',
    customers: 'Unsere Kunden',
    products: 'Produkte',
    blog: 'Blog',
    quality: 'Qualität',
    contact: 'Kontakt',
    trialPackage: 'Probepaket',
    faq: 'Häufige Fragen',
    rfq: 'Angebot anfordern',
    allProducts: 'Alle Produkte...',
    menu: 'Menü',
    mainMenu: 'Hauptmenü',
    breadcrumb: 'Brotkrümelnavigation',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
    skipToContent: 'Zum Inhalt springen',
  },

  language: {
    suggestion: 'Diese Seite gibt es auch auf Deutsch.',
    suggestionSwitch: 'Auf Deutsch lesen',
    suggestionDismiss: 'Nein, danke',
    label: 'Sprache',
    tr: 'Türkçe',
    en: 'English',
    de: 'Deutsch',
  },

  hero: {
    title1: 'Natürliche Feigen, getrocknet in der Sonne von Aydın',
    ctaProducts: 'Produkte ansehen',
    ctaQuote: 'Angebot anfordern',
  },

  home: {
    viewAllProducts: 'Alle Produkte ansehen',
    trial: {
      cta: 'Probepaket anfordern',
    },
    readMore: 'Weiterlesen',
    minutesRead: '{{minutes}} Min. Lesezeit',
  },

  badges: {
    organic: 'Bio',
    natural: 'Natur',
    laurel: 'Mit Lorbeerblättern verpackt',
    geographicIndication: 'Geografische Angabe',
  },

  products: {
    title: 'Unsere Produkte',
    subtitle: 'Unsere Trockenfeigen: in der Sonne von Aydın getrocknet, kalibriert und sorgfältig verpackt.',
    filters: {
      all: 'Alle',
      organic: 'Bio',
      natural: 'Natur',
      laurel: 'Mit Lorbeer',
      pack1020: '10-20-kg-Packungen',
    },
    empty: 'Für diesen Filter wurden keine Produkte gefunden.',
    loadError: 'Ein Fehler ist aufgetreten',
    tryAgain: 'Erneut versuchen',
    notFound: 'Produkt nicht gefunden.',
    backToProducts: 'Zurück zu den Produkten',
    viewDetails: 'Details ansehen',
    description: 'Produktbeschreibung',
    type: 'Sorte',
    packSizes: 'Packungsgrößen',
    moisture: 'Feuchtigkeit',
    moistureRange: '{{min}} % - {{max}} %',
    calibres: 'Kaliber',
    palletInfo: 'Paletteninformation',
    priceTable: {
      title: 'Preisspannen',
      calibre: 'Kaliber',
      quantity: 'Menge (kg)',
      cash: 'Vorkasse',
      credit: 'Zahlungsziel',
      unit: 'USD/kg',
      basis: 'Preisbasis: {{basis}}',
      note: 'Die Preise sind unverbindlich; für einen verbindlichen Preis fordern Sie bitte ein Angebot an.',
      onRequest: 'Preis auf Anfrage',
    },
    getQuote: 'Angebot anfordern',
    trialPackage: 'Probepaket',
    specSheet: 'Produktspezifikation (PDF)',
    coa: 'Analysezertifikat (COA)',
    previousImage: 'Vorheriges Bild',
    nextImage: 'Nächstes Bild',
    thumbnail: 'Bild {{index}}',
    kg: 'kg',
    more: 'mehr',
    filterLabel: 'Produkte filtern',
  },

  specSheet: {
    title: 'Produktspezifikation',
    details: 'Produktdaten',
    calibreName: 'Bezeichnung',
    piecesPerKg: 'Stück/kg',
    origin: 'Herkunft',
    originValue: 'Aydın, Türkei – Aydın-Feigen mit geografischer Angabe',
    hsCode: 'HS-Code (Zolltarifnummer)',
    certifications: 'Zertifizierungen',
    pricesAsOf: 'Preisstand: {{date}}',
    noPrices: 'Für aktuelle Preise fordern Sie bitte ein Angebot an.',
    website: 'Website',
    updated: 'Stand: {{date}}',
    page: 'Seite {{page}} von {{pages}}',
  },

  certificates: {
    body: 'Zertifizierungsstelle',
    number: 'Zertifikatsnummer',
    validUntil: 'Gültig bis {{date}}',
    download: 'PDF herunterladen',
    schemes: {
      organic: 'Bio',
      other: 'Weiteres Zertifikat',
    },
  },

  quality: {
    title: 'Qualität und Lebensmittelsicherheit',
    subtitle: 'Kontrolle auf jeder Stufe vom Garten bis zum Tisch: sichere, rückverfolgbare Trockenfeigen nach internationalen Standards.',
    documents: {
      colDocument: 'Dokument',
      colDescription: 'Beschreibung',
      colDuration: 'Bearbeitungszeit',
      sample: 'Muster herunterladen (PDF)',
    },
  },

  origin: {
    title: 'Die Herkunft der Aydın-Feige',
    subtitle: 'Einige der edelsten Trockenfeigen der Welt wachsen an den sonnigen Hängen des Büyük-Menderes-Beckens.',
  },

  export: {
    title: 'Export',
    subtitle: 'Wir liefern Trockenfeigen aus Aydın zuverlässig an Käufer in aller Welt.',
    hsCodes: {
      colCode: 'Code',
      colDescription: 'Beschreibung',
      fresh: 'Frische Feigen',
      dried: 'Getrocknete Feigen',
    },
  },

  about: {
    metaTitle: 'Über uns | Aydın Trockenfeigen – seit {{foundingYear}} in Köşk',
    metaDescription:
      '{{foundingYear}} in Köşk, Aydın gegründet, produzieren wir mit über {{yearsInTrade}} Jahren Erfahrung Aydın-Trockenfeigen mit geografischer Angabe und liefern sie in die ganze Welt.',
    metaKeywords: 'über uns, Aydın Feigen, Köşk, Trockenfeigen Hersteller, {{foundingYear}}, geografische Angabe, Trockenfeigen Großhandel',
    heading: 'Über uns',
  },

  calibration: {
    metaTitle: 'Feigen-Kalibrierung: Größen A1–A11 | Aydın Trockenfeigen',
    metaDescription:
      'Was bedeutet Kalibrierung bei Trockenfeigen? Die 11 Größenklassen von A1 bis A11 nach Stückzahl pro Kilogramm und warum das richtige Kaliber wichtig ist.',
    title: 'Kalibrierung getrockneter Feigen',
    colCode: 'Code',
    colName: 'Bezeichnung',
    colPieces: 'Stück pro kg',
  },

  contact: {
    title: 'Kontakt',
    subtitle: 'Kontaktieren Sie uns bei Fragen, Großhandelsbestellungen und Kooperationen.',
    form: {
      title: 'Schreiben Sie uns',
      name: 'Name',
      email: 'E-Mail',
      phone: 'Telefon',
      phoneOptional: 'Telefon (optional)',
      subject: 'Betreff',
      message: 'Ihre Nachricht',
      send: 'Senden',
      sending: 'Wird gesendet...',
    },
    errorText: 'Die Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
    info: {
      title: 'Kontaktinformationen',
      address: 'Adresse',
      phone: 'Telefon',
      email: 'E-Mail',
      whatsapp: 'WhatsApp',
    },
    hours: {
      title: 'Öffnungszeiten',
    },
    location: {
      title: 'Standort',
      addressLine: 'Köşk, Aydın, Türkiye',
      openInMaps: 'In Karten öffnen',
      mapTitle: 'Standortkarte',
      consentText: 'Die Karte stammt von Google Maps und wird erst geladen, wenn Sie es wünschen; dann erhält Google Ihre IP-Adresse.',
      privacyLink: 'Datenschutzerklärung',
      loadMap: 'Karte anzeigen',
      withoutScript: 'Öffnen Sie sie mit dem Link oben bei Google Maps.',
    },
  },

  rfq: {
    title: 'Angebot anfordern',
    subtitle:
      'Teilen Sie uns gewünschte Produkte, Mengen und Kaliber mit – Sie erhalten innerhalb von 24 Stunden ein individuelles Angebot.',
    contactSection: 'Kontaktdaten',
    productsSection: 'Produkte',
    labels: {
      name: 'Name',
      company: 'Firma',
      email: 'E-Mail',
      phone: 'Telefon',
      city: 'Provinz',
      town: 'Stadt',
      district: 'Bezirk',
      address: 'Adresse',
      details: 'Weitere Angaben',
      product: 'Produkt',
      quantityKg: 'Menge (kg)',
      calibre: 'Kaliber',
      packSize: 'Packungsgröße (kg)',
      packagingType: 'Verpackungsart',
      deliveryDate: 'Gewünschter Liefertermin',
      notes: 'Anmerkungen',
      country: 'Land',
      message: 'Nachricht',
    },
    chooseCity: 'Provinz wählen',
    chooseDistrict: 'Bezirk wählen',
    showDistricts: 'Bezirke anzeigen',
    chooseCountry: 'Land wählen',
    applyCountry: 'Übernehmen',
    phoneHint: 'Ist die Nummer nicht aus dem gewählten Land, bitte mit Ländervorwahl angeben (z. B. +43 1 2345678).',
    addProduct: 'Produkt hinzufügen',
    pickerTitle: 'Produkte auswählen',
    alreadyAdded: 'Hinzugefügt',
    remove: 'Entfernen',
    formTitle: 'Angebotsformular',
    noProductsSelected: 'Noch keine Produkte ausgewählt.',
    submit: 'Angebot anfordern',
    sending: 'Wird gesendet...',
    errorText: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
    summary: {
      title: 'Ausgewählte Produkte:',
      product: '{{index}}. {{title}}',
      calibre: 'Kalibrierung: {{value}}',
      quantity: 'Menge: {{value}} kg',
      packSize: 'Packungsgröße: {{value}} kg',
      details: 'Anmerkungen des Kunden:',
    },
    seo: {
      breadcrumbHome: 'Startseite',
      breadcrumbQuote: 'Angebotsanfrage',
      serviceName: 'Großhandelsangebot für Trockenfeigen',
      serviceDescription:
        'Ein kostenloses Großhandelsangebot für Aydın-Trockenfeigen nach Produkt, Kaliber, Menge und Packungsgröße – erstellt innerhalb von 24 Stunden.',
    },
  },

  trial: {
    title: 'Probepaket',
    subtitle:
      'Probieren Sie unsere Produkte in kleinen Mengen, bevor Sie groß bestellen. Die Zahlung erfolgt per Banküberweisung, die Lieferung dauert 2-3 Tage.',
    formTitle: 'Anfrageformular für das Probepaket',
    productsTitle: 'Produktauswahl',
    contactTitle: 'Kontaktdaten',
    labels: {
      fullName: 'Vollständiger Name',
      phone: 'Telefon',
      email: 'E-Mail (optional)',
      company: 'Firma (optional)',
      country: 'Land',
      address: 'Lieferadresse',
      product: 'Produkt',
      selectProduct: 'Produkt wählen',
      calibre: 'Kaliber',
      quantity: 'Menge (kg)',
      notes: 'Anmerkungen',
    },
    addRow: 'Produkt hinzufügen',
    removeRow: 'Zeile entfernen',
    rowTitle: 'Produkt {{number}}',
    showCalibres: 'Kaliber anzeigen',
    chooseCountry: 'Land wählen',
    phoneHint: 'Ist die Nummer nicht aus dem gewählten Land, bitte mit Ländervorwahl angeben (z. B. +43 1 2345678).',
    totalKg: 'Gesamt: {{total}} kg',
    agreement: 'Ich habe die Bedingungen für das Probepaket gelesen und akzeptiere sie.',
    /** The words of `agreement` that link to the terms page (exactly as they appear there). */
    agreementLink: 'Bedingungen für das Probepaket',
    cost: {
      rowPrice: 'Richtpreis: {{price}} USD/kg · etwa {{amount}} USD für {{quantity}} kg',
      rowNoPrice: 'Für dieses Kaliber ist noch kein Preis angegeben: Wir nennen ihn Ihnen mit den Zahlungsdetails.',
      total: 'Richtsumme für die Produkte: etwa {{amount}} USD',
    },
    submit: 'Probepaket anfordern',
    sending: 'Wird gesendet...',
    failure: 'Ihre Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
    message: {
      title: 'Anfrage Probepaket',
      total: 'Gesamtmenge: {{total}} kg',
      payment: 'Zahlungsart: Banküberweisung',
      products: 'Produkte:',
      address: 'Adresse: {{address}}',
      notes: 'Anmerkungen: {{notes}}',
    },
  },

  faq: {
    title: 'Häufig gestellte Fragen',
    subtitle: 'Wissenswertes zu Großeinkauf, Lieferung, Produkten und Rückgabe.',
    contactCta: 'Kontaktieren Sie uns',
    chatCta: 'Per WhatsApp schreiben',
  },

  legal: {
    identity: {
      title: 'Impressum',
      name: 'Firma',
      address: 'Anschrift',
      phone: 'Telefon',
      email: 'E-Mail',
      taxOffice: 'Finanzamt',
      taxNumber: 'Steuernummer',
      tradeRegistryNumber: 'Handelsregisternummer',
      responsiblePerson: 'Verantwortliche Person',
    },
    terms: {
      title: 'Nutzungsbedingungen',
      metaDescription: 'Die Nutzungsbedingungen für alle Besucher unserer Website und für Angebots-, Probepaket- und Kontaktanfragen.',
      updated: 'Zuletzt aktualisiert: {{date}}',
    },
    privacy: {
      title: 'Datenschutzerklärung',
      metaDescription:
        'Wie wir Ihre personenbezogenen Daten nach KVKK und DSGVO verarbeiten, wie lange wir sie speichern und welche Rechte Sie haben.',
      updated: 'Zuletzt aktualisiert: {{date}}',
    },
    returns: {
      title: 'Rückgabebedingungen',
      metaDescription:
        'Rückgabeanfragen müssen innerhalb von 7 Tagen nach der Lieferung gestellt werden. Später eingehende Anfragen können nicht berücksichtigt werden.',
      updated: 'Zuletzt aktualisiert: {{date}}',
    },
    seller: {
      title: 'Anbieterinformationen',
      metaDescription:
        'Der Verkäufer: Produzent, Verarbeiter und Exporteur getrockneter Feigen in Köşk, Aydın, seit {{foundingYear}}, mit Kontaktdaten.',
      updated: 'Zuletzt aktualisiert: {{date}}',
    },
    customers: {
      title: 'Unsere Kunden',
      metaDescription:
        'Mehr als {{customers}} aktive Kunden in der Türkei und im Ausland und Partnerschaften, die seit {{foundingYear}} bestehen.',
      updated: 'Zuletzt aktualisiert: {{date}}',
    },
    'trial-terms': {
      title: 'Bedingungen für das Probepaket',
      metaDescription:
        'So funktioniert das Probepaket: ab 1 kg je Produkt, Richtpreise in USD/kg, Überweisung vor dem Versand, kostenloser Versand, Reklamation binnen 7 Tagen.',
      updated: 'Zuletzt aktualisiert: {{date}}',
    },
  },

  blog: {
    title: 'Blog',
    subtitle: 'Beiträge über Trockenfeigen, Ernte, Qualität und gesunde Ernährung.',
    empty: 'Es wurden noch keine Beiträge veröffentlicht.',
    readMore: 'Weiterlesen',
    backToBlog: 'Zurück zum Blog',
    notFound: 'Beitrag nicht gefunden.',
    notFoundText: 'Der gesuchte Beitrag wurde möglicherweise entfernt oder hat nie existiert.',
    minutesRead: '{{minutes}} Min. Lesezeit',
    keywords: 'Schlagwörter',
    onlyIn: 'Dieser Artikel ist nur auf {{language}} verfügbar.',
  },

  cta: {
    trial: 'Probepaket',
    quote: 'Angebot anfordern',
    whatsapp: 'Per WhatsApp schreiben',
  },

  footer: {
    products: 'Produkte',
    company: 'Unternehmen',
    contactTitle: 'Kontakt',
    legal: 'Rechtliches',
    address: 'Adresse',
    phone: 'Telefon',
    email: 'E-Mail',
    rights: '© {{year}} {{name}}. Alle Rechte vorbehalten.',
    followUs: 'Folgen Sie uns',
    sellerLink: 'Impressum',
  },

  notFound: {
    title: 'Seite nicht gefunden',
    text: 'Die gesuchte Seite wurde möglicherweise verschoben oder entfernt oder hat nie existiert.',
    backHome: 'Zur Startseite',
  },

  unavailable: {
    title: 'Vorübergehend nicht erreichbar',
    text: 'Ein technisches Problem hindert uns gerade daran, diese Seite anzuzeigen. Wir kümmern uns darum: Bitte versuchen Sie es in ein paar Minuten erneut.',
    contact: 'Sie erreichen uns jederzeit direkt:',
  },

  forms: {
    controlCharacters: 'Dieses Feld enthält unsichtbare Steuerzeichen. Bitte entfernen Sie diese und senden Sie erneut.',
    lineBreak: 'Dieses Feld darf nur eine Zeile enthalten.',
    tooManyLines: 'Sie können höchstens {{max}} Produktzeilen hinzufügen.',
    invalidRequest: 'Ungültige Anfrage.',
    invalidAction: 'Diese Aktion konnte nicht ausgeführt werden. Bitte prüfen Sie das Formular und senden Sie es erneut.',
  },

  /** Messages of the public forms' checks. */
  validation: {
    incotermInvalid: 'Bitte wählen Sie eine der Incoterms-2020-Klauseln',
    periodInvalid: 'Bitte geben Sie einen gültigen Monat oder ein gültiges Datum ein',
    periodEither: 'Bitte geben Sie entweder einen Monat oder einen Zeitraum an, nicht beides',
    periodRange: 'Bitte geben Sie den ersten und den letzten Tag des Zeitraums an',
    periodOrder: 'Der letzte Tag darf nicht vor dem ersten liegen',
    periodPast: 'Der Liefertermin darf nicht in der Vergangenheit liegen',
    vatInvalid: 'Diese USt-IdNr. passt nicht zum gewählten EU-Land (z. B. DE123456789)',
    localeRequired: 'Die Sprache ist erforderlich (tr, en oder de)',
    invalidValue: 'Dieser Wert ist ungültig',
    nameRequired: 'Bitte geben Sie Ihren vollständigen Namen ein',
    phoneRequired: 'Bitte geben Sie Ihre Telefonnummer ein',
    phoneInvalid: 'Diese Telefonnummer ist für das gewählte Land nicht gültig. Bitte mit Ländervorwahl angeben (z. B. +49 30 1234567).',
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    countryRequired: 'Bitte wählen Sie Ihr Land',
    countryInvalid: 'Bitte wählen Sie ein Land aus der Liste',
    productRequired: 'Bitte fügen Sie mindestens ein Produkt hinzu',
    productUnknown: 'Dieses Produkt ist nicht mehr im Sortiment. Bitte wählen Sie ein Produkt aus der Liste.',
    duplicateProduct: 'Jedes Produkt kann nur einmal hinzugefügt werden',
    quantityMin: 'Die Menge muss mindestens 1 kg betragen',
    quantityMax: 'Die Menge darf höchstens {{max}} kg betragen',
    packSizeRange: 'Die Packungsgröße muss zwischen 0,5 und 100.000 kg liegen',
    numberInvalid: 'Bitte geben Sie eine Zahl ein',
    tooLong: 'Höchstens {{max}} Zeichen',
    trialFullNameRequired: 'Bitte geben Sie Ihren vollständigen Namen ein',
    trialPhoneRequired: 'Bitte geben Sie Ihre Telefonnummer ein',
    trialEmailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    trialProductRequired: 'Bitte wählen Sie mindestens ein Produkt aus',
    trialQuantityMin: 'Die Menge muss mindestens 1 kg betragen',
    trialQuantityMax: 'Die Menge darf höchstens {{max}} kg betragen',
    termsRequired: 'Bitte akzeptieren Sie die Bedingungen',
    contactNameMin: 'Der Name muss mindestens 2 Zeichen lang sein',
    contactEmailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    subjectRequired: 'Bitte geben Sie einen Betreff ein',
    messageMin: 'Die Nachricht muss mindestens 10 Zeichen lang sein',
    messageRequired: 'Bitte geben Sie eine Nachricht ein',
  },

  /** The e-mails a lead causes: the sales team's notification (always Turkish) and the visitor's confirmation. */
  emails: {
    kinds: {
      quote: 'Angebotsanfrage',
      trial: 'Probepaket-Anfrage',
      contact: 'Nachricht',
    },
    notification: {
      subjects: {
        quote: 'Neue Angebotsanfrage: {{who}}',
        trial: 'Neue Probepaket-Anfrage: {{who}}',
        contact: 'Neue Nachricht: {{who}}',
      },
      kind: 'Art',
      name: 'Name',
      company: 'Firma',
      email: 'E-Mail',
      phone: 'Telefon',
      country: 'Land',
      cityDistrict: 'Stadt / Bezirk',
      address: 'Adresse',
      subject: 'Betreff',
      priority: 'Priorität',
      language: 'Sprache',
      page: 'Seite',
      referrer: 'Herkunft',
      campaign: 'Kampagne',
      date: 'Datum',
      adminLink: 'Im Verwaltungsbereich ansehen',
      requestText: 'Anfragetext',
    },
    confirmation: {
      privateLink: 'Hier verfolgen Sie Ihre Anfrage, sehen unser Angebot und antworten darauf (ein privater Link: bitte nicht weitergeben)',
      hello: 'Guten Tag,',
      closing: 'Mit freundlichen Grüßen',
      reference: 'Referenz',
      date: 'Datum',
      request: 'Anfrage',
      products: 'Produkte',
      subjects: {
        quote: 'Ihre Angebotsanfrage ist eingegangen',
        trial: 'Ihre Probepaket-Anfrage ist eingegangen',
        contact: 'Ihre Nachricht ist eingegangen',
      },
      bodies: {
        quote: 'Wir haben Ihre Angebotsanfrage erhalten und melden uns innerhalb von 24 Stunden bei Ihnen.',
        trial: 'Wir haben Ihre Anfrage für ein Probepaket erhalten und senden Ihnen die Zahlungsdetails.',
        contact: 'Wir haben Ihre Nachricht erhalten und melden uns so bald wie möglich.',
      },
    },
  },

  /** Answers of the public JSON API (POST /api/rfq, /api/trial-package, /api/contact). */
  api: {
    quoteReceived: 'Angebotsanfrage erhalten.',
    trialReceived: 'Anfrage für das Probepaket erhalten.',
    messageReceived: 'Nachricht erhalten.',
    usePost: 'Bitte POST verwenden.',
    sendJson: 'Bitte senden Sie den Inhalt als JSON (Content-Type: application/json).',
    invalidJson: 'Der Inhalt ist kein gültiges JSON.',
    tooManyRequests: 'Zu viele Anfragen. Bitte versuchen Sie es in {{minutes}} Minute(n) erneut.',
    unavailable: 'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es erneut.',
  },

  /** Notices after an action (app/ui/toast*.tsx): their region (F8 moves there), one notice, its close button. */
  notices: {
    region: 'Benachrichtigungen',
    item: 'Benachrichtigung',
    close: 'Benachrichtigung schließen',
  },

  requests,
  orders,

  confirmation,

  refusals,

  common: {
    previewDraft:
      'Vorschau: Diese Seite zeigt den gespeicherten Entwurf; Besucher sehen die veröffentlichte Fassung. Der Link gilt nur für Sie und nur kurze Zeit.',
    loading: 'Wird geladen...',
    error: 'Ein Fehler ist aufgetreten',
    errorTitle: 'Fehler',
    tryAgain: 'Erneut versuchen',
    back: 'Zurück',
    send: 'Senden',
    sending: 'Wird gesendet...',
    required: 'Pflichtfeld',
    optional: 'Optional',
    yes: 'Ja',
    no: 'Nein',
    close: 'Schließen',
    success: 'Erfolgreich',
    opensInNewTab: '(öffnet in einem neuen Tab)',
    whatsappGreeting: 'Hallo, ich möchte gerne Informationen über Ihre getrockneten Feigen erhalten.',
    rateLimited: 'Zu viele Anfragen gesendet. Bitte versuchen Sie es in einigen Minuten erneut.',
  },

  /** The declared lead fields (app/features/leads/lead-fields.ts): each field's label, hint and choices. */
  leadFields: {
    section: 'Lieferbedingungen',
    sectionHint: 'Optional: die Bedingungen, zu denen Sie kaufen. Wir bieten darauf an.',
    incoterm: {
      label: 'Incoterm (Incoterms® 2020)',
      choose: 'Keine Vorgabe',
      options: {
        EXW: 'EXW – Ab Werk',
        FCA: 'FCA – Frei Frachtführer',
        CPT: 'CPT – Frachtfrei',
        CIP: 'CIP – Frachtfrei versichert',
        DAP: 'DAP – Geliefert benannter Ort',
        DPU: 'DPU – Geliefert benannter Ort entladen',
        DDP: 'DDP – Geliefert verzollt',
        FAS: 'FAS – Frei Längsseite Schiff',
        FOB: 'FOB – Frei an Bord',
        CFR: 'CFR – Kosten und Fracht',
        CIF: 'CIF – Kosten, Versicherung und Fracht',
      },
    },
    namedPlace: {
      label: 'Benannter Ort oder Hafen',
      hint: 'Der Ort zu Ihrem Incoterm, z. B. Hamburg für CIF Hamburg',
    },
    deliveryPeriod: {
      label: 'Gewünschter Liefertermin',
      month: 'Monat',
      or: 'oder ein Zeitraum:',
      from: 'Von',
      to: 'Bis',
      hint: 'Ein Monat (JJJJ-MM, z. B. 2027-03), oder der erste und letzte Tag eines Zeitraums.',
    },
    vatNumber: {
      label: 'USt-IdNr.',
      hint: 'Käufer in der EU: Ihre Umsatzsteuer-Identifikationsnummer, z. B. DE123456789.',
    },
  },

  /** The honeypot field of the public forms: only bots read its label (it is hidden from people). */
  formGuard: {
    honeypotLabel: 'Website',
  },
}

export default de
