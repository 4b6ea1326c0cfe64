/** Reads a secret the CMS cannot start without, and fails loudly naming it when it is missing. */
export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') {
    throw new Error(`Missing environment variable ${name}: copy cms/.env.example to cms/.env (npm start does it) and fill it`);
  }
  return value;
}
