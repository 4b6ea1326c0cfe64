import { requiredEnv } from '../src/utils/required-env';

export default () => ({
  'users-permissions': { config: { jwtSecret: requiredEnv('JWT_SECRET') } },
  // The live API (src/plugins/rythmo), loaded from its compiled output: Strapi resolves a local plugin's
  // folder from the project's root and requires its strapi-server.js there.
  rythmo: { enabled: true, resolve: './dist/src/plugins/rythmo' },
  upload: { config: { sizeLimit: 10 * 1024 * 1024, breakpoints: { large: 1200, medium: 750, small: 500 } } },
});
