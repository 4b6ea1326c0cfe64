import { gapsSentence } from '@rythmo/site-map';
import { message, sayIn } from '../../../cms/src/i18n/messages';
import { translator } from '../support/messages';

// The CMS's messages come from its catalogue (cms/src/locales) and the shared one (the shared package's
// messages/), in the request's language, placeholders filled.

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

test('the shared words are the site’s: one file, said by the CMS and by the site’s pages alike', () => {
  const site = { fr: translator('fr', 'shared'), en: translator('en', 'shared') };
  for (const locale of ['fr', 'en'] as const) {
    expect(message(locale, 'rule_required', { path: 'Prénom' })).toBe(site[locale]('rule_required', { path: 'Prénom' }));
    expect(message(locale, 'application_state_seen')).toBe(site[locale]('application_state_seen'));
  }
  expect(message('fr', 'rule_max_length', { path: 'Nom', max: 60 })).toBe('Nom doit contenir au plus 60 caractères');
  expect(gapsSentence(['first_name', 'phone', 'cv_or_presentation'], sayIn('fr'))).toBe('votre prénom, votre téléphone et un CV ou une présentation');
  expect(message('en', 'profile_incomplete', { gaps: gapsSentence(['last_name'], sayIn('en')) })).toBe('To apply, complete your profile: your last name.');
});
