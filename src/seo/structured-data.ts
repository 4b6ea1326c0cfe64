/**
 * The schema.org records crawlers read besides the offers' JobPosting and the footer's Organization: where
 * a page sits (BreadcrumbList), the questions a page answers (FAQPage), and the site with its search
 * (WebSite with a SearchAction on the jobs list).
 */

/** A page on the way down from the home page: its name and its path on the site. */
export type Crumb = { name: string; path: string };

export function breadcrumbListJsonLd(crumbs: readonly Crumb[], siteUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: `${siteUrl}${crumb.path}` })),
  };
}

export type Question = { question: string | null; answer: string | null };

/** The questions with their answer, or null when there is none (Google wants at least one). */
export function faqPageJsonLd(items: readonly (Question | null)[]): Record<string, unknown> | null {
  const answered = items.filter((item): item is { question: string; answer: string } => item !== null && !!item.question && !!item.answer);
  if (answered.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: answered.map(({ question, answer }) => ({ '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer', text: answer } })),
  };
}

/** The site, in a language, and how to search its offers: the jobs list's text parameter (`query`). */
export function webSiteJsonLd({
  siteUrl,
  name,
  language,
  homePath,
  jobsPath,
}: {
  siteUrl: string;
  name: string;
  language: string;
  homePath: string;
  jobsPath: string;
}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name,
    url: `${siteUrl}${homePath}`,
    inLanguage: language,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl}${jobsPath}?query={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}
