import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../layouts/layout';
import { Seo } from '../components/seo';
import { PageHeader } from '../components/page-header';
import { ClientOnly } from '../components/client-only';
import type { PageContext } from '../routing/page-context';
import type { AuthKey } from '../features/auth/messages';
import { useTranslation } from 'react-i18next';
import { pageT } from '../i18n/page-messages';
import type { AccountSection } from '../features/auth/account-screen';
import { AlertLinkNoScript } from '../features/auth/alert-link-no-script';
import { accountIsland, builtInPage } from '../features/auth/account-island';
import { AccountGate } from '../features/auth/account-gate';

/**
 * The account screens' code: the sign-in, register and forgotten-password screens are built into the page
 * and hydrated when a person comes to them (../features/auth/account-island.ts); the others are drawn once
 * the page runs in the browser, their code loaded then.
 */
const AccountScreen = React.lazy(accountIsland.load);

const SECTIONS: Record<AccountSection, { title: AuthKey; lead: AuthKey }> = {
  login: { title: 'login_title', lead: 'login_lead' },
  register: { title: 'register_title', lead: 'register_lead' },
  'forgot-password': { title: 'forgot_title', lead: 'forgot_page_lead' },
  'reset-password': { title: 'reset_title', lead: 'reset_lead' },
  'change-password': { title: 'change_title', lead: 'change_lead' },
  'email-confirmed': { title: 'confirm_title', lead: 'confirm_lead' },
  applications: { title: 'applications_page_title', lead: 'applications_lead' },
  profile: { title: 'profile_page_title', lead: 'profile_lead' },
  answer: { title: 'answer_page_title', lead: 'answer_lead' },
  alerts: { title: 'alerts_page_title', lead: 'alerts_lead' },
  'alert-confirm': { title: 'alert_confirm_title', lead: 'alert_confirm_lead' },
  'alert-unsubscribe': { title: 'alert_unsubscribe_title', lead: 'alert_unsubscribe_lead' },
};

/** The alert links' pages work without JavaScript; the other screens say they need it. */
const noScript = (section: AccountSection): React.JSX.Element | undefined =>
  section === 'alert-confirm' || section === 'alert-unsubscribe' ? (
    <AlertLinkNoScript purpose={section === 'alert-confirm' ? 'confirm' : 'unsubscribe'} />
  ) : undefined;

const sectionOf = (context: PageContext): AccountSection =>
  context.section !== undefined && context.section in SECTIONS ? (context.section as AccountSection) : 'login';

export default function AccountPage({ pageContext, location }: PageProps<Queries.AccountPageQuery, PageContext>): React.JSX.Element {
  const { t } = useTranslation('auth');
  const section = sectionOf(pageContext);
  return (
    <Layout context={pageContext}>
      <PageHeader title={t(SECTIONS[section].title)} lead={t(SECTIONS[section].lead)} />
      <div className="account-page" data-section={section}>
        {builtInPage(section) ? (
          <AccountGate section={section} search={location.search} loading={t('screen_loading')} noScript={t('needs_javascript')} />
        ) : (
          <ClientOnly loading={t('screen_loading')} noScript={noScript(section) ?? t('needs_javascript')}>
            <AccountScreen section={section} search={location.search} />
          </ClientOnly>
        )}
      </div>
    </Layout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.AccountPageQuery, PageContext>): React.JSX.Element => {
  const t = pageT(data.locales, pageContext.locale, 'auth');
  const { title, lead } = SECTIONS[sectionOf(pageContext)];
  return <Seo context={pageContext} title={t(title)} description={t(lead)} locales={data.locales} noindex />;
};

export const query = graphql`
  query AccountPage($locale: String!, $namespaces: [String!]!) {
    ...PageLocales
  }
`;
