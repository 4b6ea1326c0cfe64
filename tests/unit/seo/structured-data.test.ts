import { breadcrumbListJsonLd, faqPageJsonLd, webSiteJsonLd } from '../../../src/seo/structured-data';

test('a breadcrumb list numbers its items from 1, with absolute addresses', () => {
  expect(
    breadcrumbListJsonLd(
      [
        { name: 'Accueil', path: '/' },
        { name: 'Villes', path: '/villes' },
        { name: 'Jobs à Lyon', path: '/villes/lyon' },
      ],
      'https://rythmo.example',
    ),
  ).toEqual({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: 'https://rythmo.example/' },
      { '@type': 'ListItem', position: 2, name: 'Villes', item: 'https://rythmo.example/villes' },
      { '@type': 'ListItem', position: 3, name: 'Jobs à Lyon', item: 'https://rythmo.example/villes/lyon' },
    ],
  });
});

test('a FAQ page holds the answered questions only, and is none without one', () => {
  const faq = faqPageJsonLd([{ question: 'Quand suis-je payé ?', answer: 'Chaque semaine.' }, null, { question: 'Sans réponse', answer: '' }]);
  expect(faq).toEqual({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: [{ '@type': 'Question', name: 'Quand suis-je payé ?', acceptedAnswer: { '@type': 'Answer', text: 'Chaque semaine.' } }],
  });
  expect(faqPageJsonLd([null, { question: 'Q', answer: null }])).toBeNull();
});

test('the site searches its offers through the jobs list’s text parameter', () => {
  const site = webSiteJsonLd({ siteUrl: 'https://rythmo.example', name: 'Rythmo', language: 'en', homePath: '/en', jobsPath: '/en/jobs' });
  expect(site).toMatchObject({ '@type': 'WebSite', url: 'https://rythmo.example/en', inLanguage: 'en' });
  expect(site.potentialAction).toEqual({
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: 'https://rythmo.example/en/jobs?query={search_term_string}' },
    'query-input': 'required name=search_term_string',
  });
});
