import * as React from 'react';
import { NO_SCRIPT_INCLUDE } from '@rythmo/site-map';
import { useLocale } from '../../../i18n/locale-context';
import { LIST_FILTERS, type JobsQuery, type ListFilter } from '../jobs-query';
import { encodeContext } from './context';
import { escapeHtml } from '../../../components/escape-html';

/**
 * What a browser without JavaScript reads of a jobs list's search: the notice that the filters need it,
 * and, when the address searches (nginx turns server-side includes on for it), the answer of the live API
 * in place of the include (./answer.tsx), the page's static list then hidden (global.css). The include is
 * a comment React cannot write but as the <noscript>'s own HTML, which hydration leaves alone.
 */
export function NoScriptSearch({ path, fixed, notice }: { path: string; fixed: Partial<JobsQuery>; notice: string }): React.JSX.Element {
  const { locale } = useLocale();
  const own: Partial<Record<ListFilter, string[]>> = {};
  for (const name of Object.keys(LIST_FILTERS) as ListFilter[]) {
    const values = fixed[name];
    if (values !== undefined) own[name] = values;
  }
  const context = encodeContext({ path, locale, fixed: own });
  return (
    <noscript
      dangerouslySetInnerHTML={{
        __html: `<p class="notice jobs-no-script-notice">${escapeHtml(notice)}</p><!--# include virtual="${NO_SCRIPT_INCLUDE}${context}?$args" -->`,
      }}
    />
  );
}
