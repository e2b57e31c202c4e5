/** schema.org objects for JSON-LD blocks. URLs are absolute (siteUrl + path). */

export function organizationLd(
  siteUrl: string,
  company: { name: string; phone: string; email: string; address: string; socials: { url: string }[]; facts: { foundingYear: number } },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: company.name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/images/logo.svg`,
    email: company.email,
    telephone: company.phone,
    foundingDate: String(company.facts.foundingYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address,
      addressLocality: 'Köşk',
      addressRegion: 'Aydın',
      addressCountry: 'TR',
    },
    // The configured social profiles; none configured: no sameAs (an empty list says nothing).
    ...(company.socials.length > 0 && { sameAs: company.socials.map((s) => s.url) }),
  }
}

/** schema.org WebSite: the site in one language (`homeUrl` is that language's home page), published by the organisation. */
export function websiteLd(siteUrl: string, homeUrl: string, name: string, language: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${homeUrl}#website`,
    url: homeUrl,
    name,
    inLanguage: language,
    publisher: { '@id': `${siteUrl}/#organization` },
  }
}

export function breadcrumbLd(items: { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  }
}
