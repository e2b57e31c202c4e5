import { defineContent } from '../../define-content'
import { legalSections } from './sections'

/** The privacy policy (KVKK and GDPR): its sections (heading and text), in order. */
export const privacyContent = defineContent({
  key: 'privacy',
  page: 'privacy',
  label: 'Gizlilik Politikası',
  fields: {
    sections: legalSections([
      {
        title: {
          tr: 'Veri Sorumlusu',
          en: 'Data Controller',
          de: 'Verantwortlicher',
        },
        text: {
          tr: 'Kişisel verileriniz, 6698 sayılı Kişisel Verilerin Korunması Kanunu (KVKK) ve Avrupa Birliği Genel Veri Koruma Tüzüğü (GDPR) kapsamında, veri sorumlusu sıfatıyla firmamız tarafından işlenmektedir.',
          en: 'Our company processes your personal data as data controller in accordance with the Turkish Personal Data Protection Law No. 6698 (KVKK) and the EU General Data Protection Regulation (GDPR).',
          de: 'Unser Unternehmen verarbeitet Ihre personenbezogenen Daten als Verantwortlicher gemäß dem türkischen Datenschutzgesetz Nr. 6698 (KVKK) und der EU-Datenschutz-Grundverordnung (DSGVO/GDPR).',
        },
      },
      {
        title: {
          tr: 'Toplanan Veriler',
          en: 'Data We Collect',
          de: 'Erhobene Daten',
        },
        text: {
          tr: 'İletişim, teklif ve deneme paketi formları aracılığıyla ad soyad, firma adı, e-posta adresi, telefon numarası, ülke, il, ilçe, adres ve talebinize ilişkin ürün bilgilerini topluyoruz.',
          en: 'Through our contact, quote and trial package forms we collect your full name, company name, email address, phone number, country, city, district, address and the product information related to your request.',
          de: 'Über unsere Kontakt-, Angebots- und Probepaketformulare erheben wir Ihren Namen, Firmennamen, Ihre E-Mail-Adresse, Telefonnummer, Land, Provinz, Bezirk, Adresse sowie die Produktangaben zu Ihrer Anfrage.',
        },
      },
      {
        title: {
          tr: 'İşleme Amaçları',
          en: 'Purposes of Processing',
          de: 'Zwecke der Verarbeitung',
        },
        text: {
          tr: 'Verileriniz; taleplerinizi yanıtlamak, teklif hazırlamak, siparişleri ve teslimatları yürütmek, yasal yükümlülüklerimizi yerine getirmek ve sizinle iletişim kurmak amacıyla işlenir.',
          en: 'We process your data to answer your requests, prepare quotes, handle orders and deliveries, meet our legal obligations and communicate with you.',
          de: 'Wir verarbeiten Ihre Daten, um Ihre Anfragen zu beantworten, Angebote zu erstellen, Bestellungen und Lieferungen abzuwickeln, unsere gesetzlichen Pflichten zu erfüllen und mit Ihnen zu kommunizieren.',
        },
      },
      {
        title: {
          tr: 'Çerezler ve Yerel Depolama',
          en: 'Cookies and Local Storage',
          de: 'Cookies und lokaler Speicher',
        },
        text: {
          tr: 'Sitemiz, dil tercihinizi tarayıcınızın yerel depolama alanında saklar ve sitenin çalışması için gerekli teknik çerezleri kullanabilir.',
          en: "Our site stores your language preference in your browser's local storage and may use technical cookies that are necessary for the site to work.",
          de: 'Unsere Website speichert Ihre Spracheinstellung im lokalen Speicher Ihres Browsers und kann technisch notwendige Cookies verwenden, die für den Betrieb der Website erforderlich sind.',
        },
      },
      {
        title: {
          tr: 'İletişim Sayfasındaki Harita',
          en: 'Map on the Contact Page',
          de: 'Karte auf der Kontaktseite',
        },
        text: {
          tr: "İletişim sayfamızdaki Google Maps haritası (Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, İrlanda) yalnızca siz “Haritayı göster” düğmesine tıkladığınızda yüklenir; o zamana kadar Google'a hiçbir veri gönderilmez. Haritayı yüklediğinizde tarayıcınız Google sunucularına bağlanır; Google IP adresinizi, sayfamızın adresini ve tarayıcı bilgilerinizi alır, çerez kullanabilir ve bu verileri kendi gizlilik politikasına göre (policies.google.com/privacy), ABD dahil yurt dışında da işleyebilir. Haritayı açık rızanıza dayanarak yükleriz (KVKK md. 5/1, GDPR md. 6/1-a); rızanız yalnızca o sayfa görüntülemesi için geçerlidir. “Haritada Aç” bağlantısı adresimizi Google Maps'in kendi sitesinde açar. Sitemizin başka hiçbir sayfası başka sağlayıcılardan içerik yüklemez.",
          en: "The Google Maps map on our contact page (Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Ireland) is loaded only when you click “Show map”; until then no data is sent to Google. Once you load the map, your browser connects to Google's servers: Google receives your IP address, the address of our page and details of your browser, may set cookies and processes this data under its own privacy policy (policies.google.com/privacy), also outside the EU, including in the USA. We load the map on the basis of your consent (GDPR Art. 6(1)(a), KVKK Art. 5(1)); it applies to that view of the page only. The “Open in maps” link opens our address on Google Maps' own site. No other page of our site loads content from other providers.",
          de: 'Die Karte von Google Maps auf unserer Kontaktseite (Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland) wird erst geladen, wenn Sie auf „Karte anzeigen“ klicken; bis dahin werden keine Daten an Google übermittelt. Sobald Sie die Karte laden, verbindet sich Ihr Browser mit Servern von Google: Google erhält Ihre IP-Adresse, die Adresse unserer Seite und Angaben zu Ihrem Browser, kann Cookies setzen und verarbeitet diese Daten nach seiner eigenen Datenschutzerklärung (policies.google.com/privacy), auch außerhalb der EU, unter anderem in den USA. Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die nur für diesen Seitenaufruf gilt. Der Link „In Karten öffnen“ öffnet unsere Adresse auf der Website von Google Maps. Keine andere Seite unserer Website lädt Inhalte anderer Anbieter.',
        },
      },
      {
        title: {
          tr: 'Verilerin Paylaşılması',
          en: 'Sharing of Data',
          de: 'Weitergabe von Daten',
        },
        text: {
          tr: 'Verileriniz yalnızca hizmetin gerektirdiği ölçüde kargo ve lojistik firmaları, gümrük müşavirleri ve yasal olarak yetkili kurumlarla paylaşılır; üçüncü kişilere satılmaz.',
          en: 'Your data is shared only as far as the service requires with shipping and logistics companies, customs brokers and legally authorised bodies; it is never sold to third parties.',
          de: 'Ihre Daten werden nur im für die Leistung erforderlichen Umfang an Versand- und Logistikunternehmen, Zollagenten und gesetzlich befugte Stellen weitergegeben; sie werden niemals an Dritte verkauft.',
        },
      },
      {
        title: {
          tr: 'Saklama Süresi ve Güvenlik',
          en: 'Retention and Security',
          de: 'Speicherdauer und Sicherheit',
        },
        text: {
          tr: 'Verileriniz, işleme amacının gerektirdiği süre ve yasal saklama süreleri boyunca uygun teknik ve idari tedbirlerle korunarak saklanır.',
          en: 'Your data is stored, protected by appropriate technical and organisational measures, for as long as the purpose of processing and the statutory retention periods require.',
          de: 'Ihre Daten werden, geschützt durch geeignete technische und organisatorische Maßnahmen, so lange gespeichert, wie es der Verarbeitungszweck und die gesetzlichen Aufbewahrungsfristen erfordern.',
        },
      },
      {
        title: {
          tr: 'Haklarınız',
          en: 'Your Rights',
          de: 'Ihre Rechte',
        },
        text: {
          tr: "KVKK'nın 11. maddesi ve GDPR kapsamında verilerinize erişme, düzeltilmesini veya silinmesini isteme, işlenmesine itiraz etme ve veri taşınabilirliği haklarına sahipsiniz. Taleplerinizi iletişim sayfamızdaki kanallar üzerinden bize iletebilirsiniz.",
          en: 'Under Article 11 of the KVKK and the GDPR you have the right to access your data, to request its correction or deletion, to object to its processing and to data portability. You can send us your requests through the channels on our contact page.',
          de: 'Nach Artikel 11 KVKK und der DSGVO haben Sie das Recht auf Auskunft über Ihre Daten, auf Berichtigung oder Löschung, auf Widerspruch gegen die Verarbeitung und auf Datenübertragbarkeit. Ihre Anfragen können Sie uns über die Kanäle auf unserer Kontaktseite senden.',
        },
      },
    ]),
  },
})
