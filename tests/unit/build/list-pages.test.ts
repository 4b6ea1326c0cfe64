import { countLists, listOfPagePath, listPagePath, listPages, type CountedOffer } from '../../../src/build/list-pages';
import type { PlannedPage } from '../../../src/build/pages';

const offer = (city: string, contracts: string[], event: string | null = null, types: string[] = []): CountedOffer => ({
  city: { slug: city },
  contracts: contracts.map((slug) => ({ slug })),
  event: event === null ? null : { slug: event },
  student_job_types: types.map((slug) => ({ slug })),
});

const planned = (path: string, template: string, slug?: string, embed = false): PlannedPage =>
  ({ path, template, context: { locale: 'fr', alternates: { fr: path }, slug, ...(embed ? { embed } : {}) } }) as unknown as PlannedPage;

test('each list counts its offers: all, by city, contract type, event and student job type', () => {
  const counts = countLists([offer('lyon', ['cdd', 'temps-partiel'], 'fete-des-lumieres', ['week-end']), offer('lyon', ['cdi']), offer('paris', ['cdd'])]);
  expect(Object.fromEntries(counts)).toEqual({
    'jobs:': 3,
    'city:lyon': 2,
    'city:paris': 1,
    'contract:cdd': 2,
    'contract:temps-partiel': 1,
    'contract:cdi': 1,
    'event:fete-des-lumieres': 1,
    'student-job-type:week-end': 1,
  });
});

test('a list of 45 offers has pages 2 and 3 under the list pages folder, each skipping the offers before it; other pages none', () => {
  const counts = new Map([
    ['jobs:', 45],
    ['city:lyon', 20],
    ['city:paris', 21],
  ]);
  const pages = listPages(
    [
      planned('/offres-emploi', 'jobs'),
      planned('/en/jobs', 'jobs'),
      planned('/villes/lyon', 'city', 'lyon'),
      planned('/villes/paris', 'city', 'paris'),
      planned('/faq', 'faq'),
      planned('/iframe/offres-emploi', 'jobs', undefined, true),
    ],
    counts,
  );
  expect(pages.map((page) => [page.path, page.context.listPage, page.context.skip])).toEqual([
    ['/_pages/offres-emploi/2', 2, 20],
    ['/_pages/offres-emploi/3', 3, 40],
    ['/_pages/en/jobs/2', 2, 20],
    ['/_pages/en/jobs/3', 3, 40],
    ['/_pages/villes/paris/2', 2, 20],
  ]);
  expect(pages[0].context.alternates).toEqual({ fr: '/offres-emploi' });
  expect(listPagePath('/villes/lyon', 7)).toBe('/_pages/villes/lyon/7');
  expect(listOfPagePath('/_pages/en/cities/lyon/12')).toBe('/en/cities/lyon');
  expect(listOfPagePath('/villes/lyon')).toBeNull();
});
