/** The confirmation a visitor reads on the form's page after sending a quote, trial or contact request. */
const confirmation = {
  titles: {
    quote: 'Teşekkürler – teklif talebiniz bize ulaştı',
    trial: 'Teşekkürler – deneme paketi talebiniz bize ulaştı',
    contact: 'Teşekkürler – mesajınız bize ulaştı',
  },
  reference: 'Referans numaranız',
  privateLink: 'Size özel talep sayfanızı açın',
  privateLinkHint:
    'Bu bağlantıyı saklayın (onay e-postanızda da yer alır): sayfa talebinizin durumunu ve hazır olduğunda teklifimizi gösterir, teklife oradan yanıt verebilirsiniz. Lütfen bağlantıyı başkalarıyla paylaşmayın.',
  privateLinkHintNoEmail:
    'Bu bağlantıyı saklayın: sayfa talebinizin durumunu ve hazır olduğunda teklifimizi gösterir, teklife oradan yanıt verebilirsiniz. Lütfen bağlantıyı başkalarıyla paylaşmayın.',
  sentTitle: 'Gönderdiğiniz bilgiler',
  subject: 'Konu',
  message: 'Mesaj',
  receivedAt: 'Alınma tarihi: {{date}}',
  emailSent: '{{email}} adresine bir onay e-postası gönderdik.',
  nextTitle: 'Bundan sonra ne olacak?',
  next: {
    quote1: 'Satış ekibimiz gönderdiğiniz her satır için stok, kalibrasyon ve teslim koşullarını kontrol eder.',
    quote2: '24 saat içinde (iş günlerinde) kendi dilinizde yazılı teklifimizi e-posta ile ve size özel talep sayfanızda alırsınız.',
    quote3:
      'Bu sayfada teklifi kabul edebilir, soru sorabilir veya değişiklik isteyebilirsiniz. Kabul edilen teklifin ardından proforma fatura gönderilir.',
    trial1: 'Bir iş günü içinde ödeme bilgilerini (banka havalesi) e-posta veya telefonla size iletiriz.',
    trial2: 'Ödemeniz ulaştığında paketiniz ücretsiz kargoyla gönderilir ve 2-3 iş günü içinde elinizde olur.',
    trial3: 'Talebinizin durumunu size özel talep sayfanızdan her zaman izleyebilirsiniz.',
    contact1: 'Her mesajı okuyor ve bir iş günü içinde e-posta ile ya da numara verdiyseniz telefonla yanıtlıyoruz.',
  },
  channelsTitle: 'Bu arada sorunuz mu var? Bize doğrudan ulaşın',
  phone: 'Telefon',
  whatsapp: 'WhatsApp',
  email: 'E-posta',
  another: {
    quote: 'Yeni bir teklif talebi gönderin',
    trial: 'Yeni bir deneme paketi isteyin',
    contact: 'Yeni bir mesaj gönderin',
  },
}

export default confirmation
