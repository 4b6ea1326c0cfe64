import * as React from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { buildPath } from '@rythmo/site-map';
import { Button } from '../components/ui/button';
import { useLocale } from '../i18n/locale-context';
import { SectionHeading, type SectionProps } from './heading';
import { useSectionSearch } from './page-data';

/** The jobs list's alert dialog: its code loads when the visitor asks for it. */
const AlertDialog = React.lazy(() => import('../features/jobs/alert-dialog'));

/**
 * A job alert on the search the editor chose, created in the jobs list's dialog (one click for a candidate,
 * an email confirmed by its link for a visitor). Without JavaScript, a link to that search's offers. The
 * build writes the search (src/build-time/section-offers.ts): the section carries none of the offer query's code.
 */
export function AlertSignupSection({ data, opens, id, index }: SectionProps<Queries.AlertSignupSectionFragment>): React.JSX.Element {
  const { t } = useTranslation('common');
  const { locale } = useLocale();
  const [open, setOpen] = React.useState(false);
  const search = useSectionSearch(index);
  return (
    <section className="section alert-signup" aria-labelledby={id}>
      <SectionHeading id={id} title={data.title} opens={opens} />
      {data.text ? <p>{data.text}</p> : null}
      <p className="section-buttons">
        <Button variant="primary" className="js-only" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {t('alert_create_button')}
        </Button>
        <noscript>
          <a className="btn btn-secondary btn-base" href={`${buildPath('jobs', locale)}${search}`}>
            {t('section_offers_search')}
          </a>
        </noscript>
      </p>
      {open ? (
        <React.Suspense fallback={null}>
          <AlertDialog search={search.replace(/^\?/, '')} onClose={() => setOpen(false)} />
        </React.Suspense>
      ) : null}
    </section>
  );
}

export const alertSignupSectionFragment = graphql`
  fragment AlertSignupSection on STRAPI__COMPONENT_SECTIONS_ALERT_SIGNUP {
    title
    text
  }
`;
