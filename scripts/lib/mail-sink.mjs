// The local mail server of the embedded default and of the tests: an SMTP server on loopback that accepts
// every message and writes it to a folder, one JSON file per message (from, to, subject, its headers, text,
// html, and each attachment's name, type, size and MD5 checksum, not its bytes), so no email of the CMS is
// lost and tests read the links people would click and the files they would open. Production sets SMTP_HOST to a
// real server instead; the CMS's code path is the same.
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

/** A message as written to the folder. */
const record = (mail, envelope) => ({
  date: new Date().toISOString(),
  from: mail.from?.text ?? envelope.mailFrom?.address ?? '',
  to: envelope.rcptTo.map((recipient) => recipient.address),
  subject: mail.subject ?? '',
  // Each header as its lines were sent (name in lower case, folded lines joined): List-Unsubscribe,
  // Reply-To, Content-Language… read as a mail client would.
  headers: Object.fromEntries(
    mail.headerLines.map(({ key, line }) => [
      key,
      line
        .slice(line.indexOf(':') + 1)
        .replace(/\r?\n[ \t]+/g, ' ')
        .trim(),
    ]),
  ),
  text: mail.text ?? '',
  html: typeof mail.html === 'string' ? mail.html : '',
  attachments: mail.attachments.map((file) => ({ name: file.filename ?? '', type: file.contentType, size: file.size, md5: file.checksum })),
});

/**
 * Starts the sink on 127.0.0.1 (`port` 0 picks a free one). It does not keep the process alive, and ends
 * with it. Resolves with its port, and `stop` and `start`, which take it down and back up on that port
 * (the tests of a mail server outage).
 */
export async function startMailSink({ dir, port = 0 }) {
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const open = async (at) => {
    const server = new SMTPServer({
      name: 'mail-sink.localhost',
      banner: 'Local mail sink: messages are written to a folder, never delivered',
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      size: 10 * 1024 * 1024,
      onData(stream, session, callback) {
        simpleParser(stream).then(
          (mail) => {
            count += 1;
            const name = `${Date.now()}-${String(count).padStart(5, '0')}.json`;
            // Written aside, then renamed: whoever reads the folder never sees half a message.
            const partial = path.join(dir, `.${name}.partial`);
            fs.writeFileSync(partial, `${JSON.stringify(record(mail, session.envelope), null, 2)}\n`);
            fs.renameSync(partial, path.join(dir, name));
            callback();
          },
          (error) => callback(error),
        );
      },
    });
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(at, '127.0.0.1', resolve);
    });
    server.server.unref();
    return server;
  };
  let server = await open(port);
  const bound = server.server.address().port;
  return {
    port: bound,
    stop: () =>
      new Promise((resolve) => {
        if (server === null) return resolve();
        const closing = server;
        server = null;
        closing.close(resolve);
      }),
    start: async () => {
      server ??= await open(bound);
    },
  };
}
