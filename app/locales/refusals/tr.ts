/** The request gate's answers when it refuses a request (Turkish; the admin panel's too). */
const refusals = {
  badHost: 'Bu alan adı burada sunulmuyor. Site yöneticisi ALLOWED_HOSTS ayarıyla (veya SITE_URL ile) izin verebilir.',
  repeatedHost: 'İstek alan adını birden çok kez belirtiyor (yalnızca bir Host başlığı olmalı).',
  methodNotAllowed: 'Bu yöntem burada kullanılamaz. İzin verilenler: {{allow}}.',
  badTarget: {
    control: 'Adres kontrol karakterleri içeriyor.',
    encoding: 'Adres doğru kodlanmamış.',
    path: 'Adres “.” veya “..” ya da boş bölümler (“//”) içeriyor: isteği adresin olağan biçimine gönderin.',
  },
  tooLarge: 'İstek çok büyük (en fazla {{limit}}).',
  unsupportedType: 'Bu içerik türü burada kabul edilmiyor. {{accepted}} gönderin.',
  malformedBody: 'İsteğin içeriği okunamadı.',
  listTooLong: 'Bu formdaki bir liste en fazla {{max}} satır içerebilir.',
  tooManyFields: 'Formda çok fazla alan var (en fazla {{max}}).',
  timeout: 'İstek çok yavaş geldi.',
  rangeNotSatisfiable: 'İstenen bayt aralığı dosyanın dışında.',
  preconditionFailed: 'Dosya, istekte belirtilen sürümle (If-Match, If-Unmodified-Since) eşleşmiyor.',
  crossSite: 'Başka bir siteden gönderilmiş olabilecek istek reddedildi. Lütfen formu bu sitenin sayfasından gönderin.',
  /** Between the accepted content types: "a veya b". */
  or: ' veya ',
}

export default refusals
