import * as React from 'react';
import { graphql } from 'gatsby';
import type { Locale } from '@rythmo/site-map';
import type { CityPages } from './targets';
import { useSiteData } from '../../data/site-data';

/** What the search reads of the site's data (../../data/site-data.ts). */
export const searchCityPagesFragment = graphql`
  fragment SearchCityPages on Query {
    cities: allStrapiCity { nodes { name slug locale } }
  }
`;

/** The cities with a page, by lower-cased name, from the build's data (a geo-search city is matched by name). */
export function useCityPages(locale: Locale): CityPages {
  const data: Queries.SearchCityPagesFragment = useSiteData();
  const { nodes } = data.cities;
  return React.useMemo(() => new Map(nodes.filter((city) => city.locale === locale).map((city) => [city.name.toLowerCase(), city.slug])), [nodes, locale]);
}
