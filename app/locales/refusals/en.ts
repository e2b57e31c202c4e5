/** The request gate's answers when it refuses a request (English). */
const refusals = {
  badHost: 'This host name is not served here. The site owner can allow it with the ALLOWED_HOSTS setting (or SITE_URL).',
  repeatedHost: 'The request names its host more than once (one Host header only).',
  methodNotAllowed: 'This method is not allowed here. Allowed: {{allow}}.',
  badTarget: {
    control: 'The address contains control characters.',
    encoding: 'The address is not correctly encoded.',
    path: 'The address holds “.” or “..” segments or empty ones (“//”): send the request to the address in its normal form.',
  },
  tooLarge: 'The request is too large (at most {{limit}}).',
  unsupportedType: 'This content type is not accepted here. Send {{accepted}}.',
  malformedBody: 'The request body could not be read.',
  listTooLong: 'A list in this form may have at most {{max}} entries.',
  tooManyFields: 'The form has too many fields (at most {{max}}).',
  timeout: 'The request took too long to arrive.',
  rangeNotSatisfiable: 'The requested byte range lies outside the file.',
  preconditionFailed: 'The file does not match the version named in the request (If-Match, If-Unmodified-Since).',
  crossSite: 'This request seems to come from another site, so it was refused. Please send the form from this site’s page.',
  /** Between the accepted content types: "a or b". */
  or: ' or ',
}

export default refusals
