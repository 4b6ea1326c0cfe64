/**
 * The password rules of candidate accounts (OWASP ASVS 5.0 V6.2): at least PASSWORD_MIN characters; up to
 * PASSWORD_MAX_BYTES bytes, which bcrypt (Strapi's hash) reads in full, so 72 characters without accents
 * and never fewer than 36; none of the 3,000 most common passwords (cms/data/common-passwords.txt names
 * its source), compared without regard to case. Pure: the list is read by the caller.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX_BYTES = 72;

/** The passwords of a list file: one a line, lower-cased; blank lines and `#` comments skipped. */
export function parseCommonPasswords(text: string): Set<string> {
  const passwords = new Set<string>();
  for (const line of text.split('\n')) {
    const password = line.trim();
    if (password !== '' && !password.startsWith('#')) passwords.add(password.toLowerCase());
  }
  return passwords;
}

/** What is wrong with a new password, in French, or null when it may be used. */
export function passwordProblem(password: unknown, common: ReadonlySet<string>): string | null {
  if (typeof password !== 'string' || password === '') return 'Le mot de passe est requis.';
  if ([...password].length < PASSWORD_MIN) return `Le mot de passe doit contenir au moins ${PASSWORD_MIN} caractères.`;
  if (Buffer.byteLength(password, 'utf8') > PASSWORD_MAX_BYTES)
    return `Le mot de passe est trop long : ${PASSWORD_MAX_BYTES} octets au plus (${PASSWORD_MAX_BYTES} caractères sans accents).`;
  if (common.has(password.toLowerCase())) return 'Ce mot de passe fait partie des plus courants : choisissez-en un autre.';
  return null;
}
