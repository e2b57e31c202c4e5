/**
 * The words of the quote and proforma PDFs in Turkish; this object's shape is every language's
 * (en.ts and de.ts satisfy it). `{{name}}` marks a value filled in when drawn.
 */
const tr = {
  quote: {
    title: 'Fiyat Teklifi',
    number: 'Teklif no.',
    date: 'Tarih',
    validUntil: 'Geçerlilik tarihi',
    reference: 'Talep no.',
  },
  proforma: {
    title: 'Proforma Fatura',
    number: 'Proforma no.',
    date: 'Tarih',
    quote: 'Teklif',
    poNumber: 'Sipariş numaranız',
    paymentReference: 'Lütfen ödeme açıklamasına {{number}} yazınız.',
    notADemand: 'Bu proforma fatura bir ödeme talebi değildir.',
  },
  parties: {
    seller: 'Satıcı',
    buyer: 'Alıcı',
    phone: 'Telefon',
    email: 'E-posta',
    taxOffice: 'Vergi dairesi',
    taxNumber: 'Vergi no.',
  },
  lines: {
    product: 'Ürün',
    calibre: 'Kalibre',
    packKg: 'Ambalaj (kg)',
    quantityKg: 'Miktar (kg)',
    netKg: 'Net ağırlık (kg)',
    unitPrice: 'Kg fiyatı',
    lineTotal: 'Tutar',
  },
  totals: {
    subtotal: 'Ara toplam',
    extrasTotal: 'Ek masraflar toplamı',
    total: 'Genel toplam ({{currency}})',
    totalKg: 'Toplam miktar',
    totalNetKg: 'Toplam net ağırlık',
    kg: 'kg',
  },
  terms: {
    title: 'Satış koşulları',
    incoterm: 'Teslim şekli',
    payment: 'Ödeme koşulları',
    shipment: 'Yükleme dönemi',
    note: 'Açıklamalar',
  },
  goods: {
    title: 'Mal bilgisi',
    hsCode: 'GTİP {{code}}',
    origin: 'Menşei: Türkiye (Aydın)',
  },
  payment: {
    title: 'Ödeme planı',
    advance: 'Peşinat (%{{percent}})',
    advanceDue: '{{amount}} — son ödeme günü {{date}}, banka havalesiyle',
    balance: 'Bakiye (%{{percent}})',
    whole: 'Ödeme (%{{percent}})',
    due: {
      documents: '{{amount}} — sevkiyat evraklarının ibrazında ödenir',
      'lc-sight': '{{amount}} — akreditif kapsamında görüldüğünde ödenir',
    },
  },
  bank: {
    title: 'Banka bilgileri',
    holder: 'Hesap sahibi',
    bank: 'Banka',
    iban: 'IBAN',
    swift: 'SWIFT/BIC',
  },
  status: {
    label: 'Durum',
    accepted: 'Kabul edildi',
    declined: 'Alıcı tarafından reddedildi',
    expired: 'Süresi doldu – artık geçerli değil',
    withdrawn: 'Satıcı tarafından geri çekildi',
    superseded: 'Yeni bir sürümle değiştirildi',
  },
}

export type QuoteDocumentTexts = typeof tr

export default tr
