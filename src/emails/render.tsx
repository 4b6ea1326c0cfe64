/**
 * The renderer of the emails, bundled for the CMS (scripts/build-renderers.mjs writes .renderers/emails.cjs,
 * which the CMS loads from EMAIL_RENDERER): a kind and its facts in, the subject, the HTML part and the
 * text part out, in the reader's language. The text part is the HTML's own words (html-to-text, as
 * react-email makes it), each link's address after its words.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { convert } from 'html-to-text';
import type { i18n as I18n } from 'i18next';
import {
  isoOf,
  LOCALES,
  SHARED_MESSAGES,
  type EmailData,
  type EmailKind,
  type EmailRenderer,
  type EmailRequest,
  type Locale,
  type RenderedEmail,
} from '@rythmo/site-map';
import { messagesInstance } from '../i18n/instance';
import { escapeHtml } from '../components/escape-html';
import frCommon from '../locales/fr/common.json';
import enCommon from '../locales/en/common.json';
import frEmails from '../locales/fr/emails.json';
import enEmails from '../locales/en/emails.json';
import { EmailFrame } from './layout';
import { digestTemplate, OfferFacts, offerUrl, template, type Template, type Words } from './kinds';

const RESOURCES = {
  fr: { common: frCommon, emails: frEmails, shared: SHARED_MESSAGES.fr },
  en: { common: enCommon, emails: enEmails, shared: SHARED_MESSAGES.en },
};

const instances = new Map<Locale, I18n>();
const instanceOf = (locale: Locale): I18n => {
  if (!instances.has(locale)) instances.set(locale, messagesInstance(RESOURCES, locale));
  return instances.get(locale) as I18n;
};

/** The doctype mail clients expect of an email's HTML (react-email's). */
const DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** A subject is one line: a value with a line break would start headers of its own. */
const oneLine = (value: string): string => value.replace(/[\r\n]+/g, ' ').trim();

const plainText = (html: string): string =>
  convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'img', format: 'skip' },
      { selector: '[data-skip-in-text=true]', format: 'skip' },
      { selector: 'a', options: { linkBrackets: false, hideLinkHrefIfSameAsText: true } },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
    ],
  });

const wordsOf = (locale: Locale, brand: string, siteUrl: string): Words => {
  const i18n = instanceOf(locale);
  return { t: i18n.getFixedT(locale, 'emails'), common: i18n.getFixedT(locale, 'common'), shared: i18n.getFixedT(locale, 'shared'), locale, brand, siteUrl };
};

/** A template in the emails' frame: its one-line subject and its HTML part. */
function framed({ subject, preview, body }: Template, words: Words): { subject: string; html: string } {
  const line = oneLine(subject);
  const html = `${DOCTYPE}${renderToStaticMarkup(
    <EmailFrame
      locale={words.locale}
      subject={line}
      preview={preview}
      brand={words.brand}
      siteUrl={words.siteUrl}
      footer={words.t('email_footer', { brand: words.brand })}
    >
      {body}
    </EmailFrame>,
  )}`;
  return { subject: line, html };
}

export const renderEmail: EmailRenderer['renderEmail'] = <K extends EmailKind>({ kind, locale, brand, siteUrl, data }: EmailRequest<K>): RenderedEmail => {
  const words = wordsOf(locale, brand, siteUrl);
  const { subject, html } = framed(template(kind, data, words), words);
  return { subject, html, text: plainText(html) };
};

/** A place a digest writer fills in, as text (`\u0001name\u0001`: no one types it, HTML leaves it as it is). */
const slot = (name: string): string => `\u0001${name}\u0001`;
/** A place for an address, which the templates take for one (they make links of web addresses only). */
const addressSlot = (name: string): string => `https://slot.invalid/${slot(name)}`;
/** The count a digest's frame is written with: replaced by the real one, written the same way. */
const SOME_COUNT = 987654321;

/** What `make` gives for a language, made once per language. */
function perLocale<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    if (!made.has(locale)) made.set(locale, make(locale));
    return made.get(locale) as T;
  };
}

/**
 * The writer of the alerts' digests for a run of thousands (cms/src/alerts/run.ts): each digest is the same
 * frame around different offers, so the frame is written once per language and kind of count (one offer
 * or more, a link to all of them or to the list, an account or not), each offer's facts once, and a digest
 * is their words put together, its values escaped as React escapes them: the same HTML and text as
 * renderEmail's (tests/unit/emails/templates.test.ts holds them equal), in a fraction of its time.
 */
export const digestWriter: EmailRenderer['digestWriter'] = (brand, siteUrl) => {
  const frames = new Map<string, { html: string; text: string }>();
  const facts = new Map<string, { html: string; text: string }>();
  const number = perLocale((locale) => new Intl.NumberFormat(isoOf(locale)));
  const wordsIn = perLocale((locale) => wordsOf(locale, brand, siteUrl));
  /** A frame: the digest's words around slots, for a language, one offer or more, a link to more, an account or not. */
  const frameOf = (locale: Locale, one: boolean, more: boolean, account: boolean): { html: string; text: string } => {
    const key = `${locale} ${one} ${more} ${account}`;
    let frame = frames.get(key);
    if (frame === undefined) {
      const words = wordsIn(locale);
      const { html } = framed(
        digestTemplate(
          {
            summary: slot('summary'),
            total: one ? 1 : SOME_COUNT,
            more,
            list: addressSlot('list'),
            account: account ? addressSlot('account') : null,
            unsubscribe: addressSlot('unsubscribe'),
          },
          slot('offers'),
          slot('preview'),
          words,
        ),
        words,
      );
      frame = { html, text: plainText(html) };
      frames.set(key, frame);
    }
    return frame;
  };
  const ahead = LOCALES.flatMap((locale) =>
    [true, false].flatMap((one) => [true, false].flatMap((more) => [true, false].map((account) => () => frameOf(locale, one, more, account)))),
  );
  const prepare = (): boolean => {
    ahead.shift()?.();
    return ahead.length > 0;
  };
  const write = (locale: Locale, data: EmailData['alert-digest']): RenderedEmail => {
    const words = wordsIn(locale);
    const frame = frameOf(locale, data.total === 1, data.total > data.offers.length, data.account !== null);
    const offers = data.offers.map((offer) => {
      const factsKey = `${locale} ${offer.slug}`;
      let written = facts.get(factsKey);
      if (written === undefined) {
        const html = renderToStaticMarkup(<OfferFacts offer={offer} url={offerUrl(offer, words)} words={words} />);
        written = { html, text: plainText(html) };
        facts.set(factsKey, written);
      }
      return written;
    });
    const values = (escape: (value: string) => string): [string, string][] => [
      [addressSlot('list'), escape(data.list)],
      [addressSlot('account'), escape(data.account ?? '')],
      [addressSlot('unsubscribe'), escape(data.unsubscribe)],
      [slot('summary'), escape(data.summary)],
      [slot('preview'), escape(data.offers.map((offer) => offer.title).join(' · '))],
      [number(locale).format(SOME_COUNT), number(locale).format(data.total)],
    ];
    const fill = (written: string, escape: (value: string) => string, offersPart: string): string =>
      values(escape).reduce((text, [from, to]) => text.replaceAll(from, to), written.replace(slot('offers'), offersPart));
    return {
      subject: oneLine(words.t('email_digest_subject', { brand, count: data.total, summary: data.summary })),
      html: fill(frame.html, escapeHtml, offers.map((offer) => offer.html).join('')),
      text: fill(frame.text, (value) => value, offers.map((offer) => offer.text).join('\n\n')),
    };
  };
  return { write, prepare };
};

/**
 * The account emails' texts for users-permissions (which fills `<%= … %>` when sending): paragraphs a blank
 * line apart, the action « Label : address » (a button in the HTML part, see the `text` kind).
 */
export const accountTexts: EmailRenderer['accountTexts'] = (locale, brand, links) => {
  const t = instanceOf(locale).getFixedT(locale, 'emails');
  const text = (paragraphs: string[]): string => [t('email_hello'), ...paragraphs, t('email_signature', { brand })].join('\n\n');
  const action = (label: string, href: string): string => `${label}${t('email_colon')}${href}`;
  return {
    confirm: {
      subject: t('email_confirm_subject'),
      text: text([t('email_confirm_intro'), action(t('email_confirm_action'), links.confirm), t('email_confirm_ignore')]),
    },
    reset: {
      subject: t('email_reset_subject'),
      text: text([t('email_reset_intro'), action(t('email_reset_action'), links.reset), t('email_reset_ignore')]),
    },
  };
};
