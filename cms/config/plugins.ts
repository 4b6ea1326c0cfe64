import { requiredEnv } from '../src/utils/required-env';

export default () => ({
  // Candidate accounts: tokens live 7 days at most (OWASP ASVS 5.0 V7), registration takes an email, a
  // username and a password only (anything else is a 400, so no one registers with a role or as confirmed).
  'users-permissions': { config: { jwtSecret: requiredEnv('JWT_SECRET'), jwt: { expiresIn: '7d' }, register: { allowedFields: [] } } },
  // The live API (src/plugins/rythmo), loaded from its compiled output: Strapi resolves a local plugin's
  // folder from the project's root and requires its strapi-server.js there.
  rythmo: { enabled: true, resolve: './dist/src/plugins/rythmo' },
  upload: { config: { sizeLimit: 10 * 1024 * 1024, breakpoints: { large: 1200, medium: 750, small: 500 } } },
});
