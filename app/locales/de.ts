import confirmation from './confirmation/de'
import refusals from './refusals/de'
import requests from './requests/de'

const de = {
  meta: {
    siteName: 'Aydın Trockenfeigen',
    defaultTitle: 'Aydın Trockenfeigen | Großhandel und Export aus Köşk',
    defaultDescription:
      'Seit 1975 produzieren wir getrocknete Feigen in Köşk, Aydın. Aydın-Feigen mit geografischer Angabe für Großhandel und Export, kalibrierte Ware und Probepakete.',
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
    title2: 'Trockenfeigen für Großhandel und Export – mit 50 Jahren Erfahrung',
    subtitle:
      'Wir trocknen, kalibrieren und versenden Aydın-Feigen mit geografischer Angabe aus den Gärten von Köşk, Aydın, sorgfältig in die ganze Welt.',
    ctaProducts: 'Produkte ansehen',
    ctaQuote: 'Angebot anfordern',
  },

  home: {
    intro: {
      title: 'Trockenfeigen aus Köşk für die Welt',
      p1: 'Seit 1975 produzieren wir getrocknete Feigen im Bezirk Köşk in Aydın. Die fruchtbaren Böden des Büyük-Menderes-Beckens und die langen, heißen Sommer lassen einige der köstlichsten Trockenfeigen der Welt gedeihen.',
      p2: 'Wir kontrollieren jeden Schritt von der Ernte bis zur Verpackung und beliefern Großhändler, Supermarktketten, Lebensmittelbetriebe und Exporteure mit kalibrierten, rückverfolgbaren und sicheren Produkten.',
    },
    productsTitle: 'Unsere Produkte',
    productsSubtitle: 'Entdecken Sie unsere Trockenfeigen in verschiedenen Kalibern, Packungsgrößen und Verarbeitungsarten.',
    viewAllProducts: 'Alle Produkte ansehen',
    trial: {
      title: 'Testen Sie unsere Qualität mit einem Probepaket',
      text: 'Probieren Sie unsere Produkte in kleinen Mengen, bevor Sie eine große Bestellung aufgeben. Wählen Sie die gewünschten Produkte und Kaliber und überzeugen Sie sich selbst von der Qualität.',
      note1: 'Lieferung in 2-3 Werktagen',
      note2: 'kostenloser Versand',
      note3: 'Zufriedenheitsgarantie',
      cta: 'Probepaket anfordern',
    },
    whyUs: {
      title: 'Warum wir?',
      subtitle: 'Traditionelles Wissen trifft auf moderne Qualitätskontrolle.',
      card1Title: 'Über 50 Jahre Erfahrung',
      card1Text: 'Seit 1975 bauen wir Feigen als Familientradition an – dieses Wissen steckt in jedem unserer Produkte.',
      card2Title: 'Aydın-Feigen mit geografischer Angabe',
      card2Text: 'Unsere Produkte stammen aus Köşk, dem Herzen des durch die geografische Angabe geschützten Anbaugebiets der Aydın-Feige.',
      card3Title: 'Qualität und Lebensmittelsicherheit',
      card3Text: 'Unsere Prozesse folgen den Standards HACCP, ISO 22000 und BRC, und jede Partie wird auf Aflatoxin geprüft.',
      card4Title: 'Flexible Lösungen für Großhandel und Export',
      card4Text: 'Verschiedene Kaliber und Packungsgrößen sowie die Lieferbedingungen FOB, CIF und DDP – passend zu Ihrem Bedarf.',
    },
    healthTitle: 'Feigen und Gesundheit',
    blogTitle: 'Neues aus unserem Blog',
    blogSubtitle: 'Aktuelle Beiträge über Trockenfeigen, Ernte, Qualität und Ernährung.',
    readMore: 'Weiterlesen',
    minutesRead: '{{minutes}} Min. Lesezeit',
  },

  healthBenefits: {
    title: 'Die Vorteile getrockneter Feigen',
    subtitle: 'Neben ihrer natürlichen Süße bereichern Trockenfeigen Ihre tägliche Ernährung mit wertvollen Nährstoffen.',
    fiberTitle: 'Ballaststoffquelle',
    fiberText: 'Reich an Ballaststoffen unterstützen Trockenfeigen die Verdauung und sättigen lange.',
    potassiumTitle: 'Kalium',
    potassiumText: 'Kalium trägt zu einer normalen Muskelfunktion und zur Aufrechterhaltung eines normalen Blutdrucks bei.',
    calciumTitle: 'Calcium',
    calciumText: 'Ihr Calciumgehalt trägt zur Erhaltung gesunder Knochen und Zähne bei.',
    ironTitle: 'Eisen',
    ironText: 'Eisen trägt zum Sauerstofftransport im Körper und zur Verringerung von Müdigkeit bei.',
    antioxidantsTitle: 'Antioxidantien',
    antioxidantsText: 'Feigen enthalten natürliche Polyphenole und sind ein köstlicher Teil einer ausgewogenen Ernährung.',
    energyTitle: 'Natürliche Energie',
    energyText: 'Dank ihres natürlichen Zuckers sind Trockenfeigen eine praktische Energiequelle vor dem Sport und für zwischendurch.',
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

  quality: {
    title: 'Qualität und Lebensmittelsicherheit',
    subtitle: 'Kontrolle auf jeder Stufe vom Garten bis zum Tisch: sichere, rückverfolgbare Trockenfeigen nach internationalen Standards.',
    process: {
      title: 'Unser Qualitätskontrollprozess',
      subtitle: 'Jede Partie durchläuft vor dem Versand eine fünfstufige Kontrolle.',
      step1Title: 'Kontrolle von Garten und Ernte',
      step1Text:
        'Die Feigen werden erst gesammelt, wenn sie voll ausgereift sind und von selbst vom Baum fallen; die Erntegebiete werden regelmäßig kontrolliert.',
      step2Title: 'Hygienische Trocknung',
      step2Text:
        'Die Früchte werden auf sauberen Trockengestellen in der Sonne getrocknet; der Feuchtigkeitsgehalt wird regelmäßig gemessen und überwacht.',
      step3Title: 'Sortierung und UV-Kontrolle',
      step3Text:
        'Jede Feige wird von geschultem Personal von Hand geprüft; aflatoxinverdächtige Früchte werden unter UV-Licht aussortiert.',
      step4Title: 'Kalibrierung und Laboranalyse',
      step4Text: 'Die Ware wird nach Stückzahl pro Kilogramm sortiert, und von jeder Partie werden Proben im Labor analysiert.',
      step5Title: 'Verpackung und Rückverfolgbarkeit',
      step5Text:
        'Jede Partie wird unter hygienischen Bedingungen verpackt und trägt eine Chargennummer, die sie vom Garten bis zum Versand rückverfolgbar macht.',
    },
    certifications: {
      title: 'Unsere Zertifizierungen',
      subtitle: 'Produktion nach internationalen Standards der Lebensmittelsicherheit.',
      haccpName: 'HACCP',
      haccpText:
        'Mit unserem HACCP-System (Gefahrenanalyse und kritische Kontrollpunkte) erkennen wir Risiken in der Produktion frühzeitig und halten sie unter Kontrolle.',
      iso22000Name: 'ISO 22000',
      iso22000Text: 'Unser Managementsystem für Lebensmittelsicherheit folgt entlang der gesamten Lieferkette internationalen Standards.',
      brcName: 'BRC Global Standard',
      brcText: 'Wir arbeiten nach den Anforderungen des BRC Global Standard für Lebensmittelsicherheit, die der Einzelhandel erwartet.',
    },
    aflatoxin: {
      title: 'Ablauf der Aflatoxinkontrolle',
      subtitle: 'Eine vierstufige Kontrolle, um die strengen Grenzwerte der Exportmärkte einzuhalten.',
      step1Title: 'Probenahme',
      step1Text:
        'Aus jeder Partie werden nach den in den einschlägigen Vorschriften festgelegten Verfahren repräsentative Proben entnommen.',
      step2Title: 'Sortierung unter UV-Licht',
      step2Text:
        'In einem abgedunkelten Raum werden Feigen, die unter UV-Licht leuchten und aflatoxinverdächtig sind, einzeln aussortiert.',
      step3Title: 'Laboranalyse',
      step3Text: 'Die Proben werden in akkreditierten Laboren analysiert, um die Werte für Aflatoxin B1 und Gesamtaflatoxin zu bestimmen.',
      step4Title: 'Freigabe und Dokumentation',
      step4Text:
        'Partien innerhalb der gesetzlichen Grenzwerte werden zum Versand freigegeben, und der Analysebericht wird den Versanddokumenten beigefügt.',
    },
    documents: {
      title: 'Exportdokumente',
      subtitle: 'Wir erstellen die für Ihre Sendungen nötigen Dokumente und begleiten jeden Schritt.',
      colDocument: 'Dokument',
      colDescription: 'Beschreibung',
      colDuration: 'Bearbeitungszeit',
      certificateOfOrigin: {
        name: 'Ursprungszeugnis',
        description: 'Bescheinigt, dass die Ware aus der Türkei stammt; erforderlich für die Zollabfertigung und Präferenzzölle.',
        duration: '2-3 Tage',
      },
      phytosanitary: {
        name: 'Pflanzengesundheitszeugnis',
        description: 'Belegt, dass die Ware frei von Schädlingen ist und die Pflanzenschutzanforderungen des Einfuhrlandes erfüllt.',
        duration: '3-5 Tage',
      },
      fumigation: {
        name: 'Begasungszertifikat',
        description: 'Bescheinigt, dass Ware und Verpackung die erforderliche Begasung durchlaufen haben.',
        duration: '1-2 Tage',
      },
      qualityAnalysis: {
        name: 'Qualitätsanalysebericht',
        description: 'Enthält die Laborergebnisse zu Feuchtigkeit, Aflatoxin und weiteren Qualitätsparametern.',
        duration: '5-7 Tage',
      },
    },
  },

  origin: {
    title: 'Die Herkunft der Aydın-Feige',
    subtitle: 'Einige der edelsten Trockenfeigen der Welt wachsen an den sonnigen Hängen des Büyük-Menderes-Beckens.',
    card1Title: 'Köşk, Aydın',
    card1Text: 'Köşk ist eines der Zentren des Aydın-Feigenanbaus, und unsere Feigen stammen aus dem Herzen dieser fruchtbaren Region.',
    card2Title: 'Ein einzigartiges Klima',
    card2Text: 'Lange, heiße Sommer, milde Winter und die fruchtbaren Böden des Menderes-Tals verleihen der Feige ihre besondere Süße.',
    card3Title: 'Die Sorte Sarılop',
    card3Text:
      'Die Sarılop-Feige, das Wahrzeichen der Region, eignet sich dank ihrer dünnen Schale, ihres honigfarbenen Fruchtfleischs und ihres intensiven Aromas am besten zum Trocknen.',
    timeline: {
      title: 'Ernte und Verarbeitung',
      subtitle: 'Die Aydın-Feige in vier Schritten vom Baum bis zur Verpackung.',
      step1Title: 'Ernte',
      step1Text:
        'Ab August trocknen die reifen Feigen teilweise am Baum und werden gesammelt, nachdem sie von selbst zu Boden gefallen sind.',
      step2Title: 'Sonnentrocknung',
      step2Text: 'Die Feigen trocknen 7–10 Tage lang auf Trockengestellen auf natürliche Weise in der Sonne.',
      step3Title: 'Sortierung und Kalibrierung',
      step3Text: 'Die getrockneten Feigen werden einzeln sortiert und nach Stückzahl pro Kilogramm in die Klassen A1–A11 eingeteilt.',
      step4Title: 'Verpackung',
      step4Text: 'Die kalibrierte Ware wird in unserem hygienischen Betrieb in der vom Kunden gewünschten Verpackung abgepackt.',
    },
    gi: {
      title: 'Geografische Angabe',
      text: 'Die Aydın-Feige trägt eine eingetragene geografische Angabe. Sie garantiert, dass Qualität und Eigenschaften des Produkts auf Klima, Boden und traditionelles Wissen seiner Anbauregion zurückgehen. Unsere in Köşk angebauten und getrockneten Feigen sind Teil dieses Erbes.',
    },
    calendar: {
      title: 'Erntekalender',
      subtitle: 'In Aydın werden Feigen zwischen August und Oktober geerntet.',
      augustMonth: 'August',
      augustLabel: 'Früher Beginn',
      augustText: 'Die Ernte beginnt mit den ersten reifen Feigen.',
      septemberMonth: 'September',
      septemberLabel: 'Haupternte',
      septemberText: 'Die intensivste Zeit für Ernte und Sonnentrocknung.',
      octoberMonth: 'Oktober',
      octoberLabel: 'Spätes Ende',
      octoberText: 'Die letzten Feigen werden gesammelt, und die Saison endet.',
    },
  },

  export: {
    title: 'Export',
    subtitle: 'Wir liefern Trockenfeigen aus Aydın zuverlässig an Käufer in aller Welt.',
    card1Title: 'Weltweite Versorgung',
    card1Text:
      'Von Europa bis in den Nahen Osten, von Nordamerika bis nach Asien bereiten wir Produkte nach den Anforderungen jedes Marktes vor.',
    card2Title: 'Individuelle Verpackung',
    card2Text: 'Handelsmarken (Private Label), verschiedene Packungsgrößen und Verpackungsarten für flexible Lösungen.',
    card3Title: 'Vollständige Dokumentation',
    card3Text: 'Wir erstellen alle Exportdokumente, darunter Ursprungszeugnisse, Pflanzengesundheitszeugnisse und Analyseberichte.',
    incoterms: {
      title: 'Lieferbedingungen (INCOTERMS)',
      subtitle: 'Vereinbaren wir gemeinsam die Lieferbedingung, die zu Ihrer Logistik passt.',
      fobTitle: 'FOB – Frei an Bord',
      fobText:
        'Die Ware wird im vereinbarten türkischen Hafen auf das Schiff des Käufers verladen; ab diesem Punkt tragen Käufer Fracht und Risiko.',
      cifTitle: 'CIF – Kosten, Versicherung und Fracht',
      cifText: 'Wir übernehmen Fracht und Versicherung, und die Ware wird versichert bis zum Bestimmungshafen des Käufers verschifft.',
      ddpTitle: 'DDP – Geliefert verzollt',
      ddpText:
        'Wir übernehmen sämtliche Kosten einschließlich Zollabfertigung und Abgaben und liefern die Ware an die vom Käufer angegebene Adresse.',
    },
    shipping: {
      title: 'Versandoptionen',
      subtitle: 'Wählen Sie die Transportart, die am besten zu Menge, Budget und Zeitplan passt.',
      seaTitle: 'Seefracht',
      seaDuration: '15-30 Tage',
      seaText: 'Die wirtschaftlichste Option für große Mengen, mit sicherem Containertransport.',
      airTitle: 'Luftfracht',
      airDuration: '3-7 Tage',
      airText: 'Die schnellste Lösung für eilige Aufträge und Muster.',
      landTitle: 'Landweg',
      landDuration: '5-15 Tage',
      landText: 'Flexible Lieferung von Tür zu Tür per Lkw nach Europa und in die Nachbarländer.',
    },
    documentsTitle: 'Exportdokumente',
    documentsSubtitle: 'Die für jede Sendung erforderlichen Dokumente und ihre übliche Bearbeitungszeit.',
    hsCodes: {
      title: 'HS-Codes (Zolltarifnummern)',
      subtitle: 'Für die Zollabfertigung verwendete Tarifnummern.',
      colCode: 'Code',
      colDescription: 'Beschreibung',
      fresh: 'Frische Feigen',
      dried: 'Getrocknete Feigen',
    },
  },

  about: {
    metaTitle: 'Über uns | Aydın Trockenfeigen – seit 1975 in Köşk',
    metaDescription:
      '1975 in Köşk, Aydın gegründet, produzieren wir mit über 50 Jahren Erfahrung Aydın-Trockenfeigen mit geografischer Angabe und liefern sie in die ganze Welt.',
    metaKeywords: 'über uns, Aydın Feigen, Köşk, Trockenfeigen Hersteller, 1975, geografische Angabe, Trockenfeigen Großhandel',
    heading: 'Über uns',
  },

  calibration: {
    metaTitle: 'Feigen-Kalibrierung: Größen A1–A11 | Aydın Trockenfeigen',
    metaDescription:
      'Was bedeutet Kalibrierung bei Trockenfeigen? Die 11 Größenklassen von A1 bis A11 nach Stückzahl pro Kilogramm und warum das richtige Kaliber wichtig ist.',
    title: 'Kalibrierung getrockneter Feigen',
    intro:
      'Kalibrierung bedeutet, getrocknete Feigen nach ihrer Stückzahl pro Kilogramm in Größenklassen einzuteilen. Je weniger Stück pro Kilogramm, desto größer die Feigen und desto hochwertiger gelten sie. Wir verwenden 11 Klassen von 36 bis 130 Stück pro Kilogramm.',
    tableTitle: 'Kaliberklassen',
    colCode: 'Code',
    colName: 'Bezeichnung',
    colPieces: 'Stück pro kg',
    why: {
      title: 'Warum ist Kalibrierung wichtig?',
      point1:
        'Gleichbleibende Qualität: Feigen ähnlicher Größe innerhalb einer Partie sorgen für ein einheitliches Aussehen und einen einheitlichen Geschmack.',
      point2:
        'Faire Preise: Größere Feigen sind wertvoller – die Kalibrierung ist die Grundlage für eine faire und transparente Preisgestaltung.',
      point3: 'Passend zum Verwendungszweck: Für den Direktverzehr werden große Kaliber bevorzugt, für Konditorei und Industrie kleinere.',
      point4:
        'Einfache Bestellung und Logistik: Standardklassen ermöglichen es Käufern, ihren Bedarf klar anzugeben, und helfen uns, Aufträge fehlerfrei vorzubereiten.',
    },
    conclusionTitle: 'Fazit',
    conclusion:
      'Mit dem richtigen Kaliber erzielen Sie das beste Ergebnis in Bezug auf Qualität und Kosten. Kontaktieren Sie uns oder fordern Sie ein Angebot an, um das für Sie passende Kaliber zu finden.',
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
      weekdays: 'Montag-Freitag 08:00-18:00',
      saturday: 'Samstag 09:00-15:00',
      sunday: 'Sonntag geschlossen',
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
    content: {
      title: 'So erhalten Sie ein Großhandelsangebot für Trockenfeigen',
      p1: 'Das Angebotsformular ist der schnellste Weg zu einem individuellen Preis für Ihren Großeinkauf von Trockenfeigen. Wählen Sie einfach die Produkte aus und geben Sie für jedes Menge, Kaliber und Packungsgröße an.',
      processTitle: 'Wie läuft die Angebotsanfrage ab?',
      p2: 'Sobald Sie das Formular absenden, geht Ihre Anfrage direkt an unser Vertriebsteam. Es prüft Verfügbarkeit, gewählte Kaliber und Lieferbedingungen und sendet Ihnen innerhalb von 24 Stunden ein schriftliches Angebot.',
      p3: 'Unser Angebot enthält Stückpreise (USD/kg), Zahlungsoptionen per Vorkasse oder mit Zahlungsziel, Verpackungsdetails und eine voraussichtliche Lieferzeit. Nach Ihrer Freigabe wird Ihr Auftrag in die Produktionsplanung aufgenommen.',
      advantagesTitle: 'Die Vorteile des Direkteinkaufs beim Erzeuger',
      p4: 'Beim Direkteinkauf beim Erzeuger sparen Sie Zwischenhandelskosten. Über 50 Jahre Erfahrung, eine Produktion nach HACCP, ISO 22000 und BRC sowie Aflatoxinkontrollen bei jeder Partie sichern eine gleichbleibende Qualität.',
      varietiesTitle: 'Unsere Produktsorten',
      p5: 'Wir bieten Natur-, Lerida-, Protoben-, Bağlama-, Pulled-, Layer-, Würfel/Block-Feigen sowie mit Lorbeerblättern verpackte Feigen in den Kalibern A1–A8 und verschiedenen Packungsgrößen an. Details zu den Kaliberklassen finden Sie in unserem Kalibrierungsleitfaden.',
      whoTitle: 'Wer kann ein Angebot anfordern?',
      p6: 'Distributoren, Supermarktketten, Lebensmittelbetriebe, Exporteure, Restaurant- und Konditoreiketten sowie Bioläden können ein Angebot anfordern. Neben Käufern in der Türkei beliefern wir auch Unternehmen im Ausland zu den Lieferbedingungen FOB, CIF und DDP.',
      linksTitle: 'Mehr erfahren',
      linkProducts: 'Unsere Produkte ansehen',
      linkCalibration: 'Kalibrierungsleitfaden',
      linkQuality: 'Qualität und Lebensmittelsicherheit',
      linkOrigin: 'Die Herkunft der Aydın-Feige',
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
    paymentNote:
      'Die Zahlung erfolgt vor dem Versand per Banküberweisung. Nach Eingang Ihrer Anfrage senden wir Ihnen die Zahlungsdetails per E-Mail oder Telefon.',
    agreement: 'Ich habe die Bedingungen für das Probepaket gelesen und akzeptiere sie.',
    /** The words of `agreement` that link to the terms page (exactly as they appear there). */
    agreementLink: 'Bedingungen für das Probepaket',
    cost: {
      title: 'Was kostet das Probepaket?',
      products:
        'Jedes gewählte Produkt und Kaliber wird zum Richtpreis pro kg von seiner Produktseite berechnet, multipliziert mit der Menge.',
      shipping: 'Der Versand ist kostenlos; innerhalb der Türkei kommt das Paket in 2-3 Werktagen an.',
      indicative:
        'Die Preise sind Richtpreise und unverbindlich: Den zu zahlenden Betrag finden Sie in den Zahlungsdetails, die wir Ihnen senden, und vor Ihrer Überweisung fallen keine Kosten an.',
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
    seo: {
      title: 'Wie funktioniert das Probepaket?',
      subtitle: 'Lernen Sie unsere Produkte in vier einfachen Schritten kennen.',
      step1Title: 'Produktauswahl',
      step1Text: 'Wählen Sie die Produkte, Kaliber und Mengen, die Sie probieren möchten.',
      step2Title: 'Auftragsbestätigung',
      step2Text:
        'Nach Eingang Ihrer Anfrage meldet sich unser Team mit den Zahlungsdetails bei Ihnen; die Zahlung erfolgt per Banküberweisung.',
      step3Title: 'Schnelle Lieferung',
      step3Text: 'Nach Zahlungseingang erreicht Ihr Paket Ihre Adresse innerhalb von 2-3 Tagen.',
      step4Title: 'Qualitätsbewertung',
      step4Text:
        'Prüfen, probieren und bewerten Sie die Produkte – wenn Sie zufrieden sind, geben Sie Ihre Großhandelsbestellung ganz einfach auf.',
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
      s1Title: 'Geltungsbereich',
      s1Text:
        'Diese Nutzungsbedingungen gelten für alle Besucher unserer Website und für alle, die über sie eine Angebotsanfrage, eine Probepaketanfrage oder eine Kontaktnachricht senden. Mit der Nutzung der Website akzeptieren Sie diese Bedingungen.',
      s2Title: 'Produktinformationen und Preise',
      s2Text:
        'Produktbeschreibungen, Bilder und Preisspannen auf der Website dienen nur der Information. Die Preise werden in USD/kg angegeben und sind unverbindlich; maßgeblich ist das schriftliche Angebot, das wir Ihnen senden.',
      s3Title: 'Angebote und Bestellungen',
      s3Text:
        'Angebotsanfragen werden innerhalb von 24 Stunden beantwortet. Ein Auftrag wird verbindlich, sobald beide Seiten die Angebotsbedingungen schriftlich bestätigt haben. Die Mindestmenge für Großhandelsaufträge beträgt 100 kg.',
      s4Title: 'Lieferung',
      s4Text:
        'Je nach Verfügbarkeit werden bestätigte Aufträge innerhalb von 24-48 Stunden versandt. Lieferungen innerhalb der Türkei dauern in der Regel 2-5 Werktage, internationale Lieferungen 7-15 Werktage.',
      s5Title: 'Geistiges Eigentum',
      s5Text:
        'Alle Texte, Bilder, Logos und Gestaltungen auf der Website gehören unserem Unternehmen und dürfen ohne Genehmigung weder kopiert, vervielfältigt noch gewerblich genutzt werden.',
      s6Title: 'Haftung und Änderungen',
      s6Text:
        'Wir achten mit größter Sorgfalt auf die Richtigkeit der Informationen auf der Website, übernehmen jedoch keine Haftung für mittelbare Schäden aus Schreib- oder technischen Fehlern. Wir behalten uns vor, diese Bedingungen ohne vorherige Ankündigung zu aktualisieren.',
      s7Title: 'Anwendbares Recht',
      s7Text:
        'Diese Bedingungen unterliegen dem Recht der Republik Türkei. Für Streitigkeiten sind die Gerichte und Vollstreckungsbehörden von Aydın zuständig; das Recht von Verbrauchern, sich an Verbraucherschlichtungsstellen und Verbrauchergerichte zu wenden, bleibt unberührt.',
    },
    privacy: {
      title: 'Datenschutzerklärung',
      metaDescription:
        'Wie wir Ihre personenbezogenen Daten nach KVKK und DSGVO verarbeiten, wie lange wir sie speichern und welche Rechte Sie haben.',
      updated: 'Zuletzt aktualisiert: {{date}}',
      s1Title: 'Verantwortlicher',
      s1Text:
        'Unser Unternehmen verarbeitet Ihre personenbezogenen Daten als Verantwortlicher gemäß dem türkischen Datenschutzgesetz Nr. 6698 (KVKK) und der EU-Datenschutz-Grundverordnung (DSGVO/GDPR).',
      s2Title: 'Erhobene Daten',
      s2Text:
        'Über unsere Kontakt-, Angebots- und Probepaketformulare erheben wir Ihren Namen, Firmennamen, Ihre E-Mail-Adresse, Telefonnummer, Land, Provinz, Bezirk, Adresse sowie die Produktangaben zu Ihrer Anfrage.',
      s3Title: 'Zwecke der Verarbeitung',
      s3Text:
        'Wir verarbeiten Ihre Daten, um Ihre Anfragen zu beantworten, Angebote zu erstellen, Bestellungen und Lieferungen abzuwickeln, unsere gesetzlichen Pflichten zu erfüllen und mit Ihnen zu kommunizieren.',
      s4Title: 'Cookies und lokaler Speicher',
      s4Text:
        'Unsere Website speichert Ihre Spracheinstellung im lokalen Speicher Ihres Browsers und kann technisch notwendige Cookies verwenden, die für den Betrieb der Website erforderlich sind.',
      s5Title: 'Karte auf der Kontaktseite',
      s5Text:
        'Die Karte von Google Maps auf unserer Kontaktseite (Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland) wird erst geladen, wenn Sie auf „Karte anzeigen“ klicken; bis dahin werden keine Daten an Google übermittelt. Sobald Sie die Karte laden, verbindet sich Ihr Browser mit Servern von Google: Google erhält Ihre IP-Adresse, die Adresse unserer Seite und Angaben zu Ihrem Browser, kann Cookies setzen und verarbeitet diese Daten nach seiner eigenen Datenschutzerklärung (policies.google.com/privacy), auch außerhalb der EU, unter anderem in den USA. Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die nur für diesen Seitenaufruf gilt. Der Link „In Karten öffnen“ öffnet unsere Adresse auf der Website von Google Maps. Keine andere Seite unserer Website lädt Inhalte anderer Anbieter.',
      s6Title: 'Weitergabe von Daten',
      s6Text:
        'Ihre Daten werden nur im für die Leistung erforderlichen Umfang an Versand- und Logistikunternehmen, Zollagenten und gesetzlich befugte Stellen weitergegeben; sie werden niemals an Dritte verkauft.',
      s7Title: 'Speicherdauer und Sicherheit',
      s7Text:
        'Ihre Daten werden, geschützt durch geeignete technische und organisatorische Maßnahmen, so lange gespeichert, wie es der Verarbeitungszweck und die gesetzlichen Aufbewahrungsfristen erfordern.',
      s8Title: 'Ihre Rechte',
      s8Text:
        'Nach Artikel 11 KVKK und der DSGVO haben Sie das Recht auf Auskunft über Ihre Daten, auf Berichtigung oder Löschung, auf Widerspruch gegen die Verarbeitung und auf Datenübertragbarkeit. Ihre Anfragen können Sie uns über die Kanäle auf unserer Kontaktseite senden.',
    },
    returns: {
      title: 'Rückgabebedingungen',
      metaDescription:
        'Rückgabeanfragen müssen innerhalb von 7 Tagen nach der Lieferung gestellt werden. Später eingehende Anfragen können nicht berücksichtigt werden.',
      updated: 'Zuletzt aktualisiert: {{date}}',
      s1Title: 'Rückgabefrist',
      s1Text:
        'Rückgabeanfragen müssen innerhalb von 7 Tagen nach der Lieferung gestellt werden. Später eingehende Anfragen können nicht berücksichtigt werden.',
      s2Title: 'Rückgabevoraussetzungen',
      s2Text:
        'Da es sich um Lebensmittel handelt, können nur ungeöffnete, einwandfreie und ordnungsgemäß gelagerte Produkte zurückgegeben werden. Für mangelhafte, beschädigte oder falsch gelieferte Ware gilt diese Voraussetzung nicht.',
      s3Title: 'Mangelhafte oder falsche Produkte',
      s3Text:
        'Ist die erhaltene Ware beschädigt, mangelhaft oder weicht sie von Ihrer Bestellung ab, teilen Sie uns dies bitte innerhalb von 7 Tagen mit Fotos mit. Nach der Prüfung wird die Ware ersetzt oder der Kaufpreis erstattet.',
      s4Title: 'Ablauf der Rückgabe',
      s4Text:
        'Senden Sie Ihre Rückgabeanfrage mit Ihren Bestelldaten über die Kanäle auf unserer Kontaktseite. Unser Team prüft sie und teilt Ihnen Rücksendeadresse und Versandart mit.',
      s5Title: 'Erstattung',
      s5Text:
        'Bei genehmigten Rückgaben erfolgt die Erstattung über Ihre ursprüngliche Zahlungsart, sobald die Ware bei uns eingegangen ist. Bei mangelhafter Ware übernehmen wir die Kosten der Rücksendung.',
      s6Title: 'Großhandels- und Exportaufträge',
      s6Text:
        'Bei Großhandels- und Exportaufträgen richten sich Rückgabe- und Reklamationsbedingungen zusätzlich nach Vertrag und Angebot; Qualitätsreklamationen werden anhand eines Analyseberichts geprüft.',
    },
    seller: {
      title: 'Anbieterinformationen',
      metaDescription:
        'Der Verkäufer: Produzent, Verarbeiter und Exporteur getrockneter Feigen in Köşk, Aydın, seit 1975, mit Kontaktdaten.',
      updated: 'Zuletzt aktualisiert: {{date}}',
      s1Title: 'Über das Unternehmen',
      s1Text:
        'Unser Unternehmen wurde 1975 im Bezirk Köşk in Aydın gegründet und ist seit über 50 Jahren in Produktion, Verarbeitung, Großhandel und Export getrockneter Feigen tätig.',
      s2Title: 'Adresse und Kontakt',
      s2Text:
        'Köşk, Aydın, Türkiye. Unsere vollständige aktuelle Adresse, Telefonnummer und E-Mail-Adresse finden Sie auf unserer Kontaktseite.',
      s3Title: 'Geschäftstätigkeit',
      s3Text:
        'Trocknung, Sortierung, Kalibrierung und Verpackung von Aydın-Feigen mit geografischer Angabe sowie deren Großhandel in der Türkei und Export.',
      s4Title: 'Zahlung und Lieferung',
      s4Text:
        'Großhandelsaufträge können per Vorkasse oder mit Zahlungsziel bezahlt werden; Probepakete werden per Banküberweisung bezahlt. Bestätigte Aufträge werden innerhalb von 24-48 Stunden versandt.',
      s5Title: 'Qualitätssicherung',
      s5Text:
        'Unsere Produktion folgt den Anforderungen von HACCP, ISO 22000 und BRC Global Standard, und jede Partie wird auf Aflatoxin analysiert.',
      s6Title: 'Beschwerden und Streitigkeiten',
      s6Text:
        'Anliegen und Beschwerden können Sie uns jederzeit über unsere Kontaktkanäle senden. Bei Verbraucherstreitigkeiten können Sie sich im Rahmen der gesetzlichen Wertgrenzen an die türkischen Verbraucherschlichtungsstellen oder Verbrauchergerichte wenden.',
    },
    customers: {
      title: 'Unsere Kunden',
      metaDescription: 'Mehr als 500 aktive Kunden in der Türkei und im Ausland und Partnerschaften, die seit 1975 bestehen.',
      updated: 'Zuletzt aktualisiert: {{date}}',
      stat1Value: '500+',
      stat1Label: 'Aktive Kunden',
      stat2Value: '95%',
      stat2Label: 'Kundenzufriedenheit',
      stat3Value: '25+',
      stat3Label: 'Exportländer',
      stat4Value: '24-48 Stunden',
      stat4Label: 'Bis zum Versand',
      s1Title: 'Kunden, die uns vertrauen',
      s1Text:
        'Heute beliefern wir mehr als 500 aktive Kunden in der Türkei und im Ausland mit getrockneten Feigen. Die langjährigen Partnerschaften, die wir seit 1975 aufgebaut haben, sind unsere beste Referenz.',
      s2Title: 'Für wen wir arbeiten',
      s2Text:
        'Distributoren, Supermarktketten, Lebensmittelbetriebe, Exporteure, Restaurant- und Konditoreiketten, Bioläden und Privatkunden.',
      s3Title: 'Internationale Reichweite',
      s3Text:
        'Unsere Produkte werden in mehr als 25 Länder exportiert. Wir erstellen Dokumente und Verpackungen gemäß den Vorschriften jedes Marktes.',
      s4Title: 'Kundenzufriedenheit',
      s4Text:
        '95 % unserer Kunden geben an, mit unserem Service zufrieden zu sein. Regelmäßiges Feedback hilft uns, Produkte und Service stetig zu verbessern.',
      s5Title: 'Schnelle Lieferung',
      s5Text:
        'Bestätigte Aufträge werden innerhalb von 24-48 Stunden versandt, damit die Lager unserer Kunden ohne Unterbrechung versorgt sind.',
      s6Title: 'Werden Sie unser Kunde',
      s6Text: 'Fordern Sie ein Angebot an oder lernen Sie unsere Produkte mit einem Probepaket kennen.',
    },
    'trial-terms': {
      title: 'Bedingungen für das Probepaket',
      metaDescription:
        'So funktioniert das Probepaket: ab 1 kg je Produkt, Richtpreise in USD/kg, Überweisung vor dem Versand, kostenloser Versand, Reklamation binnen 7 Tagen.',
      updated: 'Zuletzt aktualisiert: {{date}}',
      s1Title: 'Geltungsbereich',
      s1Text:
        'Diese Bedingungen gelten für Anfragen, die über das Probepaket-Formular auf unserer Website gesendet werden. Sie ergänzen unsere Nutzungsbedingungen; wo beide voneinander abweichen, gelten für Probepakete diese Bedingungen.',
      s2Title: 'Produkte und Mengen',
      s2Text:
        'Mit einem Probepaket lernen Sie unsere Produkte in kleinen Mengen kennen, bevor Sie im Großhandel bestellen. Produkte, Kaliber und Mengen wählen Sie selbst: mindestens 1 kg und höchstens 1.000 kg je Produktzeile, bis zu 20 Produktzeilen je Anfrage.',
      s3Title: 'Preis',
      s3Text:
        'Jedes Produkt wird zu dem Richtpreis in USD pro kg berechnet, der auf seiner Produktseite für das gewählte Kaliber angegeben ist; für Mengen unter der kleinsten dort genannten Menge gilt der Preis dieser kleinsten Menge. Die Preise sind Richtpreise und unverbindlich: Den zu zahlenden Betrag nennen wir Ihnen mit den Zahlungsdetails. Ist für ein Kaliber kein Preis angegeben, teilen wir Ihnen den Preis vor der Zahlung mit.',
      s4Title: 'Anfrage und Zahlung',
      s4Text:
        'Mit dem Absenden des Formulars stellen Sie eine Anfrage, noch keine Bestellung. Nach Eingang senden wir Ihnen die Zahlungsdetails per E-Mail oder Telefon. Die Zahlung erfolgt vor dem Versand per Banküberweisung; mit Ihrer Überweisung wird die Bestellung verbindlich. Bis dahin können Sie Ihre Anfrage kostenlos ändern oder zurückziehen.',
      s5Title: 'Versand und Lieferung',
      s5Text:
        'Der Versand ist kostenlos. Das Paket wird versandt, sobald Ihre Zahlung eingegangen ist, und kommt innerhalb der Türkei in 2-3 Werktagen an. Für Adressen außerhalb der Türkei nennen wir Ihnen die Lieferzeit zusammen mit den Zahlungsdetails.',
      s6Title: 'Qualität und Reklamationen',
      s6Text:
        'Kommt ein Produkt beschädigt, mangelhaft oder anders als angefragt an, melden Sie sich bitte innerhalb von 7 Tagen nach der Lieferung mit Fotos bei uns. Nach Prüfung ersetzen wir das Produkt oder erstatten den Preis, wie in unseren Rückgabebedingungen beschrieben.',
      s7Title: 'Personenbezogene Daten',
      s7Text:
        'Ihre Angaben im Formular verwenden wir nur, um Ihre Anfrage zu bearbeiten, Sie zu kontaktieren und das Paket zu liefern, wie in unserer Datenschutzerklärung beschrieben.',
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
    title: 'Bringen Sie den Geschmack der Aydın-Feige in Ihr Unternehmen',
    text: 'Testen Sie unsere Qualität mit einem Probepaket, fordern Sie ein Angebot für Ihre Großhandelsbestellung an oder schreiben Sie uns direkt per WhatsApp.',
    trial: 'Probepaket',
    quote: 'Angebot anfordern',
    whatsapp: 'Per WhatsApp schreiben',
  },

  footer: {
    about: 'Seit 1975 produzieren wir in Köşk, Aydın, Aydın-Feigen mit geografischer Angabe und beliefern Großhandels- und Exportkunden.',
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

  /** The honeypot field of the public forms: only bots read its label (it is hidden from people). */
  formGuard: {
    honeypotLabel: 'Website',
  },
}

export default de
