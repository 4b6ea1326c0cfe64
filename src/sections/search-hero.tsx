import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHeading, type SectionProps } from './heading';
import { HeroSearch } from '../features/search/hero-search';
import { StaticSection } from './static-section';

/** The opening's buttons are links: kept as built, their code loaded only where they are drawn anew (./static-section.tsx). */
const SectionButtons = React.lazy(() => import('./buttons').then((module) => ({ default: module.SectionButtons })));

/**
 * The opening with the search box (the home page's), on the brand's colour (its image, if any, left out):
 * it moves, its code coming with the page's so that the search is ready when the page is (./sections.tsx).
 */
export function SearchHero({ data, opens, id }: SectionProps<Queries.HeroSectionFragment>): React.JSX.Element {
  const { t } = useTranslation('common');
  return (
    <section className="hero" aria-labelledby={id}>
      <SectionHeading id={id} title={data.headline} opens={opens} />
      {data.text ? <p className="lead">{data.text}</p> : null}
      <HeroSearch submitLabel={t('find_job')} />
      {(data.buttons ?? []).length > 0 ? (
        <StaticSection>
          <React.Suspense fallback={null}>
            <SectionButtons buttons={data.buttons} />
          </React.Suspense>
        </StaticSection>
      ) : null}
    </section>
  );
}
