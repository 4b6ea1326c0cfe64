import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { buildPath } from '@rythmo/site-map';
import { PageHeader } from '../components/page-header';
import { Breadcrumbs } from '../components/breadcrumbs';
import type { PageContext } from '../routing/page-context';
import { opensWithHero, Sections } from './sections';
import { SectionPageDataProvider, useSectionPageData } from './page-data';

type PageBodyProps = {
  data: Queries.BuilderPageQuery;
  page: NonNullable<Queries.BuilderPageQuery['page']>;
  pageContext: PageContext;
};

/**
 * What a page of sections shows under the site's header (src/templates/page.tsx): its breadcrumbs under a
 * parent, its title unless a hero opens it, then its sections. Its own chunk: a page whose sections do not
 * move keeps it as built and never loads it.
 */
export default function PageBody({ data, page, pageContext }: PageBodyProps): React.JSX.Element {
  const { t } = useTranslation('common');
  const sectionData = useSectionPageData(pageContext, data);
  return (
    <>
      {page.crumbs.length === 0 ? null : (
        <Breadcrumbs trail={[{ name: t('breadcrumbs_home'), path: buildPath('index', pageContext.locale) }, ...page.crumbs]} />
      )}
      <article className="builder-page">
        {opensWithHero(page.sections) ? null : <PageHeader title={page.title} />}
        <SectionPageDataProvider value={sectionData}>
          <Sections sections={page.sections} />
        </SectionPageDataProvider>
      </article>
    </>
  );
}
