/**
 * The one builder of the emails the CMS sends: a plain text part without tags, and an HTML part where
 * every value is escaped. Visitors' words (a contact request's company, comment, an address) are values:
 * a company named `<img src=x onerror=…>` arrives as text in the team's mailbox, never as markup.
 * Pure; the email plugin's extension (../extensions/email/strapi-server.ts) holds every email the CMS sends
 * to it, users-permissions' account emails included.
 */
import { DEFAULT_LOCALE, type Locale } from '@rythmo/site-map';

export type Block =
  /** A paragraph of our own words (values already put in). */
  | { paragraph: string }
  /** Labelled values, one a line. */
  | { fields: readonly (readonly [label: string, value: string])[] }
  /** An address to follow, shown as itself. */
  | { link: string }
  /** Words someone typed, their line breaks kept. */
  | { quote: string }
  /** A labelled link (an answer of one click): the label is the link in HTML, followed by its address in text. */
  | { action: string; href: string };

export type Email = { subject: string; text: string; html: string };

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (character) => ENTITIES[character]);

/** A subject is one line: a value with a line break would start headers of its own. */
const oneLine = (value: string): string => value.replace(/[\r\n]+/g, ' ').trim();

/** Only web addresses become links; anything else stays text. */
const isWebAddress = (value: string): boolean => /^https?:\/\/[^\s<>"]+$/.test(value);

const linesHtml = (value: string): string => escapeHtml(value).replace(/\r?\n/g, '<br>\n');

function blockText(block: Block): string {
  if ('paragraph' in block) return block.paragraph;
  if ('fields' in block) return block.fields.map(([label, value]) => `${label} : ${value}`).join('\n');
  if ('link' in block) return block.link;
  if ('action' in block) return `${block.action} :\n${block.href}`;
  return block.quote;
}

function blockHtml(block: Block): string {
  if ('paragraph' in block) return `<p>${linesHtml(block.paragraph)}</p>`;
  if ('fields' in block) return `<p>${block.fields.map(([label, value]) => `<strong>${escapeHtml(label)}</strong> : ${linesHtml(value)}`).join('<br>\n')}</p>`;
  if ('link' in block)
    return isWebAddress(block.link) ? `<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.link)}</a></p>` : `<p>${escapeHtml(block.link)}</p>`;
  if ('action' in block)
    return isWebAddress(block.href)
      ? `<p><a href="${escapeHtml(block.href)}"><strong>${escapeHtml(block.action)}</strong></a></p>`
      : `<p>${escapeHtml(block.action)}</p>`;
  return `<blockquote>${linesHtml(block.quote)}</blockquote>`;
}

const document = (subject: string, body: string, language: Locale): string =>
  `<!doctype html>\n<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>\n${body}\n</body></html>`;

/** An email from blocks: the same words in both parts; `language`, the one they are written in. */
export function composeEmail(subject: string, blocks: readonly Block[], language: Locale = DEFAULT_LOCALE): Email {
  const line = oneLine(subject);
  return {
    subject: line,
    text: blocks.map(blockText).join('\n\n'),
    html: document(line, blocks.map(blockHtml).join('\n'), language),
  };
}

/**
 * The HTML part of an email written as plain text (users-permissions fills its templates as text): each
 * paragraph (a blank line apart) escaped, its web addresses made links.
 */
export function htmlFromText(subject: string, text: string, language: Locale = DEFAULT_LOCALE): string {
  const paragraphs = text
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return document(
    oneLine(subject),
    paragraphs.map((part) => (isWebAddress(part) ? blockHtml({ link: part }) : blockHtml({ paragraph: part }))).join('\n'),
    language,
  );
}
