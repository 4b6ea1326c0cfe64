import type { GatsbyBrowser, GatsbySSR } from 'gatsby';
import { PageTransition } from './page-transition';

type WrapArgs = Parameters<NonNullable<GatsbyBrowser['wrapPageElement']>>[0] | Parameters<NonNullable<GatsbySSR['wrapPageElement']>>[0];

/** The same wrapper on the server and in the browser, so hydration finds the markup it rendered. */
export const wrapPage = ({ element, props }: WrapArgs): React.JSX.Element => <PageTransition key={props.location.pathname}>{element}</PageTransition>;
