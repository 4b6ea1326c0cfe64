import { message } from '../../../cms/src/i18n/messages';

// The CMS's messages come from its catalogue (cms/src/locales), in the request's language, placeholders filled.

test('a message in each language, its placeholders filled, with French spacing', () => {
  expect(message('fr', 'application_sent_twice', { times: 2, days: 12 })).toBe(
    'Votre candidature à cette offre a déjà été envoyée 2 fois\u00a0: vous pourrez la renvoyer dans 12 jours.',
  );
  expect(message('en', 'application_sent_twice', { times: 2, days: 12 })).toBe(
    'Your application to this offer was already sent 2 times: you can send it again in 12 days.',
  );
  expect(message('fr', 'contact_too_many', { minutes: 7 })).toBe('Trop de demandes envoyées\u00a0: réessayez dans 7\u00a0min.');
});

test('a message without placeholders is the same with values or without', () => {
  expect(message('en', 'offer_gone')).toBe('This offer is no longer available.');
  expect(message('fr', 'offer_gone', { unused: 1 })).toBe('Cette offre n’est plus disponible.');
});
