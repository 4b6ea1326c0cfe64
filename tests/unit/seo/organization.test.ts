import { jsonLdScript, organizationJsonLd } from '../../../src/seo/organization';

describe('Organization JSON-LD', () => {
  const source = {
    brandName: 'Rythmo',
    legalName: 'Rythmo SAS',
    email: 'contact@rythmo.fr',
    telephone: '+33 1 84 80 12 34',
    vatID: 'FR32931234567',
    foundingDate: '2025-03-25',
    address: { street: '12 rue X', postalCode: '75009', locality: 'Paris', country: 'FR' },
    socialLinks: { photoSharing: 'https://i', socialNetwork: 'https://f', professionalNetwork: 'https://l', shortVideo: '', microblog: 'https://x' },
  };

  it('holds every field of the organisation record', () => {
    expect(organizationJsonLd(source, 'https://www.rythmo.fr')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Rythmo',
      legalName: 'Rythmo SAS',
      url: 'https://www.rythmo.fr',
      logo: 'https://www.rythmo.fr/favicon.svg',
      email: 'contact@rythmo.fr',
      telephone: '+33 1 84 80 12 34',
      vatID: 'FR32931234567',
      foundingDate: '2025-03-25',
      brand: { '@type': 'Brand', name: 'Rythmo' },
      address: { '@type': 'PostalAddress', streetAddress: '12 rue X', postalCode: '75009', addressLocality: 'Paris', addressCountry: 'FR' },
      sameAs: ['https://i', 'https://f', 'https://l', 'https://x'],
    });
  });

  it('cannot close its script element', () => {
    expect(jsonLdScript({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
