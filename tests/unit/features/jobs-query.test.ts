import {
  activeFilters,
  apiSearch,
  countFilters,
  EMPTY_QUERY,
  followsRhythm,
  isDefault,
  jobsSearch,
  pendingAfter,
  pendingWith,
  toggle,
  wideningSteps,
  withoutFilters,
  withRhythm,
} from '../../../src/features/jobs/jobs-query';
import { parseJobsQuery } from '../../../src/features/jobs/parse-jobs-query';

describe('the jobs list URL', () => {
  const shared =
    '?filter[works]=serveur,evenementiel&filter[contract_types]=cdd&filter[rhythm][days]=sat,sun&filter[geolocation][lat]=45.76&filter[geolocation][long]=4.83&filter[geolocation][name]=Lyon&filter[geolocation][radius]=10&filter[rhythm][max_hours]=20&query=serveur&sort=start_date&page=3';

  test('reads every filter, the text, the sort and the page', () => {
    expect(parseJobsQuery(shared)).toEqual({
      ...EMPTY_QUERY,
      works: ['serveur', 'evenementiel'],
      contractTypes: ['cdd'],
      days: ['sat', 'sun'],
      geolocation: { lat: 45.76, long: 4.83, name: 'Lyon', radius: 10 },
      maxHours: 20,
      text: 'serveur',
      sort: 'start_date',
      page: 3,
    });
  });

  test('writes it back the same, brackets and commas readable, defaults left out', () => {
    expect(jobsSearch(parseJobsQuery(shared))).toBe(
      '?filter[works]=serveur,evenementiel&filter[contract_types]=cdd&filter[rhythm][days]=sat,sun&filter[geolocation][lat]=45.76&filter[geolocation][long]=4.83&filter[geolocation][name]=Lyon&filter[geolocation][radius]=10&filter[rhythm][max_hours]=20&query=serveur&sort=start_date&page=3',
    );
    expect(jobsSearch(EMPTY_QUERY)).toBe('');
    expect(isDefault(parseJobsQuery('?page=1&sort=relevance'))).toBe(true);
  });

  test('a hand-edited URL loses what it cannot read, never more', () => {
    expect(
      parseJobsQuery(
        '?filter[works]=Serveur,barman,,barman&filter[rhythm][days]=lundi,mon&page=0&sort=price&filter[geolocation][lat]=95&filter[geolocation][long]=4',
      ),
    ).toEqual({
      ...EMPTY_QUERY,
      works: ['barman'],
      days: ['mon'],
    });
    expect(parseJobsQuery('?page=2.5').page).toBe(1);
    expect(parseJobsQuery('?filter[location][department]=2a').location).toEqual({ department: '2A' });
    expect(parseJobsQuery('?filter[location][department]=6').location).toBeNull();
    expect(parseJobsQuery('?filter[location][region]=84').location).toEqual({ region: '84' });
    expect(parseJobsQuery('?filter[city]=lyon,Paris').city).toEqual(['lyon']);
  });

  test('a minimum pay and dates go and come back; the nearest first only with a place; each counts as a filter and a chip', () => {
    const paid = parseJobsQuery('?filter[pay][min_hourly]=13.5&filter[available_on]=2027-01-16,2027-01-09,2027-02-30,2027-01-09&sort=-pay');
    expect(paid).toMatchObject({ minPay: 13.5, availableOn: ['2027-01-16', '2027-01-09'], sort: '-pay' });
    expect(jobsSearch(paid)).toBe('?filter[pay][min_hourly]=13.5&filter[available_on]=2027-01-16,2027-01-09&sort=-pay');
    expect(countFilters(paid)).toBe(3);
    expect(activeFilters(paid).map((filter) => filter.kind)).toEqual(['minPay', 'availableOn', 'availableOn']);
    const [, first] = activeFilters(paid);
    expect(first.without.availableOn).toEqual(['2027-01-09']);
    expect(parseJobsQuery('?filter[pay][min_hourly]=-2').minPay).toBeNull();
    expect(parseJobsQuery('?sort=distance').sort).toBe('relevance');
    const near = parseJobsQuery('?filter[geolocation][lat]=45.76&filter[geolocation][long]=4.83&sort=distance');
    expect(near.sort).toBe('distance');
    // The place removed, the sort that needs it is not asked for.
    expect(apiSearch({ ...near, geolocation: null }, 'fr')).toBe('page=1&locale=fr');
    expect(withoutFilters(paid)).toEqual({ ...EMPTY_QUERY, sort: '-pay' });
  });

  test("a page's own filter goes to the API, the place by département or région too", () => {
    const query = { ...parseJobsQuery('?filter[location][region]=84'), city: ['lyon'] };
    expect(new URLSearchParams(apiSearch(query, 'fr'))).toEqual(
      new URLSearchParams({ 'filter[city]': 'lyon', 'filter[location][region]': '84', page: '1', locale: 'fr' }),
    );
    expect(countFilters(query)).toBe(2);
  });

  test('the API gets the page, the language and the radius', () => {
    const query = parseJobsQuery('?filter[geolocation][lat]=45&filter[geolocation][long]=4&query=bar');
    expect(new URLSearchParams(apiSearch(query, 'en'))).toEqual(
      new URLSearchParams({
        'filter[geolocation][lat]': '45',
        'filter[geolocation][long]': '4',
        query: 'bar',
        'filter[geolocation][radius]': '30',
        page: '1',
        locale: 'en',
      }),
    );
  });

  test('counts the chosen filters; a change goes back to page 1; widening keeps the text', () => {
    const query = parseJobsQuery(shared);
    expect(countFilters(query)).toBe(7);
    expect(toggle(query, 'contractTypes', 'cdi')).toMatchObject({ contractTypes: ['cdd', 'cdi'], page: 1 });
    expect(toggle(query, 'contractTypes', 'cdd').contractTypes).toEqual([]);
    expect(withoutFilters(query)).toEqual({ ...EMPTY_QUERY, text: 'serveur', sort: 'start_date' });
  });

  test('widening takes the text away, then the filters but the place, then the place; a step that takes nothing is skipped', () => {
    const query = parseJobsQuery(shared);
    const steps = wideningSteps(query);
    expect(steps.map((step) => step.removed)).toEqual([['text'], ['text', 'filters'], ['text', 'filters', 'place']]);
    expect(jobsSearch(steps[0].query)).toBe(jobsSearch({ ...query, text: '', page: 1 }));
    expect(steps[1].query).toEqual({ ...EMPTY_QUERY, sort: 'start_date', geolocation: query.geolocation });
    expect(steps[2].query).toEqual({ ...EMPTY_QUERY, sort: 'start_date' });
    expect(wideningSteps(parseJobsQuery('?filter[contract_types]=cdd')).map((step) => step.removed)).toEqual([['filters']]);
    expect(wideningSteps(parseJobsQuery('?query=zzz&filter[city]=lyon')).map((step) => step.removed)).toEqual([['text'], ['text', 'place']]);
    expect(wideningSteps(EMPTY_QUERY)).toEqual([]);
  });

  test('the active filters are one by one, each with the query without it', () => {
    const query = parseJobsQuery(shared);
    const filters = activeFilters(query);
    expect(filters.map((filter) => filter.kind)).toEqual(['text', 'geolocation', 'works', 'works', 'contractTypes', 'days', 'days', 'maxHours']);
    const saturday = filters.find((filter) => filter.kind === 'days' && filter.value === 'sat');
    expect(saturday?.without.days).toEqual(['sun']);
    expect(saturday?.without.page).toBe(1);
    expect(filters[0].without.text).toBe('');
    expect(activeFilters(EMPTY_QUERY)).toEqual([]);
  });
});

describe('« Selon mon rythme »', () => {
  const rhythm = { days: ['sat' as const, 'sun' as const], slots: ['morning' as const], hours_per_week: 20 };
  const chosen = parseJobsQuery('?filter[works]=evenementiel&filter[rhythm][days]=mon&page=3');

  it('puts the rhythm in place of the days, times and hours chosen, the offers keeping to it, keeps the rest, and goes back to the first page', () => {
    const on = withRhythm(chosen, rhythm, true);
    expect(jobsSearch(on)).toBe(
      '?filter[works]=evenementiel&filter[rhythm][days]=sat,sun&filter[rhythm][slots]=morning&filter[rhythm][match]=only&filter[rhythm][max_hours]=20',
    );
    expect(followsRhythm(on, rhythm)).toBe(true);
    expect(jobsSearch(withRhythm(on, rhythm, false))).toBe('?filter[works]=evenementiel');
  });

  it('is on when the filters are the rhythm, in any order, kept to, and off when one differs', () => {
    const kept = '&filter[rhythm][match]=only';
    expect(followsRhythm(parseJobsQuery(`?filter[rhythm][days]=sun,sat&filter[rhythm][slots]=morning&filter[rhythm][max_hours]=20${kept}`), rhythm)).toBe(true);
    expect(followsRhythm(parseJobsQuery('?filter[rhythm][days]=sun,sat&filter[rhythm][slots]=morning&filter[rhythm][max_hours]=20'), rhythm)).toBe(false);
    expect(followsRhythm(parseJobsQuery('?filter[rhythm][days]=sat,sun&filter[rhythm][slots]=morning'), rhythm)).toBe(false);
    expect(followsRhythm(parseJobsQuery('?filter[rhythm][days]=sat&filter[rhythm][slots]=morning&filter[rhythm][max_hours]=20'), rhythm)).toBe(false);
    expect(followsRhythm(chosen, rhythm)).toBe(false);
  });

  it('keeps to the days and times only when some are chosen, with a chip that takes it away', () => {
    expect(jobsSearch(parseJobsQuery('?filter[rhythm][match]=only'))).toBe('');
    expect(jobsSearch(parseJobsQuery('?filter[rhythm][match]=all&filter[rhythm][days]=sat'))).toBe('?filter[rhythm][days]=sat');
    const only = parseJobsQuery('?filter[rhythm][days]=sat&filter[rhythm][match]=only');
    const chip = activeFilters(only).find((filter) => filter.kind === 'rhythmOnly');
    expect(chip === undefined ? null : jobsSearch(chip.without)).toBe('?filter[rhythm][days]=sat');
    expect(activeFilters(parseJobsQuery('?filter[rhythm][days]=sat')).map((filter) => filter.kind)).toEqual(['days']);
  });
});

describe('a change shown before the router draws its address', () => {
  const cdd = parseJobsQuery('?filter[contract_types]=cdd');
  const sorted = (sort: string) => parseJobsQuery(`?filter[contract_types]=cdd&sort=${sort}`);

  test('three options passed with the arrow keys: the addresses on the way keep the last shown, its own ends the wait', () => {
    let pending = pendingWith(null, sorted('-publication_date'));
    pending = pendingWith(pending, sorted('publication_date'));
    pending = pendingWith(pending, sorted('start_date'));
    expect(pending.asked).toHaveLength(3);
    // The router draws the first two addresses late, after the third key.
    expect(pendingAfter(pending, sorted('-publication_date'))?.query).toEqual(sorted('start_date'));
    expect(pendingAfter(pending, sorted('publication_date'))?.query).toEqual(sorted('start_date'));
    expect(pendingAfter(pending, sorted('start_date'))).toBeNull();
  });

  test('an address the list did not ask for (a link, the search of the header) ends the wait; none pending stays none', () => {
    const pending = pendingWith(null, sorted('start_date'));
    expect(pendingAfter(pending, parseJobsQuery('?query=serveur'))).toBeNull();
    expect(pendingAfter(pending, cdd)).toBeNull();
    expect(pendingAfter(null, cdd)).toBeNull();
  });

  test('after the wait, a new change asks only for its own address', () => {
    const settled = pendingAfter(pendingWith(null, sorted('start_date')), sorted('start_date'));
    expect(pendingWith(settled, cdd).asked).toEqual([jobsSearch(cdd)]);
  });
});
