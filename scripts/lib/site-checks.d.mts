import type { Browser } from '@playwright/test';

/** `at`: where a shell's page is visited (its own path answers 404), when it is one. */
export type PageOfKind = { kind: string; language: 'fr' | 'en'; path: string; at?: string };
export type BrokenLink = { url: string; status: number | undefined; parent: string | undefined };
export type LinksReport = { site: string; starts: string[]; seconds: number; pages: number; checked: number; external: number; broken: BrokenLink[] };
export type HtmlError = { ruleId: string; message: string; line: number; column: number; selector: string | null };
export type HtmlReport = { config: unknown; pages: number; errors: number; results: (PageOfKind & { errors: HtmlError[] })[] };
export type A11yViolation = { id: string; impact: string | null | undefined; help: string; targets: string[] };
export type A11yState = { state: string; violations: A11yViolation[] };
export type A11yReport = { tags: string[]; seconds: number; pages: number; violations: number; results: (PageOfKind & { states: A11yState[] })[] };

export declare const AXE_TAGS: string[];
export declare function pageKinds(publicDir: string): PageOfKind[];
export declare function checkLinks(
  siteUrl: string,
  options?: { starts?: string[]; concurrency?: number; onPage?: (url: string, pages: number) => void },
): Promise<LinksReport>;
export declare function checkHtml(publicDir: string, pages: PageOfKind[], config?: object): Promise<HtmlReport>;
export declare function checkA11y(
  browser: Browser,
  siteUrl: string,
  pages: PageOfKind[],
  options?: { onPage?: (page: PageOfKind, states: A11yState[]) => void },
): Promise<A11yReport>;
