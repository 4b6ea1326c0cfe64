/**
 * The index pages of the site's lists (agencies, articles, events, sectors, cities, contract types): the
 * layout, a heading and lead from the messages, and a grid of cards, one per entry. Their head is
 * `messageHead` with the same two messages.
 */
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Layout } from '../../layouts/layout';
import { PageHeader } from '../../components/page-header';
import { CardGrid } from '../../components/card-grid';
import type { MessageKey } from '../../i18n/messages';
import type { PageContext } from '../../routing/page-context';

type ListPageProps = {
  context: PageContext;
  title: MessageKey;
  lead: MessageKey;
  cards: React.ComponentProps<typeof CardGrid>['cards'];
  compact?: boolean;
};

export function ListPage({ context, title, lead, cards, compact }: ListPageProps): React.JSX.Element {
  const { t } = useTranslation('common');
  return (
    <Layout context={context}>
      <PageHeader title={t(title)} lead={t(lead)} />
      <CardGrid compact={compact} cards={cards} />
    </Layout>
  );
}
