import fs from 'fs';
import path from 'path';
import { expect } from '@playwright/test';

/** A message the CMS sent, as the stack's mail sink wrote it (scripts/lib/mail-sink.mjs). */
export type Mail = {
  date: string;
  from: string;
  to: string[];
  subject: string;
  /** Each header's value by its lower-case name. */
  headers: Record<string, string>;
  text: string;
  html: string;
  attachments: { name: string; type: string; size: number; md5: string }[];
};

const mailDir = (): string => {
  const dir = process.env.E2E_MAIL_DIR;
  if (dir === undefined) throw new Error('E2E_MAIL_DIR is not set: run the end-to-end tests through their global setup');
  return dir;
};

/** Every message sent to an address so far, oldest first (`dir`: another CMS's sink than the site's). */
export function mailsTo(address: string, dir: string = mailDir()): Mail[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Mail)
    .filter((mail) => mail.to.includes(address.toLowerCase()) || mail.to.includes(address));
}

/** Waits for the `count`-th message to an address (the CMS sends after answering, sometimes). */
export async function waitForMail(address: string, count = 1, dir: string = mailDir()): Promise<Mail> {
  await expect.poll(() => mailsTo(address, dir).length, { message: `mail number ${count} to ${address}` }).toBeGreaterThanOrEqual(count);
  return mailsTo(address, dir)[count - 1];
}

/** The one link of a message that starts with `prefix`. */
export function linkIn(mail: Mail, prefix: string): string {
  const links = [...new Set([...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1].replace(/&amp;/g, '&')))].filter((link) =>
    link.startsWith(prefix),
  );
  expect(links, `links to ${prefix} in « ${mail.subject} »`).toHaveLength(1);
  return links[0];
}

/** The address of a message's button or link by its words: the one `<a>` of its HTML part whose text holds `label`. */
export function actionIn(mail: Mail, label: string): string {
  const links = [...mail.html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>((?:(?!<\/a>)[\s\S])*)<\/a>/g)]
    .filter((match) => match[2].replace(/<[^>]*>/g, '').includes(label))
    .map((match) => match[1].replace(/&amp;/g, '&'));
  expect(links, `« ${label} » in « ${mail.subject} »`).toHaveLength(1);
  return links[0];
}
