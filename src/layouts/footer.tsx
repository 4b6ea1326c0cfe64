import * as React from 'react';
import { graphql, Link, useStaticQuery } from 'gatsby';
import { useLocale } from '../i18n/locale-context';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../i18n/messages';
import { buildPath, type RouteName } from '@rythmo/site-map';
import { CookiePreferencesButton } from '../features/consent/consent';
import { organizationJsonLd } from '../seo/organization';
import { JsonLd } from '../seo/json-ld';
import { ScrollToTop } from './scroll-to-top';
import { pageLinks } from './header/menus';

const LINKS: [RouteName, MessageKey][] = [
  ['jobs', 'nav_jobs'],
  ['works', 'nav_works'],
  ['student-jobs', 'nav_student_jobs'],
  ['entreprise', 'nav_entreprise'],
  ['cities', 'nav_cities'],
  ['agencies', 'nav_agencies'],
  ['events', 'nav_events'],
  ['faq', 'nav_faq'],
  ['blog', 'nav_blog'],
  ['contracts', 'nav_contracts'],
  ['cgu', 'nav_cgu'],
  ['legal', 'nav_legal'],
  ['privacy', 'nav_privacy'],
];

/** The footer's navigation: the site's sections, where the header's menu leads without JavaScript. */
export const FOOTER_NAV_ID = 'footer-navigation';

const SOCIAL: ['photoSharing' | 'socialNetwork' | 'professionalNetwork' | 'shortVideo' | 'microblog', MessageKey][] = [
  ['photoSharing', 'social_photo_sharing'],
  ['socialNetwork', 'social_network'],
  ['professionalNetwork', 'social_professional_network'],
  ['shortVideo', 'social_short_video'],
  ['microblog', 'social_microblog'],
];

/** Footer: site links, the five social links and the Organization record, all from the CMS `global` type. */
export function Footer({ noScrollTop }: { noScrollTop: boolean }): React.JSX.Element {
  const { locale } = useLocale();
  const { t } = useTranslation('common');
  const data = useStaticQuery<Queries.FooterQuery>(graphql`
    query Footer {
      site { siteMetadata { siteUrl } }
      pages: allStrapiPage(filter: { in_footer: { eq: true } }, sort: { title: ASC }) { nodes { ...MenuPage } }
      headerPages: allStrapiPage(filter: { in_header: { eq: true }, in_footer: { ne: true } }, sort: { title: ASC }) { nodes { ...MenuPage } }
      globals: allStrapiGlobal {
        nodes {
          locale
          brandName
          legalName
          email
          telephone
          vatID
          foundingDate
          recruiterErpUrl
          address { street postalCode locality country }
          socialLinks { photoSharing socialNetwork professionalNetwork shortVideo microblog }
        }
      }
    }
  `);
  const global = data.globals.nodes.find((g) => g.locale === locale) ?? data.globals.nodes[0];
  return (
    <footer className="site-footer">
      <ScrollToTop disabled={noScrollTop} />
      <div className="container footer-grid">
        {/* The header's menu leads here on a browser that runs no script. */}
        <nav aria-label={t('footer_navigation')} id={FOOTER_NAV_ID} tabIndex={-1}>
          <ul className="footer-links">
            {LINKS.map(([route, key]) => (
              <li key={route}>
                <Link to={buildPath(route, locale)}>{t(key)}</Link>
              </li>
            ))}
            {/* The header's pages too: on a phone without JavaScript, the header's menu leads here. */}
            {pageLinks([...data.pages.nodes, ...data.headerPages.nodes], locale).map((page) => (
              <li key={page.to}>
                <Link to={page.to}>{page.label}</Link>
              </li>
            ))}
            {global?.recruiterErpUrl ? (
              <li>
                <a href={global.recruiterErpUrl} rel="noopener">
                  {t('footer_recruiter_erp')}
                </a>
              </li>
            ) : null}
            <li>
              <CookiePreferencesButton />
            </li>
          </ul>
        </nav>
        {global?.socialLinks ? (
          <ul className="social-links" aria-label={t('footer_social')}>
            {SOCIAL.map(([field, key]) => {
              const url = global.socialLinks?.[field];
              return url ? (
                <li key={field}>
                  <a href={url} rel="noopener noreferrer" target="_blank">
                    {t(key)}
                  </a>
                </li>
              ) : null;
            })}
          </ul>
        ) : null}
        {global !== undefined ? (
          <>
            <p className="meta">
              {global.legalName} · {global.address?.street}, {global.address?.postalCode} {global.address?.locality}
            </p>
            <JsonLd data={organizationJsonLd(global, data.site?.siteMetadata?.siteUrl ?? '')} />
          </>
        ) : null}
      </div>
    </footer>
  );
}
