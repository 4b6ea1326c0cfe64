/**
 * Where the live API's client reads the candidate's token: none until the app says where
 * (gatsby-browser.tsx gives the auth feature's store). Apart from the client, so that saying it costs a
 * page's first load nothing: the client itself loads with the code that calls the API.
 */
let source: () => string | null = () => null;

export function setTokenSource(next: () => string | null): void {
  source = next;
}

/** The token held now, if any. */
export const heldToken = (): string | null => source();
