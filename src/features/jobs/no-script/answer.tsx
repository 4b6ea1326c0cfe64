import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferSearchAnswer } from '@rythmo/site-map';
import { jobsSearch, type JobsQuery } from '../jobs-query';
import { JobsSearchForm } from '../jobs-search-form';
import { OfferCard } from '../offer-card';
import { Pagination } from '../pagination';

/** What marks a list answered without JavaScript: the page's own search box and static list then hide (global.css). */
export const NO_SCRIPT_ANSWER_CLASS = 'jobs-no-script-answer';

type NoScriptAnswerProps = {
  /** The list's path and the search asked (the page's own filters in it, out of its address). */
  path: string;
  query: JobsQuery;
  /** The page's own filters, kept out of the links' addresses (the page's path says them). */
  fixed: Partial<JobsQuery>;
  answer: OfferSearchAnswer | null;
};

/**
 * A jobs list searched by a browser that runs no script (`/offres-emploi?query=serveur`): the live API
 * renders this with the site's own components (the search box holding the words, the same cards, real
 * links to the other pages) and nginx includes it in the list's static page, in its <noscript>. `answer`
 * null: the search could not be run, which is said.
 */
export function NoScriptAnswer({ path, query, fixed, answer }: NoScriptAnswerProps): React.JSX.Element {
  const { t } = useTranslation('common');
  const inAddress = (page: number): JobsQuery => ({ ...query, ...Object.fromEntries(Object.keys(fixed).map((name) => [name, []])), page });
  return (
    <div className={NO_SCRIPT_ANSWER_CLASS}>
      <JobsSearchForm path={path} text={query.text} />
      <p className="notice">{t('jobs_no_script_filters')}</p>
      {answer === null ? (
        <div className="jobs-error" role="alert">
          <p>{t('jobs_no_script_failed')}</p>
          <p>
            <a href={path}>{t('jobs_no_script_all')}</a>
          </p>
        </div>
      ) : (
        <>
          <h2 className="jobs-count">{t('offers_count', { count: answer.meta.total })}</h2>
          {answer.meta.total === 0 ? (
            <div className="jobs-empty">
              <p>
                <strong>{t('no_results')}</strong>
              </p>
              <p>{t('jobs_empty_hint')}</p>
              <p>
                <a href={path}>{t('jobs_no_script_all')}</a>
              </p>
            </div>
          ) : (
            <ul className="cards offer-cards">
              {answer.data.map((offer) => (
                <OfferCard key={offer.slug} offer={offer} />
              ))}
            </ul>
          )}
          <Pagination page={answer.meta.page} pageCount={answer.meta.pageCount} href={(page) => `${path}${jobsSearch(inAddress(page))}`} />
        </>
      )}
    </div>
  );
}
