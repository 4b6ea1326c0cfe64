import * as React from 'react';
import { ErrorScreen } from '../components/error-screen';
import { PageMessages, type PageLocales } from '../i18n/page-messages';
import type { I18nPageContext } from '../i18n/options';

/** The page's messages and language: the boundary sits outside the provider of gatsby-plugin-react-i18next. */
type Props = { locales: PageLocales; i18n: I18nPageContext; children: React.ReactNode };
type State = { failed: boolean };

/**
 * The root's container says when the page answers its events (data-hydrated), to a script or a test: the
 * loader of the app's scripts (src/boot/app-loader.ts) gives a button the click it kept from before.
 */
const markAnswering = (): void => {
  document.getElementById('___gatsby')?.setAttribute('data-hydrated', '');
};

/** Whether the app has rendered once in this tab: an error before that is a failure to mount it. */
let mounted = false;
export const markMounted = (): void => {
  mounted = true;
  markAnswering();
};

/**
 * The last resort: an error no part of the page handled shows the error screen, with
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
    // The error screen answers its events: the loader stops keeping clicks for the app.
    markAnswering();
  }

  render(): React.ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <PageMessages locales={this.props.locales} context={this.props.i18n}>
        <main id="main" className="container">
          <ErrorScreen status={500} />
        </main>
      </PageMessages>
    );
  }
}
