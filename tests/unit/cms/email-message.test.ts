import { composeEmail, escapeHtml, htmlFromText } from '../../../cms/src/email/message';
import { guardedEmail } from '../../../cms/src/extensions/email/strapi-server';

const VECTOR = '<img src=x onerror="alert(1)">';

describe('the emails the CMS sends', () => {
  test('values are escaped in the HTML part and kept as typed in the text part, which has no markup of ours', () => {
    const email = composeEmail(`Demande de contact : ${VECTOR}\nBcc: victim@example.com`, [
      { fields: [['Entreprise', VECTOR]] },
      { quote: `Bonjour,\n<script>alert(2)</script>\n<a href="javascript:alert(3)">lien</a>` },
      { link: 'javascript:alert(4)' },
      { link: 'https://site.example/compte/connexion?a=1&b=2' },
    ]);
    expect(email.subject).toBe(`Demande de contact : ${VECTOR} Bcc: victim@example.com`);
    expect(email.html).not.toMatch(/<img|<script|href="javascript/i);
    expect(email.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(email.html).toContain('Bonjour,<br>\n&lt;script&gt;');
    expect(email.html).toContain('<p>javascript:alert(4)</p>');
    expect(email.html).toContain('<a href="https://site.example/compte/connexion?a=1&amp;b=2">');
    expect(email.text).toBe(
      [
        `Entreprise : ${VECTOR}`,
        `Bonjour,\n<script>alert(2)</script>\n<a href="javascript:alert(3)">lien</a>`,
        'javascript:alert(4)',
        'https://site.example/compte/connexion?a=1&b=2',
      ].join('\n\n'),
    );
  });

  test('an email given as text, or with its text as HTML (users-permissions), gets an escaped HTML part', () => {
    const text = `Bonjour,\n\n${VECTOR}\n\nhttps://site.example/api/auth/email-confirmation?confirmation=abc\n\nL’équipe Rythmo`;
    for (const options of [
      { subject: 'Sujet', text },
      { subject: 'Sujet', text, html: text },
    ]) {
      const sent = guardedEmail(options);
      expect(sent.text).toBe(text);
      expect(sent.html).toBe(htmlFromText('Sujet', text));
      expect(sent.html).not.toContain('<img');
      expect(sent.html).toContain('<a href="https://site.example/api/auth/email-confirmation?confirmation=abc">');
    }
    // One built by composeEmail passes as it is.
    const built = composeEmail('Sujet', [{ paragraph: 'Bonjour' }]);
    expect(guardedEmail(built)).toEqual(built);
  });

  test('the HTML part says which language the email is in: French unless told', () => {
    expect(composeEmail('Sujet', [{ paragraph: 'Bonjour' }]).html).toContain('<html lang="fr">');
    expect(composeEmail('Subject', [{ paragraph: 'Hello' }], 'en').html).toContain('<html lang="en">');
    expect(guardedEmail({ subject: 'Subject', text: 'Hello', html: 'Hello' }, 'en').html).toContain('<html lang="en">');
    expect(guardedEmail({ subject: 'Sujet', text: 'Bonjour' }).html).toContain('<html lang="fr">');
  });

  test('escapes the five characters of HTML', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});

it('writes an answer of one click as a labelled link in HTML, and its label then its address in text; only web addresses become links', () => {
  const email = composeEmail('Candidature', [
    { action: 'Proposer un entretien', href: 'https://mesjobs.example/candidature/reponse?t=a.b&c=1' },
    { action: VECTOR, href: 'javascript:alert(1)' },
  ]);
  expect(email.text).toBe(
    'Proposer un entretien :\nhttps://mesjobs.example/candidature/reponse?t=a.b&c=1\n\n<img src=x onerror="alert(1)"> :\njavascript:alert(1)',
  );
  expect(email.html).toContain('<p><a href="https://mesjobs.example/candidature/reponse?t=a.b&amp;c=1"><strong>Proposer un entretien</strong></a></p>');
  expect(email.html).toContain(`<p>${escapeHtml(VECTOR)}</p>`);
  expect(email.html).not.toContain('javascript:');
});
