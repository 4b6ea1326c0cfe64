/**
 * The consent banner's first layer, in every page's static HTML: it paints with the page, before any of
 * the app's scripts (the library's own banner came only after hydration, the page's largest and last
 * paint). Its inline script shows it while no valid consent exists, never to bots, and queues the clicks
 * until the consent library is ready (./runtime.ts), which then keeps the preferences dialog.
 */
import * as React from 'react';
import type { MessageKey } from '../../i18n/messages';
import { CONSENT_COOKIE, CONSENT_REVISION } from './cookie';

export const NOTICE_ID = 'consent-notice';
/** Where the notice's script queues the choices clicked, and the event it sends for each. */
export const NOTICE_QUEUE = '__consentChoices';
export const NOTICE_EVENT = 'consent-choice';

declare global {
  interface Window {
    [NOTICE_QUEUE]?: string[];
  }
}
/**
 * Where the notice also keeps an accept or a refusal until the library has recorded it (sessionStorage):
 * a visitor who clicks, then leaves the page before its scripts have run, is not asked again on the next.
 */
export const NOTICE_PENDING = 'consent-pending';

/** What the notice's buttons ask for: accept all, necessary only, or the preferences dialog. */
export type NoticeChoice = 'all' | 'necessary' | 'preferences';
export const isNoticeChoice = (value: unknown): value is NoticeChoice => value === 'all' || value === 'necessary' || value === 'preferences';

type NoticePart = 'title' | 'description' | NoticeChoice;
/** The messages the notice shows, by the element (data-text) that shows each. */
const NOTICE_MESSAGES: Record<NoticePart, MessageKey> = {
  title: 'consent_title',
  description: 'consent_description',
  all: 'consent_accept_all',
  necessary: 'consent_reject_all',
  preferences: 'consent_customise',
};
export type NoticeTexts = Record<NoticePart, string>;

export const noticeTexts = (t: (key: MessageKey) => string): NoticeTexts => ({
  title: t(NOTICE_MESSAGES.title),
  description: t(NOTICE_MESSAGES.description),
  all: t(NOTICE_MESSAGES.all),
  necessary: t(NOTICE_MESSAGES.necessary),
  preferences: t(NOTICE_MESSAGES.preferences),
});

/**
 * Puts another language's texts in the notice (a visit moving to another language with the notice open).
 * The page's own texts are already there: those elements are left as they are, not written again.
 */
export function translateNotice(texts: NoticeTexts): void {
  const notice = document.getElementById(NOTICE_ID);
  for (const element of notice?.querySelectorAll<HTMLElement>('[data-text]') ?? []) {
    const part = element.dataset.text as NoticePart;
    if (part in texts && element.textContent !== texts[part]) element.textContent = texts[part];
  }
}

export function hideNotice(): void {
  const notice = document.getElementById(NOTICE_ID);
  if (notice !== null) notice.hidden = true;
}

/** The library has recorded the visitor's choice: the one the notice kept aside is done with. */
export function forgetPendingChoice(): void {
  try {
    sessionStorage.removeItem(NOTICE_PENDING);
  } catch {
    // Storage refused (private mode, say): nothing was kept either.
  }
}

/**
 * The same script on every page (one CSP hash for the site). A consent is valid as the library judges it:
 * an id, both dates, the categories and the current revision. Bots are told apart as the library does
 * (its hideFromBots): a crawler's user agent, or a browser under automation. The notice comes first in
 * the page (first in reading and tab order); it does not take the focus, which would cost the browser a
 * layout of the page while it is still parsing it. Accepting or refusing hides it at once, and is kept for
 * the tab (NOTICE_PENDING) until the library records it: a page opened meanwhile queues it again and stays
 * without the notice.
 */
export const NOTICE_SCRIPT = `(function(){var n=document.getElementById(${JSON.stringify(NOTICE_ID)}),v=navigator;if(!n||v.webdriver||/bot|crawl|spider|slurp|teoma/i.test(v.userAgent))return;var m=document.cookie.match(/(?:^|;)\\s*${CONSENT_COOKIE}=([^;]+)/),c={};try{c=m?JSON.parse(decodeURIComponent(m[1])):{}}catch(e){}if(typeof c.consentId==="string"&&c.consentId&&c.revision===${CONSENT_REVISION}&&c.consentTimestamp&&c.lastConsentTimestamp&&Array.isArray(c.categories))return;var q=window.${NOTICE_QUEUE}=[],s=${JSON.stringify(NOTICE_PENDING)},p=null;try{p=sessionStorage.getItem(s)}catch(e){}if(p==="all"||p==="necessary"){q.push(p);return}n.hidden=false;n.addEventListener("click",function(e){var b=e.target.closest("[data-choice]");if(!b)return;var k=b.getAttribute("data-choice");if(k!=="preferences"){n.hidden=true;try{sessionStorage.setItem(s,k)}catch(e){}}q.push(k);dispatchEvent(new Event(${JSON.stringify(NOTICE_EVENT)}))})})()`;

/** The notice, hidden until its script finds no valid consent; before React's root (gatsby-ssr.tsx). */
export function ConsentNotice({ texts }: { texts: NoticeTexts }): React.JSX.Element {
  return (
    <>
      <div
        id={NOTICE_ID}
        className="consent-notice"
        role="dialog"
        aria-labelledby="consent-notice-title"
        aria-describedby="consent-notice-description"
        hidden
        data-nosnippet=""
      >
        <h2 id="consent-notice-title" className="consent-notice__title" data-text="title">
          {texts.title}
        </h2>
        <p id="consent-notice-description" className="consent-notice__description" data-text="description">
          {texts.description}
        </p>
        <div className="consent-notice__buttons">
          <button type="button" className="consent-notice__button" data-choice="all" data-text="all">
            {texts.all}
          </button>
          <button type="button" className="consent-notice__button" data-choice="necessary" data-text="necessary">
            {texts.necessary}
          </button>
          <button
            type="button"
            className="consent-notice__button consent-notice__button--secondary"
            data-choice="preferences"
            data-text="preferences"
            aria-haspopup="dialog"
          >
            {texts.preferences}
          </button>
        </div>
      </div>
      <script dangerouslySetInnerHTML={{ __html: NOTICE_SCRIPT }} />
    </>
  );
}
