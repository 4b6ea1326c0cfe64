import * as React from 'react';
import { Link } from 'gatsby';
import { LocaleProvider, useLocale, useT } from '../i18n/locale-context';
import { buildPath, LOCALES, type Locale } from '../routing/routes';
import type { PageContext } from '../routing/page-context';
import { PUBLIC_ENV } from '../config/public-env';
import { localeCookie } from '../i18n/locale-cookie';
import { Footer } from './footer';

const NAV = [
  ['jobs', 'nav_jobs'],
  ['cities', 'nav_cities'],
  ['works', 'nav_works'],
  ['student-jobs', 'nav_student_jobs'],
  ['agencies', 'nav_agencies'],
  ['events', 'nav_events'],
  ['blog', 'nav_blog'],
  ['entreprise', 'nav_entreprise'],
] as const;


function LanguageSwitch(): React.JSX.Element | null {
  const { locale, alternates } = useLocale();
  const t = useT();
  const other: Locale | undefined = LOCALES.find((l) => l !== locale && alternates[l] !== undefined);
  if (other === undefined) return null;
  return (
    <Link
      to={alternates[other] as string}
      hrefLang={other}
      lang={other}
      aria-label={t('switch_language_label')}
      className="lang-switch"
      onClick={() => {
        document.cookie = localeCookie(other);
      }}
    >
      {t('switch_language')}
    </Link>
  );
}

function Header(): React.JSX.Element {
  const { locale } = useLocale();
  const t = useT();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">{t('skip_to_content')}</a>
      <div className="container header-row">
        <Link to={buildPath('index', locale)} className="brand">
          Rythmo <span className="brand-tagline">{t('brand_tagline')}</span>
        </Link>
        <nav aria-label={t('nav_main')}>
          <ul className="nav-list">
            {NAV.map(([route, key]) => (
              <li key={route}>
                <Link to={buildPath(route, locale)} activeClassName="active" partiallyActive>{t(key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="account">
          <a className="button" href={`${PUBLIC_ENV.appUrl}/login`}>{t('login')}</a>
          <a className="button primary" href={`${PUBLIC_ENV.appUrl}/register`}>{t('register')}</a>
        </div>
        <LanguageSwitch />
      </div>
    </header>
  );
}

type LayoutProps = { context: PageContext; children: React.ReactNode };

/** The default layout: header, main area and footer, in the page's locale. */
export function Layout({ context, children }: LayoutProps): React.JSX.Element {
  return (
    <LocaleProvider value={{ locale: context.locale, alternates: context.alternates }}>
      <Header />
      <main id="main" className="container">{children}</main>
      <Footer />
    </LocaleProvider>
  );
}

/** The minimal layout of embeddable views under /iframe: no header, footer or banner. */
export function IframeLayout({ context, children }: LayoutProps): React.JSX.Element {
  return (
    <LocaleProvider value={{ locale: context.locale, alternates: context.alternates }}>
      <main id="main" className="iframe-main">{children}</main>
    </LocaleProvider>
  );
}
