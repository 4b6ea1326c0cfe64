import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { ClientOnly } from '../../components/client-only';

/** The contact form and its captcha: their code loads on the pages that show the form, once they run in the browser. */
const ContactForm = React.lazy(() => import('./contact-form'));

/** The company contact form where a page shows it (its page's messages include the `contact` namespace). */
export function ContactFormIsland(): React.JSX.Element {
  const { t } = useTranslation('common');
  return (
    <ClientOnly loading={t('loading')} noScript={t('contact_needs_javascript')}>
      <ContactForm />
    </ClientOnly>
  );
}
