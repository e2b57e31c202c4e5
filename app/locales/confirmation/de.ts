/** The confirmation a visitor reads on the form's page after sending a quote, trial or contact request. */
const confirmation = {
  titles: {
    quote: 'Vielen Dank – Ihre Angebotsanfrage ist bei uns eingegangen',
    trial: 'Vielen Dank – Ihre Anfrage für ein Probepaket ist bei uns eingegangen',
    contact: 'Vielen Dank – Ihre Nachricht ist bei uns eingegangen',
  },
  reference: 'Ihre Referenz',
  privateLink: 'Ihre persönliche Anfrageseite öffnen',
  privateLinkHint:
    'Bewahren Sie diesen Link auf (er steht auch in Ihrer Bestätigungs-E-Mail): Die Seite zeigt den Stand Ihrer Anfrage und unser Angebot, sobald es vorliegt, und dort können Sie darauf antworten. Bitte geben Sie den Link nicht weiter.',
  privateLinkHintNoEmail:
    'Bewahren Sie diesen Link auf: Die Seite zeigt den Stand Ihrer Anfrage und unser Angebot, sobald es vorliegt, und dort können Sie darauf antworten. Bitte geben Sie den Link nicht weiter.',
  sentTitle: 'Ihre Angaben',
  subject: 'Betreff',
  message: 'Nachricht',
  receivedAt: 'Eingegangen am {{date}}',
  emailSent: 'Wir haben eine Bestätigung an {{email}} gesendet.',
  nextTitle: 'So geht es weiter',
  next: {
    quote1: 'Unser Vertriebsteam prüft Bestand, Kalibrierungen und Lieferbedingungen für jede Position Ihrer Anfrage.',
    quote2:
      'Innerhalb von 24 Stunden (an Werktagen) erhalten Sie ein schriftliches Angebot in Ihrer Sprache, per E-Mail und auf Ihrer persönlichen Anfrageseite.',
    quote3:
      'Dort können Sie das Angebot annehmen, eine Frage stellen oder eine Änderung wünschen. Auf ein angenommenes Angebot folgt eine Proforma-Rechnung.',
    trial1: 'Innerhalb eines Werktags senden wir Ihnen die Zahlungsdaten (Banküberweisung) per E-Mail oder Telefon.',
    trial2: 'Sobald Ihre Zahlung eingegangen ist, versenden wir das Paket versandkostenfrei; es kommt innerhalb von 2-3 Werktagen an.',
    trial3: 'Auf Ihrer persönlichen Anfrageseite sehen Sie jederzeit, wo Ihre Anfrage steht.',
    contact1:
      'Wir lesen jede Nachricht und antworten innerhalb eines Werktags per E-Mail oder, wenn Sie eine Nummer angegeben haben, telefonisch.',
  },
  channelsTitle: 'Fragen bis dahin? So erreichen Sie uns direkt',
  phone: 'Telefon',
  whatsapp: 'WhatsApp',
  email: 'E-Mail',
  another: {
    quote: 'Weitere Angebotsanfrage senden',
    trial: 'Weiteres Probepaket anfragen',
    contact: 'Weitere Nachricht senden',
  },
}

export default confirmation
