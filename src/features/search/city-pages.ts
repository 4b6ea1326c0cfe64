import * as React from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import type { Locale } from '@rythmo/site-map';
import type { CityPages } from './targets';

/** The cities with a page, by lower-cased name, from the build's data (a geo-search city is matched by name). */
export function useCityPages(locale: Locale): CityPages {
  const data = useStaticQuery<Queries.SearchCityPagesQuery>(graphql`
    query SearchCityPages {
      allStrapiCity { nodes { name slug locale } }
    }
  `);
  const { nodes } = data.allStrapiCity;
  return React.useMemo(() => new Map(nodes.filter((city) => city.locale === locale).map((city) => [city.name.toLowerCase(), city.slug])), [nodes, locale]);
}
