import * as React from 'react';
import { Link } from 'gatsby';
import { buildPath, type Locale } from '@rythmo/site-map';
import { translate } from '../i18n/messages';

/** A city page's other cities, by the editors' order; when there is none, says so (spec §8). */
export function OtherCities({ cities, locale }: { cities: readonly { name: string; slug: string }[]; locale: Locale }): React.JSX.Element {
  return (
    <section aria-labelledby="other-cities" className="other-cities">
      <h2 id="other-cities">{translate(locale, 'other_cities_title')}</h2>
      {cities.length === 0 ? (
        <p>{translate(locale, 'other_cities_none')}</p>
      ) : (
        <ul className="chips">
          {cities.map((city) => (
            <li key={city.slug}>
              <Link to={buildPath('cities-name', locale, { name: city.slug })}>{translate(locale, 'city_title', { city: city.name })}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
