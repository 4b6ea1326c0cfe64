import * as React from 'react';
import type { Locale } from '@rythmo/site-map';
import { ErrorScreen } from '../components/error-screen';
import { LocaleProvider } from '../i18n/locale-context';

type Props = { locale: Locale; children: React.ReactNode };
type State = { failed: boolean };

/** Whether the app has rendered once in this tab: an error before that is a failure to mount it. */
let mounted = false;
export const markMounted = (): void => {
  mounted = true;
};

/**
 * The last resort of spec §2.4 and §8: an error no part of the page handled shows the error screen, with
 * status 500 and the general subtitle, in the page's language, instead of a blank page. The error is
 * logged (a failure while mounting the app, as such). The next navigation starts afresh.
 */
export class ErrorBoundary extends React.Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: React.ErrorInfo): void {
    console.error(mounted ? 'Unhandled error in the page:' : 'Failure while mounting the app:', error, info.componentStack);
  }

  render(): React.ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <LocaleProvider value={{ locale: this.props.locale, alternates: {} }}>
        <main id="main" className="container">
          <ErrorScreen status={500} />
        </main>
      </LocaleProvider>
    );
  }
}
