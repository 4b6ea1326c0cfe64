import type { Page } from '@playwright/test';

/** WCAG's contrast between colours, computed in the page (`window.__wcag`, once `installContrast` has run). */
type Wcag = {
  /** The contrast ratio of two CSS colours (rgb() or rgba(), their alpha ignored), from 1 to 21. */
  contrast: (a: string, b: string) => number;
  /** The background colour behind an element: its own or its nearest ancestor's that shows, white at the root. */
  backgroundBehind: (element: Element | null) => string;
};

declare global {
  interface Window {
    __wcag: Wcag;
  }
}

/**
 * Gives the pages this test opens `window.__wcag`: a function passed to `evaluate` runs in the page and
 * cannot import it. Call before the page loads.
 */
export async function installContrast(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const channels = (color: string): number[] => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (color: string): number => {
      const [r, g, b] = channels(color).map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
    };
    window.__wcag = {
      contrast: (a, b) => {
        const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
        return (light + 0.05) / (dark + 0.05);
      },
      backgroundBehind: (element) => {
        for (let at = element; at !== null; at = at.parentElement) {
          const color = getComputedStyle(at).backgroundColor;
          if ((channels(color)[3] ?? 1) > 0) return color;
        }
        return 'rgb(255, 255, 255)';
      },
    };
  });
}
