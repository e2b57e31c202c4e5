import confirmation from './confirmation/en'
import orders from './orders/en'
import refusals from './refusals/en'
import requests from './requests/en'

const en = {
  meta: {
    siteName: 'Aydın Dried Figs',
    defaultTitle: 'Aydın Dried Figs | Wholesale and Export Dried Figs from Köşk',
    defaultDescription:
      'Producing dried figs in Köşk, Aydın since {{foundingYear}}. Geographically indicated Aydın figs for wholesale and export, calibrated products and trial packages.',
    defaultKeywords:
      'dried figs, Aydın figs, wholesale dried figs, dried fig export, Turkish dried figs, Köşk figs, organic dried figs, Lerida, Protoben, trial package',
    ogLocale: 'en_US',
  },

  nav: {
    home: 'Home',
    corporate: 'Corporate',
    about: 'About Us',
    origin: 'Origin',
    export: 'Export',
    calibration: 'Calibration',
    customers: 'Our Customers',
    products: 'Products',
    blog: 'Blog',
    quality: 'Quality',
    contact: 'Contact',
    trialPackage: 'Trial Package',
    faq: 'FAQ',
    rfq: 'Get a Quote',
    allProducts: 'All Products...',
    menu: 'Menu',
    mainMenu: 'Main menu',
    breadcrumb: 'Breadcrumb',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    skipToContent: 'Skip to content',
  },

  language: {
    suggestion: 'This page is also in English.',
    suggestionSwitch: 'Read in English',
    suggestionDismiss: 'No, thanks',
    label: 'Language',
    tr: 'Türkçe',
    en: 'English',
    de: 'Deutsch',
  },

  hero: {
    title1: 'Natural Figs Dried Under the Aydın Sun',
    ctaProducts: 'View Products',
    ctaQuote: 'Get a Quote',
  },

  home: {
    viewAllProducts: 'View All Products',
    trial: {
      cta: 'Request a Trial Package',
    },
    readMore: 'Read More',
    minutesRead: '{{minutes}} min read',
  },

  badges: {
    organic: 'Organic',
    natural: 'Natural',
    laurel: 'Laurel-packed',
    geographicIndication: 'Geographical Indication',
  },

  products: {
    title: 'Our Products',
    subtitle: 'Our dried fig varieties: sun-dried in Aydın, calibrated and carefully packed.',
    filters: {
      all: 'All',
      organic: 'Organic',
      natural: 'Natural',
      laurel: 'Laurel-packed',
      pack1020: '10-20 kg Packs',
    },
    empty: 'No products found for this filter.',
    loadError: 'An error occurred',
    tryAgain: 'Try Again',
    notFound: 'Product not found.',
    backToProducts: 'Back to Products',
    viewDetails: 'View Details',
    description: 'Product Description',
    type: 'Type',
    packSizes: 'Pack Sizes',
    moisture: 'Moisture',
    moistureRange: '{{min}}% - {{max}}%',
    calibres: 'Calibres',
    palletInfo: 'Pallet Information',
    priceTable: {
      title: 'Price Ranges',
      calibre: 'Calibre',
      quantity: 'Quantity (kg)',
      cash: 'Cash',
      credit: 'Credit',
      unit: 'USD/kg',
      basis: 'Price basis: {{basis}}',
      note: 'Prices are indicative; please request a quote for final pricing.',
      onRequest: 'Price on request',
    },
    getQuote: 'Get Quote',
    trialPackage: 'Trial Package',
    specSheet: 'Product Specification (PDF)',
    coa: 'Certificate of Analysis (COA)',
    previousImage: 'Previous image',
    nextImage: 'Next image',
    thumbnail: 'Image {{index}}',
    kg: 'kg',
    more: 'more',
    filterLabel: 'Filter products',
  },

  specSheet: {
    title: 'Product Specification',
    details: 'Product Details',
    calibreName: 'Grade',
    piecesPerKg: 'Pieces/kg',
    origin: 'Origin',
    originValue: 'Aydın, Türkiye – geographically indicated Aydın figs',
    hsCode: 'HS code',
    certifications: 'Certifications',
    pricesAsOf: 'Prices as of {{date}}',
    noPrices: 'Please request a quote for current prices.',
    website: 'Website',
    updated: 'Last updated: {{date}}',
    page: 'Page {{page}} of {{pages}}',
  },

  certificates: {
    body: 'Certification body',
    number: 'Certificate no.',
    validUntil: 'Valid until {{date}}',
    download: 'Download PDF',
    schemes: {
      organic: 'Organic',
      other: 'Other certificate',
    },
  },

  quality: {
    title: 'Quality and Food Safety',
    subtitle: 'Controlled at every stage from orchard to table: safe, traceable dried figs that meet international standards.',
    documents: {
      colDocument: 'Document',
      colDescription: 'Description',
      colDuration: 'Processing Time',
      sample: 'Download a sample (PDF)',
    },
  },

  origin: {
    title: 'The Origin of Aydın Figs',
    subtitle: "Some of the world's finest dried figs grow on the sunny slopes of the Büyük Menderes basin.",
  },

  export: {
    title: 'Export',
    subtitle: 'We deliver dried figs from Aydın safely to buyers all over the world.',
    hsCodes: {
      colCode: 'Code',
      colDescription: 'Description',
      fresh: 'Fresh figs',
      dried: 'Dried figs',
    },
  },

  about: {
    metaTitle: 'About Us | Aydın Dried Figs – Köşk Fig Producer since {{foundingYear}}',
    metaDescription:
      'Founded in Köşk, Aydın in {{foundingYear}}, we draw on over {{yearsInTrade}} years of experience to produce geographically indicated Aydın dried figs and ship them worldwide.',
    metaKeywords: 'about us, Aydın figs, Köşk, dried fig producer, {{foundingYear}}, geographical indication, wholesale dried figs',
    heading: 'About Us',
  },

  calibration: {
    metaTitle: 'Fig Calibration: Size Classes A1–A11 | Aydın Dried Figs',
    metaDescription:
      'What is calibration in dried figs? The 11 size classes from A1 to A11 by pieces per kilogram, and why choosing the right calibre matters.',
    title: 'Dried Fig Calibration',
    colCode: 'Code',
    colName: 'Name',
    colPieces: 'Pieces per kg',
  },

  contact: {
    title: 'Contact',
    subtitle: 'Get in touch with us about questions, wholesale orders and partnerships.',
    form: {
      title: 'Write to Us',
      name: 'Full Name',
      email: 'Email',
      phone: 'Phone',
      phoneOptional: 'Phone (optional)',
      subject: 'Subject',
      message: 'Your Message',
      send: 'Send',
      sending: 'Sending...',
    },
    errorText: 'Message could not be sent. Please try again.',
    info: {
      title: 'Contact Information',
      address: 'Address',
      phone: 'Phone',
      email: 'Email',
      whatsapp: 'WhatsApp',
    },
    hours: {
      title: 'Working Hours',
    },
    location: {
      title: 'Location',
      addressLine: 'Köşk, Aydın, Türkiye',
      openInMaps: 'Open in maps',
      mapTitle: 'Location map',
      consentText: 'The map comes from Google Maps and is loaded only when you ask for it: Google then receives your IP address.',
      privacyLink: 'Privacy policy',
      loadMap: 'Show map',
      withoutScript: 'Open it on Google Maps with the link above.',
    },
  },

  rfq: {
    title: 'Request a Quote',
    subtitle: 'Tell us your preferred products, quantities and calibres, and we will send you a tailored quote within 24 hours.',
    contactSection: 'Contact Information',
    productsSection: 'Products',
    labels: {
      name: 'Full Name',
      company: 'Company',
      email: 'Email',
      phone: 'Phone',
      city: 'Province',
      town: 'City',
      district: 'District',
      address: 'Address',
      details: 'Additional Details',
      product: 'Product',
      quantityKg: 'Quantity (kg)',
      calibre: 'Calibre',
      packSize: 'Pack Size (kg)',
      packagingType: 'Packaging Type',
      deliveryDate: 'Desired Delivery Date',
      notes: 'Notes',
      country: 'Country',
      message: 'Message',
    },
    chooseCity: 'Select a city',
    chooseDistrict: 'Select a district',
    showDistricts: 'Show districts',
    chooseCountry: 'Select a country',
    applyCountry: 'Apply',
    phoneHint: 'If the number is not from the selected country, please include the country code (e.g. +44 20 7946 0958).',
    addProduct: 'Add Product',
    pickerTitle: 'Select Products',
    alreadyAdded: 'Added',
    remove: 'Remove',
    formTitle: 'Quote Form',
    noProductsSelected: 'No products selected yet.',
    submit: 'Request Quote',
    sending: 'Sending...',
    errorText: 'An error occurred. Please try again.',
    summary: {
      title: 'Selected products:',
      product: '{{index}}. {{title}}',
      calibre: 'Calibration: {{value}}',
      quantity: 'Quantity: {{value}} kg',
      packSize: 'Pack size: {{value}} kg',
      details: 'Customer notes:',
    },
    seo: {
      breadcrumbHome: 'Home',
      breadcrumbQuote: 'Quote Request',
      serviceName: 'Wholesale Dried Fig Quotation',
      serviceDescription:
        'A free wholesale price quote for Aydın dried figs by product, calibre, quantity and pack size, prepared within 24 hours.',
    },
  },

  trial: {
    title: 'Trial Package',
    subtitle: 'Try our products in small quantities before placing a large order. Payment is by bank transfer and delivery takes 2-3 days.',
    formTitle: 'Trial Package Request Form',
    productsTitle: 'Product Selection',
    contactTitle: 'Contact Information',
    labels: {
      fullName: 'Full Name',
      phone: 'Phone',
      email: 'Email (optional)',
      company: 'Company (optional)',
      country: 'Country',
      address: 'Delivery Address',
      product: 'Product',
      selectProduct: 'Select a product',
      calibre: 'Calibre',
      quantity: 'Quantity (kg)',
      notes: 'Notes',
    },
    addRow: 'Add Product',
    removeRow: 'Remove Row',
    rowTitle: 'Product {{number}}',
    showCalibres: 'Show calibres',
    chooseCountry: 'Select a country',
    phoneHint: 'If the number is not from the selected country, please include the country code (e.g. +44 20 7946 0958).',
    totalKg: 'Total: {{total}} kg',
    agreement: 'I have read and accept the trial package terms.',
    /** The words of `agreement` that link to the terms page (exactly as they appear there). */
    agreementLink: 'trial package terms',
    cost: {
      rowPrice: 'Indicative price: {{price}} USD/kg · about {{amount}} USD for {{quantity}} kg',
      rowNoPrice: 'No price is listed for this calibre yet: we tell you its price with the payment details.',
      total: 'Indicative total for the products: about {{amount}} USD',
    },
    submit: 'Request Trial Package',
    sending: 'Sending...',
    failure: 'Your request could not be sent. Please try again.',
    message: {
      title: 'Trial package request',
      total: 'Total quantity: {{total}} kg',
      payment: 'Payment method: Bank transfer',
      products: 'Products:',
      address: 'Address: {{address}}',
      notes: 'Notes: {{notes}}',
    },
  },

  faq: {
    title: 'Frequently Asked Questions',
    subtitle: 'What you may want to know about wholesale buying, delivery, products and returns.',
    contactCta: 'Contact Us',
    chatCta: 'Chat on WhatsApp',
  },

  legal: {
    identity: {
      title: 'Legal Identity',
      name: 'Legal name',
      address: 'Address',
      phone: 'Phone',
      email: 'E-mail',
      taxOffice: 'Tax office',
      taxNumber: 'Tax number',
      tradeRegistryNumber: 'Trade registry number',
      responsiblePerson: 'Responsible person',
    },
    terms: {
      title: 'Terms of Use',
      metaDescription:
        'The terms of use for everyone who visits our website or sends a quote request, trial package request or contact message.',
      updated: 'Last updated: {{date}}',
    },
    privacy: {
      title: 'Privacy Policy',
      metaDescription: 'How we process your personal data under KVKK and the GDPR, how long we keep it and how to exercise your rights.',
      updated: 'Last updated: {{date}}',
    },
    returns: {
      title: 'Returns Policy',
      metaDescription: 'Return requests must be made within 7 days of delivery. Requests made after this period cannot be considered.',
      updated: 'Last updated: {{date}}',
    },
    seller: {
      title: 'Seller Information',
      metaDescription:
        'Who sells: a dried-fig producer, processor and exporter in Köşk, Aydın since {{foundingYear}}, with its contact details.',
      updated: 'Last updated: {{date}}',
    },
    customers: {
      title: 'Our Customers',
      metaDescription:
        'More than {{customers}} active customers in Türkiye and abroad, and partnerships that have lasted since {{foundingYear}}.',
      updated: 'Last updated: {{date}}',
    },
    'trial-terms': {
      title: 'Trial Package Terms',
      metaDescription:
        'How trial packages work: at least 1 kg per product, indicative USD/kg prices, bank transfer before dispatch, free shipping, quality claims within 7 days.',
      updated: 'Last updated: {{date}}',
    },
  },

  blog: {
    title: 'Blog',
    subtitle: 'Articles on dried figs, the harvest, quality and healthy eating.',
    empty: 'No articles have been published yet.',
    readMore: 'Read More',
    backToBlog: 'Back to Blog',
    notFound: 'Article not found.',
    notFoundText: 'The article you are looking for may have been removed or may never have existed.',
    minutesRead: '{{minutes}} min read',
    keywords: 'Tags',
    onlyIn: 'This article is only available in {{language}}.',
  },

  cta: {
    trial: 'Trial Package',
    quote: 'Get a Quote',
    whatsapp: 'Message on WhatsApp',
  },

  footer: {
    products: 'Products',
    company: 'Company',
    contactTitle: 'Contact',
    legal: 'Legal',
    address: 'Address',
    phone: 'Phone',
    email: 'Email',
    rights: '© {{year}} {{name}}. All rights reserved.',
    followUs: 'Follow Us',
    /** The seller page's link in the footer (German visitors look for an Impressum). */
    sellerLink: 'Seller Information',
  },

  notFound: {
    title: 'Page Not Found',
    text: 'The page you are looking for may have been moved or removed, or may never have existed.',
    backHome: 'Back to Home',
  },

  unavailable: {
    title: 'Temporarily unavailable',
    text: 'A technical problem keeps us from showing this page right now. We are on it: please try again in a few minutes.',
    contact: 'You can reach us directly at any time:',
  },

  forms: {
    controlCharacters: 'This field contains invisible control characters. Please remove them and send again.',
    lineBreak: 'This field must be a single line.',
    tooManyLines: 'You can add at most {{max}} product lines.',
    invalidRequest: 'Invalid request.',
    invalidAction: 'This action could not be carried out. Please check the form and send it again.',
  },

  /** Messages of the public forms' checks. */
  validation: {
    incotermInvalid: 'Please choose one of the Incoterms 2020 rules',
    periodInvalid: 'Please enter a valid month or date',
    periodEither: 'Please give either a month or a date range, not both',
    periodRange: 'Please give both the first and the last day of the range',
    periodOrder: 'The last day must not be before the first day',
    periodPast: 'The delivery period must not lie in the past',
    vatInvalid: 'This VAT number does not match the selected EU country (e.g. DE123456789)',
    localeRequired: 'locale is required (tr, en or de)',
    invalidValue: 'This value is not valid',
    nameRequired: 'Full name is required',
    phoneRequired: 'Phone number is required',
    phoneInvalid: 'This phone number is not valid for the selected country. Please include the country code (e.g. +49 30 1234567).',
    emailInvalid: 'Please enter a valid email address',
    countryRequired: 'Please choose your country',
    countryInvalid: 'Please choose a country from the list',
    productRequired: 'Please add at least one product',
    productUnknown: 'This product is no longer listed. Please choose a product from the list.',
    duplicateProduct: 'Each product can be added only once',
    quantityMin: 'Quantity must be at least 1 kg',
    quantityMax: 'Quantity can be at most {{max}} kg',
    packSizeRange: 'Pack size must be between 0.5 and 100,000 kg',
    numberInvalid: 'Please enter a number',
    tooLong: 'At most {{max}} characters',
    trialFullNameRequired: 'Full name is required',
    trialPhoneRequired: 'Phone number is required',
    trialEmailInvalid: 'Please enter a valid email address',
    trialProductRequired: 'Please select at least one product',
    trialQuantityMin: 'Quantity must be at least 1kg',
    trialQuantityMax: 'Quantity can be at most {{max}} kg',
    termsRequired: 'You must accept the terms',
    contactNameMin: 'Name must be at least 2 characters',
    contactEmailInvalid: 'Please enter a valid email address',
    subjectRequired: 'Subject is required',
    messageMin: 'Message must be at least 10 characters',
    messageRequired: 'A message is required',
  },

  /** The e-mails a lead causes: the sales team's notification (always Turkish) and the visitor's confirmation. */
  emails: {
    kinds: {
      quote: 'Quote request',
      trial: 'Trial package request',
      contact: 'Message',
    },
    notification: {
      subjects: {
        quote: 'New quote request: {{who}}',
        trial: 'New trial package request: {{who}}',
        contact: 'New message: {{who}}',
      },
      kind: 'Type',
      name: 'Full name',
      company: 'Company',
      email: 'Email',
      phone: 'Phone',
      country: 'Country',
      cityDistrict: 'City / District',
      address: 'Address',
      subject: 'Subject',
      priority: 'Priority',
      language: 'Language',
      page: 'Page',
      referrer: 'Came from',
      campaign: 'Campaign',
      date: 'Date',
      adminLink: 'View in the admin panel',
      requestText: 'Request text',
    },
    confirmation: {
      privateLink: 'Follow your request, see our quote and answer it here (a private link: please do not share it)',
      hello: 'Hello,',
      closing: 'Kind regards,',
      reference: 'Reference',
      date: 'Date',
      request: 'Request',
      products: 'Products',
      subjects: {
        quote: 'We received your quote request',
        trial: 'We received your trial package request',
        contact: 'We received your message',
      },
      bodies: {
        quote: 'We have received your quote request. We will get back to you within 24 hours.',
        trial: 'We have received your trial package request. We will contact you with the payment details.',
        contact: 'We have received your message. We will get back to you as soon as possible.',
      },
    },
  },

  /** Answers of the public JSON API (POST /api/rfq, /api/trial-package, /api/contact). */
  api: {
    quoteReceived: 'Quote request received.',
    trialReceived: 'Trial package request received.',
    messageReceived: 'Message received.',
    usePost: 'Use POST.',
    sendJson: 'Send the body as JSON (Content-Type: application/json).',
    invalidJson: 'The body is not valid JSON.',
    tooManyRequests: 'Too many requests. Please try again in {{minutes}} minute(s).',
    unavailable: 'The service is temporarily unavailable. Please try again.',
  },

  /** Notices after an action (app/ui/toast*.tsx): their region (F8 moves there), one notice, its close button. */
  notices: {
    region: 'Notifications',
    item: 'Notification',
    close: 'Close notification',
  },

  requests,
  orders,

  confirmation,

  refusals,

  common: {
    previewDraft:
      'Preview: this page shows the saved draft; visitors see the published version. The link works only for you, and only for a short time.',
    loading: 'Loading...',
    error: 'An error occurred',
    errorTitle: 'Error',
    tryAgain: 'Try Again',
    back: 'Back',
    send: 'Send',
    sending: 'Sending...',
    required: 'Required',
    optional: 'Optional',
    yes: 'Yes',
    no: 'No',
    close: 'Close',
    success: 'Success',
    opensInNewTab: '(opens in a new tab)',
    whatsappGreeting: 'Hello, I would like to get information about your dried fig products.',
    rateLimited: 'Too many requests were sent. Please try again in a few minutes.',
  },

  /** The declared lead fields (app/features/leads/lead-fields.ts): each field's label, hint and choices. */
  leadFields: {
    section: 'Delivery terms',
    sectionHint: 'Optional: the terms you buy on. We quote on them.',
    incoterm: {
      label: 'Incoterm (Incoterms® 2020)',
      choose: 'No preference',
      options: {
        EXW: 'EXW – Ex Works',
        FCA: 'FCA – Free Carrier',
        CPT: 'CPT – Carriage Paid To',
        CIP: 'CIP – Carriage and Insurance Paid To',
        DAP: 'DAP – Delivered at Place',
        DPU: 'DPU – Delivered at Place Unloaded',
        DDP: 'DDP – Delivered Duty Paid',
        FAS: 'FAS – Free Alongside Ship',
        FOB: 'FOB – Free on Board',
        CFR: 'CFR – Cost and Freight',
        CIF: 'CIF – Cost, Insurance and Freight',
      },
    },
    namedPlace: {
      label: 'Named place or port',
      hint: 'The place of your Incoterm, e.g. Hamburg for CIF Hamburg',
    },
    deliveryPeriod: {
      label: 'Desired delivery',
      month: 'Month',
      or: 'or a date range:',
      from: 'From',
      to: 'To',
      hint: 'A month (YYYY-MM, e.g. 2027-03), or the first and last day of a range.',
    },
    vatNumber: {
      label: 'VAT number',
      hint: 'EU buyers: your VAT identification number, e.g. DE123456789.',
    },
  },

  /** The honeypot field of the public forms: only bots read its label (it is hidden from people). */
  formGuard: {
    honeypotLabel: 'Website',
  },
}

export default en
