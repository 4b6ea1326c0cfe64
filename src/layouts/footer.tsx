import * as React from 'react';
import { graphql } from 'gatsby';
import { useSiteData } from '../data/site-data';
import { useLocale } from '../i18n/locale-context';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../i18n/messages';
import { CookiePreferencesButton } from '../features/consent/consent';
import { organizationJsonLd } from '../seo/organization';
import { JsonLd } from '../seo/json-ld';
import { ScrollToTop } from './scroll-to-top';
import { useMenus } from './menus-context';
import { AnyLink } from '../components/ui/any-link';
import { StaticSection } from '../sections/static-section';

/** The footer's navigation: the site's sections, where the header's menu leads without JavaScript. */
export const FOOTER_NAV_ID = 'footer-navigation';

const SOCIAL: ['photoSharing' | 'socialNetwork' | 'professionalNetwork' | 'shortVideo' | 'microblog', MessageKey][] = [
  ['photoSharing', 'social_photo_sharing'],
  ['socialNetwork', 'social_network'],
  ['professionalNetwork', 'social_professional_network'],
  ['shortVideo', 'social_short_video'],
  ['microblog', 'social_microblog'],
];

/**
 * Footer: site links, the five social links and the Organization record, all from the CMS `global` type.
 * Only the back-to-top button moves: the rest is kept as built when the page starts, its code not even run.
 */
export function Footer({ noScrollTop }: { noScrollTop: boolean }): React.JSX.Element {
  return (
    <footer className="site-footer">
      <ScrollToTop disabled={noScrollTop} />
      <StaticSection>
        <FooterContent />
      </StaticSection>
    </footer>
  );
}

/** What the footer reads of the site's data (../data/site-data.ts). */
export const footerData = graphql`
  fragment FooterData on Query {
    site { siteMetadata { siteUrl } }
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
`;

function FooterContent(): React.JSX.Element {
  const { locale } = useLocale();
  const { t } = useTranslation('common');
  const data: Queries.FooterDataFragment = useSiteData();
  const menus = useMenus(locale);
  const global = data.globals.nodes.find((g) => g.locale === locale) ?? data.globals.nodes[0];
  return (
    <div className="container footer-grid">
      {/* The header's menu leads here on a browser that runs no script. */}
      <nav aria-label={t('footer_navigation')} id={FOOTER_NAV_ID} tabIndex={-1}>
        <ul className="footer-links">
          {/* The navigation's links, then the pages editors put in the footer, and the header's (on a
          phone without JavaScript, the header's menu leads here). */}
          {menus.footer.map((link) => (
            <li key={link.to}>
              <AnyLink to={link.to} external={link.external}>
                {link.label}
              </AnyLink>
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
  );
}
