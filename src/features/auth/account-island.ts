/**
 * The screens of a visitor not signed in (sign in, register, forgotten password) are an island
 * (src/boot/island.ts): built into the page's HTML, so that the form shows before any script has run, and
 * hydrated when a person comes to it, its code (`account-screen`: the forms, jotai, the API client) fetched
 * then. The other account screens need the browser to draw anything (the session, the link's code), and
 * load the same code when the page starts. What wakes it is in src/boot/islands.ts and ./account-gate.tsx.
 */
import { island } from '../../boot/island';
import type { AccountSection } from './account-screen';

export const accountIsland = island('.account-island', () => import(/* webpackChunkName: "account-screen" */ './account-screen'));

/** The screens built into the page's HTML: what they show depends on nothing but the page's language. */
const BUILT: readonly AccountSection[] = ['login', 'register', 'forgot-password'];

export const builtInPage = (section: AccountSection): boolean => BUILT.includes(section);
