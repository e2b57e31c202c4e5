const en = {
  meta: {
    siteName: "Aydın Dried Figs",
    defaultTitle: "Aydın Dried Figs | Wholesale and Export Dried Figs from Köşk",
    defaultDescription:
      "Producing dried figs in Köşk, Aydın since 1975. Geographically indicated Aydın figs for wholesale and export, calibrated products and trial packages.",
    defaultKeywords:
      "dried figs, Aydın figs, wholesale dried figs, dried fig export, Turkish dried figs, Köşk figs, organic dried figs, Lerida, Protoben, trial package",
    ogLocale: "en_US",
  },

  nav: {
    home: "Home",
    corporate: "Corporate",
    about: "About Us",
    origin: "Origin",
    export: "Export",
    calibration: "Calibration",
    customers: "Our Customers",
    products: "Products",
    blog: "Blog",
    quality: "Quality",
    contact: "Contact",
    trialPackage: "Trial Package",
    faq: "FAQ",
    rfq: "Get a Quote",
    allProducts: "All Products...",
    menu: "Menu",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    skipToContent: "Skip to content",
  },

  language: {
    label: "Language",
    tr: "Türkçe",
    en: "English",
    de: "Deutsch",
  },

  hero: {
    title1: "Natural Figs Dried Under the Aydın Sun",
    title2: "Wholesale and Export Dried Figs with 50 Years of Experience",
    subtitle:
      "We carefully dry, calibrate and ship geographically indicated Aydın figs from the orchards of Köşk, Aydın to buyers around the world.",
    ctaProducts: "View Products",
    ctaQuote: "Get a Quote",
  },

  home: {
    intro: {
      title: "Dried Figs from Köşk to the World",
      p1: "We have been producing dried figs in the Köşk district of Aydın since 1975. The fertile soil of the Büyük Menderes basin and its long, hot summers produce some of the most delicious dried figs in the world.",
      p2: "We carefully control every step from harvest to packing and supply wholesalers, supermarket chains, food businesses and exporters with calibrated, traceable and safe products.",
    },
    productsTitle: "Our Products",
    productsSubtitle:
      "Discover our dried fig varieties in different calibres, pack sizes and processing styles.",
    viewAllProducts: "View All Products",
    trial: {
      title: "Test Our Quality with a Trial Package",
      text: "Try our products in small quantities before placing a large order. Choose the products and calibres you want and judge the quality yourself.",
      note1: "2-3 business days delivery",
      note2: "free shipping",
      note3: "satisfaction guarantee",
      cta: "Request a Trial Package",
    },
    whyUs: {
      title: "Why Choose Us?",
      subtitle: "Traditional know-how meets modern quality control.",
      card1Title: "Over 50 Years of Experience",
      card1Text:
        "Since 1975 we have grown figs as a family tradition, and that know-how goes into every product we make.",
      card2Title: "Geographically Indicated Aydın Figs",
      card2Text:
        "Our products come from Köşk, the heart of the region protected by the Aydın fig geographical indication.",
      card3Title: "Quality and Food Safety",
      card3Text:
        "Our processes follow HACCP, ISO 22000 and BRC standards, and every lot is checked for aflatoxin.",
      card4Title: "Flexible Wholesale and Export Solutions",
      card4Text:
        "A range of calibres and pack sizes with FOB, CIF and DDP delivery terms, tailored to your needs.",
    },
    healthTitle: "Health Benefits of Figs",
    blogTitle: "Latest from Our Blog",
    blogSubtitle: "Recent articles on dried figs, the harvest, quality and nutrition.",
    readMore: "Read More",
    minutesRead: "{{minutes}} min read",
  },

  healthBenefits: {
    title: "Benefits of Dried Figs",
    subtitle:
      "Besides their natural sweetness, dried figs add valuable nutrients to your daily diet.",
    fiberTitle: "Source of Fibre",
    fiberText: "Rich in fibre, dried figs support digestion and keep you full for longer.",
    potassiumTitle: "Potassium",
    potassiumText:
      "Potassium contributes to normal muscle function and to the maintenance of healthy blood pressure.",
    calciumTitle: "Calcium",
    calciumText: "Their calcium content contributes to healthy bones and teeth.",
    ironTitle: "Iron",
    ironText:
      "Iron contributes to oxygen transport in the body and to the reduction of tiredness.",
    antioxidantsTitle: "Antioxidants",
    antioxidantsText:
      "Figs contain natural polyphenols and make a delicious part of a balanced diet.",
    energyTitle: "Natural Energy",
    energyText:
      "Thanks to their natural sugars, dried figs are a handy source of energy before sports and throughout the day.",
  },

  badges: {
    organic: "Organic",
    natural: "Natural",
    laurel: "Laurel-packed",
    geographicIndication: "Geographical Indication",
  },

  products: {
    title: "Our Products",
    subtitle: "Our dried fig varieties: sun-dried in Aydın, calibrated and carefully packed.",
    filters: {
      all: "All",
      organic: "Organic",
      natural: "Natural",
      laurel: "Laurel-packed",
      pack1020: "10-20 kg Packs",
    },
    empty: "No products found for this filter.",
    loadError: "An error occurred",
    tryAgain: "Try Again",
    notFound: "Product not found.",
    backToProducts: "Back to Products",
    viewDetails: "View Details",
    description: "Product Description",
    type: "Type",
    packSizes: "Pack Sizes",
    moisture: "Moisture",
    moistureRange: "{{min}}% - {{max}}%",
    calibres: "Calibres",
    calibreLabel: "Calibration {{value}}",
    palletInfo: "Pallet Information",
    priceTable: {
      title: "Price Ranges",
      calibre: "Calibre",
      quantity: "Quantity (kg)",
      cash: "Cash",
      credit: "Credit",
      unit: "USD/kg",
      note: "Prices are indicative; please request a quote for final pricing.",
    },
    getQuote: "Get Quote",
    trialPackage: "Trial Package",
    specSheet: "Product Specification (PDF)",
    coa: "Certificate of Analysis (COA)",
    previousImage: "Previous image",
    nextImage: "Next image",
    thumbnail: "Image {{index}}",
    kg: "kg",
    more: "more",
    filterLabel: "Filter products",
    piecesPerKg: "{{min}}-{{max}} pieces/kg",
    typeNames: {
      LERIDA: "Lerida",
      PROTOBEN: "Protoben",
      BAGLAMA: "Bağlama Figs (String Figs)",
      PULLED: "Pulled",
      LAYER: "Layer",
      CUBE_BLOCK: "Cube/Block",
      NATURAL_LAUREL_10_20KG: "Natural with Laurel Leaves",
      NATUREL_INCIR: "Natural Figs - Gold Series",
    },
    calibreNames: {
      A1: "Gold Series",
      A2: "Special",
      A3: "Gourmet",
      A4: "Standard",
      A5: "Natural",
      A6: "Traditional",
      A7: "Economic",
      A8: "Table",
      A9: "Culinary",
      A10: "Industrial",
      A11: "Extra Small",
    },
  },

  quality: {
    title: "Quality and Food Safety",
    subtitle:
      "Controlled at every stage from orchard to table: safe, traceable dried figs that meet international standards.",
    process: {
      title: "Our Quality Control Process",
      subtitle: "Every lot passes a five-step check before shipment.",
      step1Title: "Orchard and Harvest Control",
      step1Text:
        "Figs are collected only after they have fully ripened and dropped from the tree naturally; harvest areas are inspected regularly.",
      step2Title: "Hygienic Drying",
      step2Text:
        "The fruit is sun-dried on clean drying racks, and moisture content is measured and monitored regularly.",
      step3Title: "Sorting and UV Inspection",
      step3Text:
        "Every fig is hand-checked by trained staff; fruit suspected of aflatoxin is removed under UV light.",
      step4Title: "Calibration and Laboratory Analysis",
      step4Text:
        "Products are graded by the number of pieces per kilogram, and samples from every lot are analysed in the laboratory.",
      step5Title: "Packing and Traceability",
      step5Text:
        "Each lot is packed under hygienic conditions and carries a lot number that traces it from orchard to shipment.",
    },
    certifications: {
      title: "Our Certifications",
      subtitle: "Production in line with international food safety standards.",
      haccpName: "HACCP",
      haccpText:
        "With our Hazard Analysis and Critical Control Points system we identify production risks in advance and keep them under control.",
      iso22000Name: "ISO 22000",
      iso22000Text:
        "Our food safety management system follows international standards across the entire supply chain.",
      brcName: "BRC Global Standard",
      brcText:
        "We work to the BRC Global Standard food safety requirements expected by retail chains.",
    },
    aflatoxin: {
      title: "Aflatoxin Control Flow",
      subtitle: "A four-step control to meet the strict limits of export markets.",
      step1Title: "Sampling",
      step1Text:
        "Representative samples are taken from every lot using the methods defined in the relevant regulations.",
      step2Title: "UV Sorting",
      step2Text:
        "In a dark room, figs that glow under UV light and are suspected of aflatoxin are removed one by one.",
      step3Title: "Laboratory Analysis",
      step3Text:
        "Samples are analysed in accredited laboratories to measure aflatoxin B1 and total aflatoxin levels.",
      step4Title: "Approval and Reporting",
      step4Text:
        "Lots within the legal limits are released for shipment, and the analysis report is added to the shipping documents.",
    },
    documents: {
      title: "Export Documents",
      subtitle: "We prepare the documents your shipments need and follow up on every step.",
      colDocument: "Document",
      colDescription: "Description",
      colDuration: "Processing Time",
      certificateOfOrigin: {
        name: "Certificate of Origin",
        description:
          "Certifies that the product originates in Türkiye; required for customs clearance and preferential duties.",
        duration: "2-3 days",
      },
      phytosanitary: {
        name: "Phytosanitary Certificate",
        description:
          "Shows that the product is free of pests and meets the plant health requirements of the importing country.",
        duration: "3-5 days",
      },
      fumigation: {
        name: "Fumigation Certificate",
        description: "Certifies that the products and packaging have undergone the required fumigation.",
        duration: "1-2 days",
      },
      qualityAnalysis: {
        name: "Quality Analysis Report",
        description:
          "Contains laboratory results for moisture, aflatoxin and other quality parameters.",
        duration: "5-7 days",
      },
    },
  },

  origin: {
    title: "The Origin of Aydın Figs",
    subtitle:
      "Some of the world's finest dried figs grow on the sunny slopes of the Büyük Menderes basin.",
    card1Title: "Köşk, Aydın",
    card1Text:
      "Köşk is one of the centres of Aydın fig production, and our figs come from the heart of this fertile region.",
    card2Title: "A Unique Climate",
    card2Text:
      "Long hot summers, mild winters and the fertile soil of the Menderes valley give the fig its distinctive sweetness.",
    card3Title: "The Sarılop Variety",
    card3Text:
      "The Sarılop fig, the symbol of the region, is the variety best suited to drying thanks to its thin skin, honey-coloured flesh and rich aroma.",
    timeline: {
      title: "Harvest and Processing",
      subtitle: "Aydın figs from tree to pack in four steps.",
      step1Title: "Harvest",
      step1Text:
        "From August onwards, ripe figs partly dry on the tree and are collected after they fall to the ground naturally.",
      step2Title: "Sun-Drying",
      step2Text: "The figs are dried naturally in the sun on drying racks for 7–10 days.",
      step3Title: "Sorting and Calibration",
      step3Text:
        "The dried figs are sorted one by one and graded into classes A1–A11 by the number of pieces per kilogram.",
      step4Title: "Packing",
      step4Text:
        "The calibrated products are packed in our hygienic facility in the packaging our customers require.",
    },
    gi: {
      title: "Geographical Indication",
      text: "Aydın figs carry a registered geographical indication. It guarantees that the quality and characteristics of the product come from the climate, soil and traditional know-how of the region where it is grown. Our figs, grown and dried in Köşk, are part of this heritage.",
    },
    calendar: {
      title: "Harvest Calendar",
      subtitle: "In Aydın, figs are harvested between August and October.",
      augustMonth: "August",
      augustLabel: "Early start",
      augustText: "The harvest begins with the first ripe figs.",
      septemberMonth: "September",
      septemberLabel: "Main harvest",
      septemberText: "The busiest period for harvesting and sun-drying.",
      octoberMonth: "October",
      octoberLabel: "Late end",
      octoberText: "The last figs are collected and the season comes to an end.",
    },
  },

  export: {
    title: "Export",
    subtitle: "We deliver dried figs from Aydın safely to buyers all over the world.",
    card1Title: "Global Supply",
    card1Text:
      "From Europe to the Middle East and from North America to Asia, we prepare products that meet the requirements of each market.",
    card2Title: "Custom Packaging",
    card2Text:
      "Private label production, a range of pack sizes and packaging types for flexible solutions.",
    card3Title: "Complete Documentation",
    card3Text:
      "We prepare all export documents, including certificates of origin, phytosanitary certificates and analysis reports.",
    incoterms: {
      title: "Delivery Terms (INCOTERMS)",
      subtitle: "Let us agree on the delivery terms that suit your logistics.",
      fobTitle: "FOB – Free On Board",
      fobText:
        "The goods are loaded onto the buyer's vessel at the agreed Turkish port; freight and risk pass to the buyer from that point.",
      cifTitle: "CIF – Cost, Insurance and Freight",
      cifText:
        "We cover freight and insurance, and the goods are shipped insured to the buyer's port of destination.",
      ddpTitle: "DDP – Delivered Duty Paid",
      ddpText:
        "We cover all costs, including customs clearance and duties, and deliver the goods to the address the buyer specifies.",
    },
    shipping: {
      title: "Shipping Options",
      subtitle: "Choose the mode of transport that best fits your volume, budget and timeline.",
      seaTitle: "Sea Freight",
      seaDuration: "15-30 days",
      seaText: "The most economical option for large volumes, with safe container transport.",
      airTitle: "Air Freight",
      airDuration: "3-7 days",
      airText: "The fastest solution for urgent orders and samples.",
      landTitle: "Road Freight",
      landDuration: "5-15 days",
      landText: "Flexible door-to-door delivery by truck to Europe and neighbouring countries.",
    },
    documentsTitle: "Export Documents",
    documentsSubtitle: "The documents required for each shipment and their typical processing times.",
    hsCodes: {
      title: "HS Codes",
      subtitle: "Tariff codes used for customs clearance.",
      colCode: "Code",
      colDescription: "Description",
      freshCode: "0804.20.10",
      fresh: "Fresh figs",
      driedCode: "0813.10.00",
      dried: "Dried figs",
    },
  },

  about: {
    metaTitle: "About Us | Aydın Dried Figs – Fig Production in Köşk since 1975",
    metaDescription:
      "Founded in Köşk, Aydın in 1975, we draw on over 50 years of experience to produce geographically indicated Aydın dried figs and ship them worldwide.",
    metaKeywords:
      "about us, Aydın figs, Köşk, dried fig producer, 1975, geographical indication, wholesale dried figs",
    heading: "About Us",
    subtitle: "More than 50 years of passion for figs from the fertile land of Aydın",
    story: {
      title: "Our Story",
      p1: "Our story began in 1975 in a small family orchard in the Köşk district of Aydın. From day one, our goal has been to bring the region's unique figs to the table in their most natural form.",
      p2: "Over the years we expanded our orchards, built a modern sorting and packing facility and brought our production up to international food safety standards.",
      p3: "Today we combine traditional sun-drying with modern quality control to serve wholesale buyers in Türkiye and abroad.",
    },
    love: {
      title: "Our Love for Figs",
      text: "For us, figs are more than a product: they are a way of life handed down from generation to generation. Every harvest, we are out among our trees with the same excitement.",
    },
    giBadge: "Aydın Fig / Geographic Indication",
    journey: {
      title: "Our Journey",
      text: "Our journey began at local markets and today reaches distributors, supermarket chains and food manufacturers in many countries.",
    },
    heritage: {
      title: "Our Heritage",
      text: "Raised among the fig orchards of Köşk, our family preserves the craft of drying and sorting as a heritage passed from master to apprentice.",
    },
    mission: {
      title: "Our Mission",
      text: "To produce Aydın figs safely and traceably without compromising their natural character, and to deliver them to our customers in the highest quality.",
    },
    vision: {
      title: "Our Vision",
      text: "To be one of the most trusted suppliers of geographically indicated Aydın figs worldwide.",
    },
    values: {
      title: "Our Values",
      naturalTitle: "Natural",
      naturalText: "We preserve the natural taste and nutritional value of figs without additives.",
      qualityTitle: "Quality",
      qualityText:
        "We check every lot against international standards and are committed to consistent quality.",
      traditionTitle: "Tradition",
      traditionText: "We keep alive methods passed down through generations, such as sun-drying.",
      innovationTitle: "Innovation",
      innovationText: "We invest in modern technology for sorting, calibration and packing.",
    },
    stats: {
      years: "50+",
      yearsLabel: "Years of Experience",
      varieties: "10",
      varietiesLabel: "Dried Fig Varieties",
      customers: "100+",
      customersLabel: "Wholesale Customers",
      natural: "100%",
      naturalLabel: "Natural",
    },
  },

  calibration: {
    metaTitle: "Dried Fig Calibration: Size Classes A1–A11 | Aydın Dried Figs",
    metaDescription:
      "What is calibration in dried figs? The 11 size classes from A1 to A11 by pieces per kilogram, and why choosing the right calibre matters.",
    title: "Dried Fig Calibration",
    intro:
      "Calibration means grading dried figs into size classes by the number of pieces per kilogram. The fewer pieces per kilogram, the larger the figs and the more premium they are considered. We use 11 classes ranging from 36 to 130 pieces per kilogram.",
    tableTitle: "Calibre Classes",
    colCode: "Code",
    colName: "Name",
    colPieces: "Pieces per kg",
    why: {
      title: "Why Does Calibration Matter?",
      point1:
        "Consistent quality: figs of a similar size within a lot ensure a uniform appearance and taste.",
      point2:
        "Fair pricing: larger figs are more valuable, so calibration is the basis of fair and transparent pricing.",
      point3:
        "Fit for purpose: large calibres are preferred for table consumption, smaller ones for pastry and industrial use.",
      point4:
        "Easy ordering and logistics: standard classes let buyers state their needs clearly and help us prepare orders without errors.",
    },
    conclusionTitle: "Conclusion",
    conclusion:
      "Choosing the right calibre gives you the best result in terms of both quality and cost. Contact us or request a quote to find the calibre that best suits your needs.",
  },

  contact: {
    title: "Contact",
    subtitle: "Get in touch with us about questions, wholesale orders and partnerships.",
    form: {
      title: "Write to Us",
      name: "Full Name",
      email: "Email",
      phone: "Phone",
      phoneOptional: "Phone (optional)",
      subject: "Subject",
      message: "Your Message",
      send: "Send",
      sending: "Sending...",
    },
    success: {
      title: "Your message has been sent!",
      text: "We will get back to you as soon as possible.",
    },
    errorText: "Message could not be sent. Please try again.",
    info: {
      title: "Contact Information",
      address: "Address",
      phone: "Phone",
      email: "Email",
      whatsapp: "WhatsApp",
    },
    hours: {
      title: "Working Hours",
      weekdays: "Monday-Friday 08:00-18:00",
      saturday: "Saturday 09:00-15:00",
      sunday: "Sunday closed",
    },
    location: {
      title: "Location",
      addressLine: "Köşk, Aydın, Türkiye",
      openInMaps: "Open in maps",
      mapTitle: "Location map",
    },
  },

  rfq: {
    title: "Request a Quote",
    subtitle:
      "Tell us your preferred products, quantities and calibres, and we will send you a tailored quote within 24 hours.",
    contactSection: "Contact Information",
    productsSection: "Products",
    labels: {
      name: "Full Name",
      company: "Company",
      email: "Email",
      phone: "Phone",
      city: "Province",
      town: "City",
      district: "District",
      address: "Address",
      details: "Additional Details",
      product: "Product",
      quantityKg: "Quantity (kg)",
      calibre: "Calibre",
      packSize: "Pack Size (kg)",
      packagingType: "Packaging Type",
      deliveryDate: "Desired Delivery Date",
      notes: "Notes",
      country: "Country",
      message: "Message",
    },
    chooseCity: "Select a city",
    chooseDistrict: "Select a district",
    showDistricts: "Show districts",
    chooseCountry: "Select a country",
    applyCountry: "Apply",
    phoneHint: "If the number is not from the selected country, please include the country code (e.g. +44 20 7946 0958).",
    addProduct: "Add Product",
    pickerTitle: "Select Products",
    alreadyAdded: "Added",
    remove: "Remove",
    formTitle: "Quote Form",
    noProductsSelected: "No products selected yet.",
    submit: "Request Quote",
    sending: "Sending...",
    success: "Request received!",
    successText: "We will get back to you within 24 hours.",
    errorText: "An error occurred. Please try again.",
    summary: {
      title: "Selected products:",
      product: "{{index}}. {{title}}",
      calibre: "Calibration: {{value}}",
      quantity: "Quantity: {{value}} kg",
      packSize: "Pack size: {{value}} kg",
      details: "Customer notes:",
    },
    seo: {
      breadcrumbHome: "Home",
      breadcrumbQuote: "Quote Request",
      serviceName: "Wholesale Dried Fig Quotation",
      serviceDescription:
        "A free wholesale price quote for Aydın dried figs by product, calibre, quantity and pack size, prepared within 24 hours.",
    },
    content: {
      title: "How to Get a Wholesale Quote for Dried Figs",
      p1: "The quote form is the fastest way to get a tailored price for your wholesale dried fig purchases. Simply select the products and enter the quantity, calibre and pack size for each.",
      processTitle: "How Does the Quote Process Work?",
      p2: "When you submit the form, your request goes straight to our sales team. They review stock availability, your chosen calibres and delivery terms, and send you a written quote within 24 hours.",
      p3: "Our quote includes unit prices (USD/kg), cash and credit payment options, packing details and an estimated delivery time. Once you approve it, your order is added to the production schedule.",
      advantagesTitle: "The Advantages of Buying Direct from the Producer",
      p4: "Buying directly from the producer saves you intermediary costs. Our 50+ years of experience, production in line with HACCP, ISO 22000 and BRC standards and aflatoxin checks on every lot ensure consistent quality.",
      varietiesTitle: "Our Product Varieties",
      p5: "We offer natural, Lerida, Protoben, Bağlama, Pulled, Layer, Cube/Block and laurel-packed figs in calibres A1–A8 and a range of pack sizes. You will find details of the calibre classes in our calibration guide.",
      whoTitle: "Who Can Request a Quote?",
      p6: "Distributors, supermarket chains, food businesses, exporters, restaurant and patisserie chains and organic stores are all welcome to request a quote. Alongside buyers in Türkiye, we serve companies abroad with FOB, CIF and DDP delivery terms.",
      linksTitle: "Learn More",
      linkProducts: "Browse our products",
      linkCalibration: "Calibration guide",
      linkQuality: "Quality and food safety",
      linkOrigin: "The origin of Aydın figs",
    },
  },

  trial: {
    title: "Trial Package",
    subtitle:
      "Try our products in small quantities before placing a large order. Payment is by bank transfer and delivery takes 2-3 days.",
    formTitle: "Trial Package Request Form",
    productsTitle: "Product Selection",
    contactTitle: "Contact Information",
    labels: {
      fullName: "Full Name",
      phone: "Phone",
      email: "Email (optional)",
      company: "Company (optional)",
      country: "Country",
      address: "Delivery Address",
      product: "Product",
      selectProduct: "Select a product",
      calibre: "Calibre",
      quantity: "Quantity (kg)",
      notes: "Notes",
    },
    addRow: "Add Product",
    removeRow: "Remove Row",
    rowTitle: "Product {{number}}",
    showCalibres: "Show calibres",
    chooseCountry: "Select a country",
    phoneHint: "If the number is not from the selected country, please include the country code (e.g. +44 20 7946 0958).",
    totalKg: "Total: {{total}} kg",
    paymentNote:
      "Payment is made by bank transfer. Once we receive your request, we will send you the payment details.",
    agreement: "I have read and accept the trial package terms.",
    submit: "Request Trial Package",
    sending: "Sending...",
    success:
      "Your trial package request has been received. We will contact you with the payment details.",
    failure: "Your request could not be sent. Please try again.",
    message: {
      title: "Trial package request",
      total: "Total quantity: {{total}} kg",
      payment: "Payment method: Bank transfer",
      products: "Products:",
      address: "Address: {{address}}",
      notes: "Notes: {{notes}}",
    },
    seo: {
      title: "How Does the Trial Package Work?",
      subtitle: "Get to know our products in four simple steps.",
      step1Title: "Product Selection",
      step1Text: "Choose the products, calibres and quantities you would like to try.",
      step2Title: "Order Confirmation",
      step2Text:
        "Once we receive your request, our team contacts you with the payment details; payment is by bank transfer.",
      step3Title: "Fast Delivery",
      step3Text: "After your payment is confirmed, your package arrives at your address within 2-3 days.",
      step4Title: "Quality Evaluation",
      step4Text:
        "Inspect, taste and evaluate the products; if you are satisfied, placing your wholesale order is easy.",
    },
  },

  faq: {
    title: "Frequently Asked Questions",
    subtitle: "What you may want to know about wholesale buying, delivery, products and returns.",
    q1: "What is the minimum wholesale order quantity?",
    a1: "Our minimum order quantity for wholesale orders is 100 kg. If you would like to get to know our products in smaller quantities, our trial package is the right choice.",
    q2: "How long does delivery take?",
    a2: "Deliveries within Türkiye usually take 2-5 business days, and international deliveries 7-15 business days. Times may vary depending on the delivery terms and destination.",
    q3: "Which pack sizes do you offer?",
    a3: "Our standard packs are 5 kg, 10 kg and 12.5 kg. Other packaging solutions are available on request.",
    q4: "Do you send samples?",
    a4: "Yes, you can request samples. The shipping costs for samples are paid by the buyer.",
    q5: "What is your returns policy?",
    a5: "Return requests must be made within 7 days of delivery. See our Returns Policy page for details.",
    q6: "What does calibre mean?",
    a6: "Calibre indicates the number of figs per kilogram. A1, with 36-40 pieces per kilogram, is the largest class; the more pieces, the smaller the figs.",
    q7: "Which standards does your production meet?",
    a7: "Our production follows HACCP, ISO 22000 and BRC Global Standard requirements, and every lot is analysed for aflatoxin.",
    q8: "Do you export?",
    a8: "Yes. We export by sea, air and road on FOB, CIF and DDP terms and prepare all the necessary documents.",
    q9: "How are prices determined?",
    a9: "Prices depend on product type, calibre, quantity and payment method (cash or credit). Prices on the website are indicative; please request a quote for final pricing.",
    q10: "Which payment options do you offer?",
    a10: "For wholesale orders we offer cash and credit payment options; trial packages are paid by bank transfer.",
    contactTitle: "Didn't find your answer?",
    contactCta: "Contact Us",
    chatCta: "Chat on WhatsApp",
  },

  legal: {
    terms: {
      title: "Terms of Use",
      updated: "Last updated: 2025",
      s1Title: "Scope",
      s1Text:
        "These terms of use apply to everyone who visits our website and to anyone who sends a quote request, trial package request or contact message through it. By using the site you accept these terms.",
      s2Title: "Product Information and Prices",
      s2Text:
        "Product descriptions, images and price ranges on the site are for information only. Prices are shown in USD/kg and are not binding; the final price is set by the written quote we send you.",
      s3Title: "Quotes and Orders",
      s3Text:
        "Quote requests are answered within 24 hours. An order becomes binding once both parties confirm the terms of the quote in writing. The minimum quantity for wholesale orders is 100 kg.",
      s4Title: "Delivery",
      s4Text:
        "Subject to stock availability, confirmed orders are dispatched within 24-48 hours. Deliveries within Türkiye usually take 2-5 business days, and international deliveries 7-15 business days.",
      s5Title: "Intellectual Property",
      s5Text:
        "All texts, images, logos and designs on the site belong to our company and may not be copied, reproduced or used commercially without permission.",
      s6Title: "Liability and Changes",
      s6Text:
        "We take the utmost care to keep the information on the site accurate; however, we accept no liability for indirect damage resulting from typographical or technical errors. We reserve the right to update these terms without prior notice.",
      s7Title: "Governing Law",
      s7Text:
        "These terms are governed by the laws of the Republic of Türkiye. The courts and enforcement offices of Aydın have jurisdiction over disputes; consumers' rights to apply to consumer arbitration committees and consumer courts remain unaffected.",
    },
    privacy: {
      title: "Privacy Policy",
      updated: "Last updated: 2025",
      s1Title: "Data Controller",
      s1Text:
        "Our company processes your personal data as data controller in accordance with the Turkish Personal Data Protection Law No. 6698 (KVKK) and the EU General Data Protection Regulation (GDPR).",
      s2Title: "Data We Collect",
      s2Text:
        "Through our contact, quote and trial package forms we collect your full name, company name, email address, phone number, country, city, district, address and the product information related to your request.",
      s3Title: "Purposes of Processing",
      s3Text:
        "We process your data to answer your requests, prepare quotes, handle orders and deliveries, meet our legal obligations and communicate with you.",
      s4Title: "Cookies and Local Storage",
      s4Text:
        "Our site stores your language preference in your browser's local storage and may use technical cookies that are necessary for the site to work.",
      s5Title: "Sharing of Data",
      s5Text:
        "Your data is shared only as far as the service requires with shipping and logistics companies, customs brokers and legally authorised bodies; it is never sold to third parties.",
      s6Title: "Retention and Security",
      s6Text:
        "Your data is stored, protected by appropriate technical and organisational measures, for as long as the purpose of processing and the statutory retention periods require.",
      s7Title: "Your Rights",
      s7Text:
        "Under Article 11 of the KVKK and the GDPR you have the right to access your data, to request its correction or deletion, to object to its processing and to data portability. You can send us your requests through the channels on our contact page.",
    },
    returns: {
      title: "Returns Policy",
      updated: "Last updated: 2025",
      s1Title: "Return Period",
      s1Text:
        "Return requests must be made within 7 days of delivery. Requests made after this period cannot be considered.",
      s2Title: "Return Conditions",
      s2Text:
        "Because they are food products, only unopened, unspoiled items that have been stored properly can be returned. This condition does not apply to defective, damaged or incorrect items.",
      s3Title: "Defective or Incorrect Products",
      s3Text:
        "If the product you receive is damaged, defective or different from your order, let us know within 7 days and include photos. After inspection, the product will be replaced or refunded.",
      s4Title: "Return Process",
      s4Text:
        "Send your return request with your order details through the channels on our contact page. Our team will review it and tell you the return address and shipping method.",
      s5Title: "Refunds",
      s5Text:
        "For approved returns, the refund is made using your original payment method once the product has reached us. For defective products, we cover the return shipping costs.",
      s6Title: "Wholesale and Export Orders",
      s6Text:
        "For wholesale and export orders, return and complaint conditions are also governed by the contract and quote terms; quality claims are assessed together with an analysis report.",
    },
    seller: {
      title: "Seller Information",
      updated: "Last updated: 2025",
      s1Title: "About the Company",
      s1Text:
        "Our company was founded in 1975 in the Köşk district of Aydın and has been producing, processing, wholesaling and exporting dried figs for more than 50 years.",
      s2Title: "Address and Contact",
      s2Text:
        "Köşk, Aydın, Türkiye. Our full current address, phone number and email address are listed on our contact page.",
      s3Title: "Business Activities",
      s3Text:
        "Drying, sorting, calibrating and packing geographically indicated Aydın figs, and selling them wholesale in Türkiye and for export.",
      s4Title: "Payment and Delivery",
      s4Text:
        "Wholesale orders can be paid in cash or on credit; trial packages are paid by bank transfer. Confirmed orders are dispatched within 24-48 hours.",
      s5Title: "Quality Assurance",
      s5Text:
        "Our production follows HACCP, ISO 22000 and BRC Global Standard requirements, and every lot is analysed for aflatoxin.",
      s6Title: "Complaints and Disputes",
      s6Text:
        "You can send us any request or complaint through our contact channels. In consumer disputes you may apply to consumer arbitration committees or consumer courts within the statutory monetary limits.",
    },
    customers: {
      title: "Our Customers",
      updated: "Last updated: 2025",
      stat1Value: "500+",
      stat1Label: "Active Customers",
      stat2Value: "95%",
      stat2Label: "Customer Satisfaction",
      stat3Value: "25+",
      stat3Label: "Export Countries",
      stat4Value: "24-48 hours",
      stat4Label: "To Dispatch",
      s1Title: "Customers Who Trust Us",
      s1Text:
        "Today we supply dried figs to more than 500 active customers in Türkiye and abroad. The long-standing partnerships we have built since 1975 are our best reference.",
      s2Title: "Who We Serve",
      s2Text:
        "Distributors, supermarket chains, food businesses, exporters, restaurant and patisserie chains, organic stores and retail customers.",
      s3Title: "International Reach",
      s3Text:
        "Our products are exported to more than 25 countries. We prepare documents and packaging that comply with the regulations of each market.",
      s4Title: "Customer Satisfaction",
      s4Text:
        "95% of our customers say they are satisfied with our service. We use regular feedback to keep improving the quality of our products and service.",
      s5Title: "Fast Delivery",
      s5Text:
        "Confirmed orders are dispatched within 24-48 hours, so our customers' stock keeps flowing without interruption.",
      s6Title: "Join Our Customers",
      s6Text:
        "To join our customers, request a quote or get to know our products with a trial package.",
    },
  },

  blog: {
    title: "Blog",
    subtitle: "Articles on dried figs, the harvest, quality and healthy eating.",
    empty: "No articles have been published yet.",
    readMore: "Read More",
    backToBlog: "Back to Blog",
    notFound: "Article not found.",
    notFoundText: "The article you are looking for may have been removed or may never have existed.",
    minutesRead: "{{minutes}} min read",
    keywords: "Tags",
  },

  cta: {
    title: "Bring the Taste of Aydın Figs to Your Business",
    text: "Test our quality with a trial package, get a quote for your wholesale orders or reach us right away on WhatsApp.",
    trial: "Trial Package",
    quote: "Get a Quote",
    whatsapp: "Message on WhatsApp",
  },

  footer: {
    about:
      "Since 1975 we have been producing geographically indicated Aydın figs in Köşk, Aydın, and supplying them to wholesale and export customers.",
    products: "Products",
    company: "Company",
    contactTitle: "Contact",
    legal: "Legal",
    address: "Address",
    phone: "Phone",
    email: "Email",
    rights: "© {{year}} Aydın Dried Figs. All rights reserved.",
    followUs: "Follow Us",
  },

  notFound: {
    title: "Page Not Found",
    text: "The page you are looking for may have been moved or removed, or may never have existed.",
    backHome: "Back to Home",
  },

  unavailable: {
    title: "Temporarily unavailable",
    text: "A technical problem keeps us from showing this page right now. We are on it: please try again in a few minutes.",
    contact: "You can reach us directly at any time:",
  },

  forms: {
    controlCharacters: "This field contains invisible control characters. Please remove them and send again.",
    lineBreak: "This field must be a single line.",
    tooManyLines: "You can add at most {{max}} product lines.",
    invalidRequest: "Invalid request.",
    invalidAction: "This action could not be carried out. Please check the form and send it again.",
  },

  /** Messages of the public forms' checks. */
  validation: {
    localeRequired: "locale is required (tr, en or de)",
    invalidValue: "This value is not valid",
    nameRequired: "Full name is required",
    phoneRequired: "Phone number is required",
    phoneInvalid: "This phone number is not valid for the selected country. Please include the country code (e.g. +49 30 1234567).",
    emailInvalid: "Please enter a valid email address",
    countryRequired: "Please choose your country",
    countryInvalid: "Please choose a country from the list",
    productRequired: "Please add at least one product",
    productUnknown: "This product is no longer listed. Please choose a product from the list.",
    duplicateProduct: "Each product can be added only once",
    quantityMin: "Quantity must be at least 1 kg",
    quantityMax: "Quantity can be at most {{max}} kg",
    packSizeRange: "Pack size must be between 0.5 and 100,000 kg",
    numberInvalid: "Please enter a number",
    tooLong: "At most {{max}} characters",
    trialFullNameRequired: "Full name is required",
    trialPhoneRequired: "Phone number is required",
    trialEmailInvalid: "Please enter a valid email address",
    trialProductRequired: "Please select at least one product",
    trialQuantityMin: "Quantity must be at least 1kg",
    trialQuantityMax: "Quantity can be at most {{max}} kg",
    termsRequired: "You must accept the terms",
    contactNameMin: "Name must be at least 2 characters",
    contactEmailInvalid: "Please enter a valid email address",
    subjectRequired: "Subject is required",
    messageMin: "Message must be at least 10 characters",
    messageRequired: "A message is required",
  },

  /** The e-mails a lead causes: the sales team's notification (always Turkish) and the visitor's confirmation. */
  emails: {
    kinds: {
      quote: "Quote request",
      trial: "Trial package request",
      contact: "Message",
    },
    notification: {
      subjects: {
        quote: "New quote request: {{who}}",
        trial: "New trial package request: {{who}}",
        contact: "New message: {{who}}",
      },
      kind: "Type",
      name: "Full name",
      company: "Company",
      email: "Email",
      phone: "Phone",
      country: "Country",
      cityDistrict: "City / District",
      address: "Address",
      subject: "Subject",
      priority: "Priority",
      language: "Language",
      page: "Page",
      referrer: "Came from",
      campaign: "Campaign",
      date: "Date",
      adminLink: "View in the admin panel",
      requestText: "Request text",
    },
    confirmation: {
      hello: "Hello,",
      closing: "Kind regards,",
      reference: "Reference",
      date: "Date",
      request: "Request",
      products: "Products",
      subjects: {
        quote: "We received your quote request",
        trial: "We received your trial package request",
        contact: "We received your message",
      },
      bodies: {
        quote: "We have received your quote request. We will get back to you within 24 hours.",
        trial: "We have received your trial package request. We will contact you with the payment details.",
        contact: "We have received your message. We will get back to you as soon as possible.",
      },
    },
  },

  /** Answers of the public JSON API (POST /api/rfq, /api/trial-package, /api/contact). */
  api: {
    quoteReceived: "Quote request received.",
    trialReceived: "Trial package request received.",
    messageReceived: "Message received.",
    usePost: "Use POST.",
    sendJson: "Send the body as JSON (Content-Type: application/json).",
    invalidJson: "The body is not valid JSON.",
    tooManyRequests: "Too many requests. Please try again in {{minutes}} minute(s).",
    unavailable: "The service is temporarily unavailable. Please try again.",
  },

  common: {
    loading: "Loading...",
    error: "An error occurred",
    errorTitle: "Error",
    tryAgain: "Try Again",
    back: "Back",
    send: "Send",
    sending: "Sending...",
    required: "Required",
    optional: "Optional",
    yes: "Yes",
    no: "No",
    close: "Close",
    success: "Success",
    opensInNewTab: "(opens in a new tab)",
    whatsappGreeting: "Hello, I would like to get information about your dried fig products.",
    rateLimited: "Too many requests were sent. Please try again in a few minutes.",
  },
};

export default en;
