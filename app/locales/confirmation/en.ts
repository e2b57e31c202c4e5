/** The confirmation a visitor reads on the form's page after sending a quote, trial or contact request. */
const confirmation = {
  titles: {
    quote: 'Thank you – your quote request has been received',
    trial: 'Thank you – your trial package request has been received',
    contact: 'Thank you – your message has been received',
  },
  reference: 'Your reference',
  privateLink: 'Open your private request page',
  privateLinkHint:
    'Keep this link (it is also in your confirmation e-mail): the page shows where your request stands, our quote when it is ready, and lets you answer it. Please do not share it.',
  privateLinkHintNoEmail:
    'Keep this link: the page shows where your request stands, our quote when it is ready, and lets you answer it. Please do not share it.',
  sentTitle: 'What you sent',
  subject: 'Subject',
  message: 'Message',
  receivedAt: 'Received on {{date}}',
  emailSent: 'We have sent a confirmation to {{email}}.',
  nextTitle: 'What happens next',
  next: {
    quote1: 'Our sales team checks stock, calibres and delivery terms for every line you sent.',
    quote2: 'Within 24 hours (on business days) you receive a written quote in your language, by e-mail and on your private request page.',
    quote3:
      'On that page you can accept the quote, ask a question or request a change. An accepted quote is followed by a proforma invoice.',
    trial1: 'Within one business day we send you the payment details (bank transfer) by e-mail or phone.',
    trial2: 'Once your payment has arrived, the package is shipped free of charge and arrives within 2-3 business days.',
    trial3: 'Your private request page shows where your request stands at any time.',
    contact1: 'We read every message and answer within one business day, by e-mail or, if you gave one, by phone.',
  },
  channelsTitle: 'Questions in the meantime? Reach us directly',
  phone: 'Phone',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  another: {
    quote: 'Send another quote request',
    trial: 'Request another trial package',
    contact: 'Send another message',
  },
}

export default confirmation
