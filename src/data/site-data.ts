import { graphql, useStaticQuery } from 'gatsby';

/**
 * The CMS's site-wide data that the layout, the search and the lists read on every page (the site's
 * address, the brand and its details, the contracts, sectors, student job types and cities), in one static
 * query. Gatsby's loader fetches one file per static query a page uses (page-data/sq/d/…) before the page
 * can start, in the task where the page's data arrives: a query per reader was seven requests there on the
 * jobs list. Each reader declares what it reads in a fragment next to it, spread here.
 */
export function useSiteData(): Queries.SiteDataQuery {
  return useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      ...SiteIdentity
      ...FooterData
      ...HeaderBrand
      ...ConsentEmail
      ...ContractLabels
      ...FilterOptions
      ...SearchCityPages
    }
  `);
}
