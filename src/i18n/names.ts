/**
 * French grammar of a person's name after « de »: elided before a vowel sound (« Candidature d’Emma »,
 * « d’Yanis »), kept before a consonant (« de Lucas »). A name starting with H keeps « de » (« de Hugo »):
 * whether its H is silent cannot be told from the letters, and « de » is never wrong there.
 */
const VOWEL = /^[aeiouyàâäéèêëîïôöùûüÿæœ]/i;

/** « d’Emma », « de Lucas »: « de » and the name, as French writes them. */
export const ofName = (name: string): string => (VOWEL.test(name.trim()) ? `d’${name.trim()}` : `de ${name.trim()}`);
