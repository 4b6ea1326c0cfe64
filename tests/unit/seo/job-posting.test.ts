import { employmentTypes, jobPostingJsonLd, type JobPostingSource } from '../../../src/seo/job-posting';

const source: JobPostingSource = {
  offerId: 1042,
  title: 'Serveur pour un mariage à Lyon',
  descriptionHtml: '<h2>Votre mission</h2><p>Service en salle.</p>',
  publicationDate: '2026-11-20T10:00:00.000Z',
  validThrough: '2026-12-01',
  place: 'Domaine de réception, Lyon',
  city: { name: 'Lyon', region: 'Auvergne-Rhône-Alpes' },
  latitude: 45.76,
  longitude: 4.83,
  contracts: ['cdd', 'temps-partiel'],
  remuneration: 12.5,
  remunerationUnit: 'hour',
  agency: { name: 'Rhône Staff', url: 'https://rythmo.example/partenaires/rhone-staff' },
  brand: { name: 'Rythmo', url: 'https://rythmo.example', logo: 'https://rythmo.example/favicon.svg' },
  url: 'https://rythmo.example/offres-emploi/1042-serveur',
};

describe('JobPosting', () => {
  test('has Google’s required properties and the recommended ones we have', () => {
    expect(jobPostingJsonLd(source)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: source.title,
      description: source.descriptionHtml,
      datePosted: '2026-11-20T10:00:00.000Z',
      validThrough: '2026-12-01',
      url: source.url,
      identifier: { '@type': 'PropertyValue', name: 'Rythmo', value: '1042' },
      hiringOrganization: { '@type': 'Organization', name: 'Rhône Staff', sameAs: 'https://rythmo.example/partenaires/rhone-staff' },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Domaine de réception, Lyon',
          addressLocality: 'Lyon',
          addressRegion: 'Auvergne-Rhône-Alpes',
          addressCountry: 'FR',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 45.76, longitude: 4.83 },
      },
      employmentType: ['TEMPORARY', 'PART_TIME'],
      baseSalary: { '@type': 'MonetaryAmount', currency: 'EUR', value: { '@type': 'QuantitativeValue', value: 12.5, unitText: 'HOUR' } },
      directApply: true,
    });
  });

  test('without an agency the brand hires; without pay or position those properties are left out', () => {
    const posting = jobPostingJsonLd({ ...source, agency: null, remuneration: null, latitude: null, remunerationUnit: 'day' });
    expect(posting.hiringOrganization).toEqual({
      '@type': 'Organization',
      name: 'Rythmo',
      sameAs: 'https://rythmo.example',
      logo: 'https://rythmo.example/favicon.svg',
    });
    expect(posting).not.toHaveProperty('baseSalary');
    expect(posting.jobLocation).not.toHaveProperty('geo');
  });

  test('contracts map to Google’s employment types', () => {
    expect(employmentTypes(['cdi'])).toEqual(['FULL_TIME']);
    expect(employmentTypes(['cdi', 'temps-partiel'])).toEqual(['PART_TIME']);
    expect(employmentTypes(['cdd', 'temps-plein'])).toEqual(['TEMPORARY', 'FULL_TIME']);
    expect(employmentTypes(['freelance'])).toEqual(['OTHER']);
  });
});
