/**
 * Numbers as people and programs write them, read into exact decimal strings ('2450.5'), never
 * through binary floats.
 *
 * A person in the Turkish admin writes a number the Turkish way: '.' groups thousands and ',' is
 * the decimal comma ('2.450' is 2450, '2.450,50' is 2450.5, '10,90' is 10.9). An entry that is not
 * Turkish but could be read as a number in two ways is refused with both readings named, never
 * guessed: a dot followed by anything but groups of three digits ('2.45': 2,45 with a decimal
 * point, or 245 with a thousands dot dropped) and English grouping ('1,250.50'). No signs, no
 * exponents, no hexadecimal, no spaces inside: '0x1e' and '1e1' are no numbers a person types.
 *
 * A program (JSON API) writes plain decimals: digits with one '.' or ',' as the decimal point and
 * no grouping ('1234.50', the API's own format) — a Turkish reading there would turn the API's
 * '3.335' into 3335.
 */

/** What a text reads as: the number as a plain decimal string, or why it is refused. */
export type NumberReading =
  | { ok: true; value: string }
  | { ok: false; kind: 'invalid' }
  /** Two numbers the text could mean (plain decimal strings). */
  | { ok: false; kind: 'ambiguous'; readings: [string, string] }
  /** Written in English (',' groups thousands, '.' is the decimal point): what it would mean. */
  | { ok: false; kind: 'english'; reading: string }

/** Longer text is no number anyone types into a price field (and is never echoed back). */
const MAX_TEXT = 40

const TURKISH = /^(?:\d+|[1-9]\d{0,2}(?:\.\d{3})+)(?:,\d+)?$/
const ONE_DOT = /^(\d+)\.(\d+)$/
const ENGLISH = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/
const PLAIN = /^(\d{1,12})(?:[.,](\d{1,6}))?$/

/** Digits of a whole part and a fraction as a plain decimal: no leading or trailing zeros ('007', '50' → '7.5'). */
function plain(whole: string, fraction = ''): string {
  const integer = whole.replace(/^0+(?=\d)/, '') || '0'
  const decimals = fraction.replace(/0+$/, '')
  return decimals ? `${integer}.${decimals}` : integer
}

const invalid: NumberReading = { ok: false, kind: 'invalid' }

/** A number as a Turkish user types it (see the module's comment). */
export function readTypedNumber(text: string): NumberReading {
  const value = text.trim()
  if (value.length === 0 || value.length > MAX_TEXT) return invalid
  if (TURKISH.test(value)) {
    const [whole, fraction] = value.replaceAll('.', '').split(',')
    return { ok: true, value: plain(whole, fraction) }
  }
  const dot = ONE_DOT.exec(value)
  if (dot) {
    const readings: [string, string] = [plain(dot[1], dot[2]), plain(dot[1] + dot[2])]
    // '0.00' is 0 however it is read.
    return readings[0] === readings[1] ? { ok: true, value: readings[0] } : { ok: false, kind: 'ambiguous', readings }
  }
  if (ENGLISH.test(value)) {
    const [whole, fraction] = value.replaceAll(',', '').split('.')
    return { ok: false, kind: 'english', reading: plain(whole, fraction) }
  }
  return invalid
}

/** A plain decimal as a program sends it ('1234.50', '3,335'): up to 12 digits and 6 decimals; no grouping, no sign, no exponent. */
export function readPlainNumber(text: string): NumberReading {
  const value = text.trim()
  if (value.length > MAX_TEXT) return invalid
  const match = PLAIN.exec(value)
  return match ? { ok: true, value: plain(match[1], match[2]) } : invalid
}

/**
 * A plain decimal ('2450.5') the way readTypedNumber reads it back ('2.450,5'): thousands grouped
 * with '.', the decimal comma, no trailing zeros. What an admin input shows, so saving a form
 * unchanged keeps every value.
 */
export function formatTypedNumber(value: string): string {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value.trim())
  if (!match) return value
  const whole = match[1].replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  const fraction = (match[2] ?? '').replace(/0+$/, '')
  return fraction ? `${whole},${fraction}` : whole
}

/**
 * The Turkish message of a refused reading; `fallback` for text that is no number at all (the
 * field's own message, which says what it takes).
 */
export function typedNumberMessage(text: string, reading: NumberReading, fallback: string): string {
  if (reading.ok || reading.kind === 'invalid') return fallback
  const typed = `“${text.trim()}”`
  const rule = 'Türkçe yazımda nokta binlik, virgül ondalık ayırıcıdır.'
  if (reading.kind === 'english') {
    const meant = formatTypedNumber(reading.reading)
    return `${typed} İngilizce yazıma benziyor: ${meant} mi demek istediniz? ${rule} Lütfen ${meant} biçiminde yazın.`
  }
  const [first, second] = reading.readings.map(formatTypedNumber)
  return `${typed} iki türlü okunabilir: ${first} mi, ${second} mi? ${rule} Lütfen ${first} ya da ${second} yazın.`
}
