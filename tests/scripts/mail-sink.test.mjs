import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import nodemailer from 'nodemailer';
import { startMailSink } from '../../scripts/lib/mail-sink.mjs';

// The local mail sink writes each message it receives as JSON: its text and HTML, its headers as sent, and
// each attachment's name, type, size and checksum (not its bytes), which the end-to-end tests read.

test('a message is written with its headers and its attachments’ name, type, size and checksum', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-sink-'));
  const { port } = await startMailSink({ dir });
  const cv = Buffer.from('%PDF-1.4\n% a CV\n');
  await nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true }).sendMail({
    from: 'Rythmo <no-reply@mesjobs.example>',
    to: 'recrutement@agence.example',
    replyTo: 'camille@exemple.fr',
    subject: 'Candidature : Serveur (H/F)',
    text: 'Bonjour',
    html: '<p>Bonjour</p>',
    headers: { 'List-Unsubscribe': '<https://mesjobs.example/desabonnement?cle=abc>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    attachments: [{ filename: 'CV Camille.pdf', content: cv, contentType: 'application/pdf' }],
  });
  const files = fs.readdirSync(dir).filter((file) => file.endsWith('.json'));
  assert.equal(files.length, 1);
  const mail = JSON.parse(fs.readFileSync(path.join(dir, files[0]), 'utf8'));
  assert.deepEqual(mail.to, ['recrutement@agence.example']);
  assert.equal(mail.text.trim(), 'Bonjour');
  assert.equal(mail.headers['reply-to'], 'camille@exemple.fr');
  assert.equal(mail.headers['list-unsubscribe'], '<https://mesjobs.example/desabonnement?cle=abc>');
  assert.equal(mail.headers['list-unsubscribe-post'], 'List-Unsubscribe=One-Click');
  assert.deepEqual(mail.attachments, [
    { name: 'CV Camille.pdf', type: 'application/pdf', size: cv.length, md5: crypto.createHash('md5').update(cv).digest('hex') },
  ]);
  assert.equal(JSON.stringify(mail).includes('a CV'), false, 'the attachment’s bytes are not written');
});

test('taken down, the sink refuses connections; back up on the same port, it writes again', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-sink-'));
  const sink = await startMailSink({ dir });
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: sink.port, secure: false, ignoreTLS: true, connectionTimeout: 2000 });
  const message = { from: 'no-reply@mesjobs.example', to: 'camille@exemple.fr', subject: 'Test', text: 'Bonjour' };
  await sink.stop();
  await assert.rejects(transport.sendMail(message), /ECONNREFUSED/);
  await sink.start();
  await transport.sendMail(message);
  assert.equal(fs.readdirSync(dir).filter((file) => file.endsWith('.json')).length, 1);
  await sink.stop();
});
