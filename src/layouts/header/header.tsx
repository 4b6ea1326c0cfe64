import * as React from 'react';
import { Link } from 'gatsby';
import { useLocale } from '../../i18n/locale-context';
import { useTranslation } from 'react-i18next';
import { localeCookie } from '../../i18n/locale-cookie';
import { buildPath, LOCALES, pathsOf, routesWith, type Locale } from '@rythmo/site-map';
import { FOOTER_NAV_ID } from '../footer';
import { Dropdown } from './dropdown';
import { useMenuData } from './use-menu-data';
import { useScrolled } from './use-scrolled';
import { TabIndicator } from './tab-indicator';
import { Button } from '../../components/ui/button';
import { AnyLink } from '../../components/ui/any-link';
import { accountLinks, useSignedIn } from '../../features/auth/account-links';

/** The phone menu and its motion load on demand: fetched as soon as the visitor reaches for the button. */
const loadSidebar = () => import('./sidebar');
const Sidebar = React.lazy(loadSidebar);
/** So does the search dialog, with its field beside it rather than after it. */
const loadSearch = () => Promise.all([import('../../features/search/search-dialog'), import('../../features/search/global-search')]);
const SearchDialog = React.lazy(() => loadSearch().then(([dialog]) => dialog));

/** Pages whose header is in the primary colour until the visitor scrolls (route meta primaryHeader). */
const PRIMARY_PATHS = new Set(routesWith('primaryHeader').flatMap(pathsOf));

function LanguageSwitch(): React.JSX.Element | null {
  const { locale, alternates } = useLocale();
  const { t } = useTranslation('common');
  const other: Locale | undefined = LOCALES.find((l) => l !== locale && alternates[l] !== undefined);
  if (other === undefined) return null;
  // A plain link, loaded by the browser: a Gatsby link would prefetch the other language's page data (its
  // messages, 9 KB) on every page, for a switch few visitors use; and every message changes with it anyway.
  return (
    <a
      href={alternates[other] as string}
      hrefLang={other}
      lang={other}
      // Its name starts with its code (« EN, Read this page in English »): the words a narrow phone shows
      // (« EN ») begin its name, as WCAG 2.5.3 asks and axe checks.
      aria-label={`${other.toUpperCase()}, ${t('switch_language_label')}`}
      className="lang-switch"
      onClick={() => {
        document.cookie = localeCookie(other);
      }}
    >
      <span className="lang-name">{t('switch_language')}</span>
      <span className="lang-code" aria-hidden="true">
        {other.toUpperCase()}
      </span>
    </a>
  );
}

/** The magnifier of the search button (and of its link without JavaScript). */
function SearchIcon(): React.JSX.Element {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The fixed header: desktop tab bar and menus, mobile menu button and sidebar, account links. */
export function Header(): React.JSX.Element {
  const { locale, alternates } = useLocale();
  const { t } = useTranslation('common');
  const scrolled = useScrolled();
  const [sidebarOpen, setSidebarOpen] = React.useState(false);
  const [searchOpen, setSearchOpen] = React.useState(false);
  const tabList = React.useRef<HTMLUListElement>(null);
  const menus = useMenuData(locale);
  const path = alternates[locale] ?? '';
  const primary = PRIMARY_PATHS.has(path);
  const recruiterArea = path.startsWith(buildPath('entreprise', locale));
  const signedIn = useSignedIn();
  const account = accountLinks(locale);

  const recruiterLink = recruiterArea
    ? { to: buildPath('index', locale), label: t('tab_back_to_product') }
    : { to: buildPath('entreprise', locale), label: t('tab_recruiter') };
  const tabs = [
    { id: 'candidates', to: buildPath('index', locale), label: t('tab_candidates'), active: !recruiterArea && !path.startsWith(buildPath('agencies', locale)) },
    { id: 'partners', to: buildPath('agencies', locale), label: t('tab_partners'), active: path.startsWith(buildPath('agencies', locale)) },
    { id: 'recruiter', ...recruiterLink, active: recruiterArea },
  ];

  return (
    <header className={['site-header', primary && !scrolled ? 'is-primary' : '', scrolled ? 'is-scrolled' : ''].join(' ').trim()} data-scrolled={scrolled}>
      <a className="skip-link" href="#main">
        {t('skip_to_content')}
      </a>
      <div className="topbar">
        <div className="container topbar-row">
          <nav aria-label={t('nav_areas')} className="tabs-nav">
            <ul className="tabs" ref={tabList}>
              {tabs.map((tab) => (
                <li key={tab.id}>
                  <Link to={tab.to} className={tab.active ? 'tab active' : 'tab'} aria-current={tab.active ? 'page' : undefined}>
                    {tab.label}
                  </Link>
                </li>
              ))}
            </ul>
            <TabIndicator list={tabList} activeKey={tabs.find((tab) => tab.active)?.id ?? ''} />
          </nav>
          {menus.pages.length > 0 ? (
            <nav aria-label={t('nav_featured')} className="featured-nav">
              <ul className="featured-links">
                {menus.pages.map((page) => (
                  <li key={page.to}>
                    <Link to={page.to}>{page.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <LanguageSwitch />
        </div>
      </div>
      <div className="container header-row">
        <Link to={buildPath('index', locale)} className="brand">
          {menus.brand} <span className="brand-tagline">{t('brand_tagline')}</span>
        </Link>
        <nav className="desktop-nav" aria-label={t('nav_main')}>
          <ul className="menus">
            {menus.groups.map((group) => (
              <Dropdown key={group.id} group={group} />
            ))}
            {menus.links.map((link) => (
              <li key={link.to}>
                <AnyLink to={link.to} external={link.external}>
                  {link.label}
                </AnyLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* Without JavaScript (the buttons hidden: .js-only), the search is the jobs list and the menu the footer's links. */}
        <noscript>
          <a className="search-button" href={buildPath('jobs', locale)} aria-label={t('search_open')}>
            <SearchIcon />
            <span className="search-label" aria-hidden="true">
              {t('search_open')}
            </span>
          </a>
        </noscript>
        <button
          type="button"
          className="search-button js-only"
          aria-label={t('search_open')}
          aria-haspopup="dialog"
          aria-expanded={searchOpen}
          onPointerEnter={() => void loadSearch()}
          onFocus={() => void loadSearch()}
          onClick={() => setSearchOpen(true)}
        >
          <SearchIcon />
          {/* Shown from the desktop width; the button's name is its aria-label at every width. */}
          <span className="search-label" aria-hidden="true">
            {t('search_open')}
          </span>
        </button>
        <div className="account">
          {signedIn ? (
            <Button {...account.account} variant="primary" size="sm">
              {t('my_account')}
            </Button>
          ) : (
            <>
              <Button {...account.login} variant="secondary" size="sm">
                {t('login')}
              </Button>
              <Button {...account.register} variant="primary" size="sm">
                {t('register')}
              </Button>
            </>
          )}
        </div>
        <div className="mobile-only">
          <AnyLink className="login-icon" {...(signedIn ? account.account : account.login)} aria-label={signedIn ? t('my_account') : t('login')}>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </AnyLink>
          <LanguageSwitch />
        </div>
        <noscript>
          <a className="menu-button" href={`#${FOOTER_NAV_ID}`}>
            {t('menu')}
          </a>
        </noscript>
        <button
          type="button"
          className="menu-button js-only"
          aria-expanded={sidebarOpen}
          aria-haspopup="dialog"
          onPointerEnter={() => void loadSidebar()}
          onFocus={() => void loadSidebar()}
          onClick={() => setSidebarOpen(true)}
        >
          {t('menu')}
        </button>
      </div>
      {searchOpen ? (
        <React.Suspense fallback={null}>
          <SearchDialog onClose={() => setSearchOpen(false)} />
        </React.Suspense>
      ) : null}
      {sidebarOpen ? (
        <React.Suspense fallback={null}>
          <Sidebar
            groups={menus.groups}
            onClose={() => setSidebarOpen(false)}
            links={[
              ...(signedIn
                ? [{ ...account.account, label: t('my_account') }]
                : [
                    { ...account.login, label: t('login') },
                    { ...account.register, label: t('register') },
                  ]),
              ...menus.links,
              ...menus.pages,
              recruiterLink,
            ]}
          />
        </React.Suspense>
      ) : null}
    </header>
  );
}
