/** The Organization record of the footer, as schema.org JSON-LD, from the CMS `global` type. */
export type OrganizationSource = {
  brandName: string;
  legalName: string;
  email: string | null;
  telephone: string | null;
  vatID: string | null;
  foundingDate: string | null;
  address: { street: string | null; postalCode: string | null; locality: string | null; country: string | null } | null;
  socialLinks: Record<'photoSharing' | 'socialNetwork' | 'professionalNetwork' | 'shortVideo' | 'microblog', string | null> | null;
};

export function organizationJsonLd(source: OrganizationSource, siteUrl: string): Record<string, unknown> {
  const social = source.socialLinks;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: source.brandName,
    legalName: source.legalName,
    url: siteUrl,
    logo: `${siteUrl}/favicon.svg`,
    email: source.email,
    telephone: source.telephone,
    vatID: source.vatID,
    foundingDate: source.foundingDate,
    brand: { '@type': 'Brand', name: source.brandName },
    address: {
      '@type': 'PostalAddress',
      streetAddress: source.address?.street,
      postalCode: source.address?.postalCode,
      addressLocality: source.address?.locality,
      addressCountry: source.address?.country ?? 'FR',
    },
    sameAs:
      social === null
        ? []
        : [social.photoSharing, social.socialNetwork, social.professionalNetwork, social.shortVideo, social.microblog].filter(
            (url): url is string => url !== null && url !== '',
          ),
  };
}

/** JSON for a <script type="application/ld+json">, safe to inline in HTML. */
export const jsonLdScript = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c');
