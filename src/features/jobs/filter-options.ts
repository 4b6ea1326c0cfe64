import * as React from 'react';
import { graphql } from 'gatsby';
import { useLocale } from '../../i18n/locale-context';
import { useSiteData } from '../../data/site-data';

export type FilterOption = { slug: string; label: string };
export type FilterOptions = { works: FilterOption[]; contractTypes: FilterOption[]; studentTypes: FilterOption[] };

/** What the filter panel reads of the site's data (../../data/site-data.ts). */
export const filterOptionsFragment = graphql`
  fragment FilterOptions on Query {
    works: allStrapiWork(sort: [{ sort: ASC }, { name: ASC }]) { nodes { slug name locale } }
    contracts: allStrapiContract(sort: { slug: ASC }) { nodes { slug label locale } }
    studentTypes: allStrapiStudentJobType(sort: { slug: ASC }) { nodes { slug label locale } }
  }
`;

/** The sectors, contract types and student job types of the filter panel and of the active filters, in the page’s language. */
export function useFilterOptions(): FilterOptions {
  const { locale } = useLocale();
  const data: Queries.FilterOptionsFragment = useSiteData();
  return React.useMemo(
    () => ({
      works: data.works.nodes.filter((n) => n.locale === locale).map((n) => ({ slug: n.slug, label: n.name })),
      contractTypes: data.contracts.nodes.filter((n) => n.locale === locale).map((n) => ({ slug: n.slug, label: n.label })),
      studentTypes: data.studentTypes.nodes.filter((n) => n.locale === locale).map((n) => ({ slug: n.slug, label: n.label })),
    }),
    [data, locale],
  );
}
