import * as React from 'react';
import { Link } from 'gatsby';
import { buildPath, type Locale } from '@rythmo/site-map';
import { useTranslation } from 'react-i18next';

/** A city page's other cities, by the editors' order; when there is none, says so. */
export function OtherCities({ cities, locale }: { cities: readonly { name: string; slug: string }[]; locale: Locale }): React.JSX.Element {
  const { t } = useTranslation('common');
  return (
    <section aria-labelledby="other-cities" className="other-cities">
      <h2 id="other-cities">{t('other_cities_title')}</h2>
      {cities.length === 0 ? (
        <p>{t('other_cities_none')}</p>
      ) : (
        <ul className="chips">
          {cities.map((city) => (
            <li key={city.slug}>
              <Link to={buildPath('cities-name', locale, { name: city.slug })}>{t('city_title', { city: city.name })}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
