import * as React from 'react';
import { graphql, Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { buildPath } from '@rythmo/site-map';
import { useLocale } from '../i18n/locale-context';
import { SectionHeading, type SectionProps } from './heading';
import { present } from './present';
import { SectionNotice } from './notice';
import { useOfferCounts } from './page-data';

/**
 * Links to the pages of the cities the editor chose, in their order; on a page that counts the cities'
 * offers (the home page), each city's name with its count, as the home page showed them.
 */
export function CityLinksSection({ data, opens, id }: SectionProps<Queries.CityLinksSectionFragment>): React.JSX.Element | null {
  const { t } = useTranslation('common');
  const { locale } = useLocale();
  const { cities: counts } = useOfferCounts();
  const cities = present(data.cities);
  if (cities.length === 0) return <SectionNotice>Aucune ville choisie : le site ne montre pas cette section.</SectionNotice>;
  return (
    <section className="section section-cities" aria-labelledby={id}>
      <SectionHeading id={id} title={data.title || t('section_cities_title')} opens={opens} />
      <ul className="chips">
        {cities.map((city) => (
          <li key={city.slug}>
            <Link to={buildPath('cities-name', locale, { name: city.slug })}>
              {counts === undefined ? (
                t('city_title', { city: city.name })
              ) : (
                <>
                  {city.name} <span className="count">{t('offers_count', { count: counts[city.slug] ?? 0 })}</span>
                </>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const cityLinksSectionFragment = graphql`
  fragment CityLinksSection on STRAPI__COMPONENT_SECTIONS_CITY_LINKS {
    title
    cities {
      slug
      name
    }
  }
`;
