/**
 * An offer as schema.org JobPosting JSON-LD, with Google's required properties (title, description,
 * datePosted, validThrough, hiringOrganization, jobLocation with its address) and the recommended ones
 * the CMS has (employmentType, baseSalary, identifier, directApply).
 */
export type JobPostingSource = {
  offerId: number;
  title: string;
  /** The description as the page shows it (HTML, sanitised at build time). */
  descriptionHtml: string;
  publicationDate: string;
  validThrough: string;
  place: string;
  city: { name: string; region: string | null } | null;
  latitude: number | null;
  longitude: number | null;
  contracts: string[];
  remuneration: number | null;
  remunerationUnit: string | null;
  agency: { name: string; url: string } | null;
  /** The site's brand: it posts the offer, and hires when no agency is named. */
  brand: { name: string; url: string; logo: string };
  url: string;
};

/** Google's employment types for our contract slugs. */
const EMPLOYMENT_TYPES: Record<string, string> = { cdd: 'TEMPORARY', cdi: 'FULL_TIME', 'temps-plein': 'FULL_TIME', 'temps-partiel': 'PART_TIME' };
const UNIT_TEXT: Record<string, string> = { hour: 'HOUR', day: 'DAY', month: 'MONTH' };

export function employmentTypes(contracts: readonly string[]): string[] {
  // A permanent contract that says part-time is part-time.
  const types = contracts.filter((slug) => !(slug === 'cdi' && contracts.includes('temps-partiel'))).map((slug) => EMPLOYMENT_TYPES[slug] ?? 'OTHER');
  return [...new Set(types)];
}

export function jobPostingJsonLd(offer: JobPostingSource): Record<string, unknown> {
  const hiring = offer.agency ?? offer.brand;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: offer.title,
    description: offer.descriptionHtml,
    datePosted: offer.publicationDate,
    validThrough: offer.validThrough,
    url: offer.url,
    identifier: { '@type': 'PropertyValue', name: offer.brand.name, value: String(offer.offerId) },
    hiringOrganization: { '@type': 'Organization', name: hiring.name, sameAs: hiring.url, ...(offer.agency === null ? { logo: offer.brand.logo } : {}) },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: offer.place,
        addressLocality: offer.city?.name,
        addressRegion: offer.city?.region ?? undefined,
        addressCountry: 'FR',
      },
      ...(offer.latitude !== null && offer.longitude !== null
        ? { geo: { '@type': 'GeoCoordinates', latitude: offer.latitude, longitude: offer.longitude } }
        : {}),
    },
    employmentType: employmentTypes(offer.contracts),
    ...(offer.remuneration !== null
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'EUR',
            value: { '@type': 'QuantitativeValue', value: offer.remuneration, unitText: UNIT_TEXT[offer.remunerationUnit ?? 'hour'] ?? 'HOUR' },
          },
        }
      : {}),
    directApply: true,
  };
}
