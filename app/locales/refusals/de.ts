/** The request gate's answers when it refuses a request (German). */
const refusals = {
  badHost: 'Dieser Hostname wird hier nicht bedient. Der Betreiber kann ihn mit der Einstellung ALLOWED_HOSTS (oder SITE_URL) erlauben.',
  repeatedHost: 'Die Anfrage nennt ihren Host mehr als einmal (nur ein Host-Header ist erlaubt).',
  methodNotAllowed: 'Diese Methode ist hier nicht erlaubt. Erlaubt: {{allow}}.',
  badTarget: {
    control: 'Die Adresse enthält Steuerzeichen.',
    encoding: 'Die Adresse ist nicht korrekt kodiert.',
    path: 'Die Adresse enthält „.“- oder „..“-Abschnitte oder leere („//“): Bitte die Anfrage an die Adresse in ihrer normalen Form senden.',
  },
  tooLarge: 'Die Anfrage ist zu groß (höchstens {{limit}}).',
  unsupportedType: 'Dieser Inhaltstyp wird hier nicht angenommen. Senden Sie {{accepted}}.',
  malformedBody: 'Der Inhalt der Anfrage konnte nicht gelesen werden.',
  listTooLong: 'Eine Liste in diesem Formular darf höchstens {{max}} Einträge haben.',
  tooManyFields: 'Das Formular hat zu viele Felder (höchstens {{max}}).',
  timeout: 'Die Anfrage kam zu langsam an.',
  rangeNotSatisfiable: 'Der angeforderte Bytebereich liegt außerhalb der Datei.',
  preconditionFailed: 'Die Datei entspricht nicht der in der Anfrage genannten Version (If-Match, If-Unmodified-Since).',
  crossSite:
    'Diese Anfrage scheint von einer anderen Website zu kommen und wurde deshalb abgelehnt. Bitte senden Sie das Formular von der Seite dieser Website.',
  /** Between the accepted content types: "a oder b". */
  or: ' oder ',
}

export default refusals
