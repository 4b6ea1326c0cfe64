import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, pageKinds, siteUrl } from './support/site';
import { installContrast } from './support/contrast';

// The focus can be seen everywhere (WCAG 2.2, 2.4.11 and 2.4.13): tabbing through each
// kind of page, every control the keyboard reaches shows an indicator at least 2 px thick whose colour has
// a contrast of 3:1 at least with what surrounds it (its ring against the background around the control,
// or the band inside the ring).

type Seen = { what: string; ring: number; halo: number; width: number; haloWidth: number };

/** What the focused control shows: its ring's and inner band's contrast with the background around it, and their widths. */
const focusSeen = (page: Page): Promise<Seen> =>
  page.evaluate(() => {
    let shown = document.activeElement as HTMLElement;
    // A control hidden for a visible twin (the « Lire la suite » box and its label) shows its focus there.
    const hidden = (element: HTMLElement): boolean => {
      const box = element.getBoundingClientRect();
      return Number(getComputedStyle(element).opacity) === 0 || box.width <= 1 || box.height <= 1;
    };
    if (hidden(shown)) {
      let sibling = shown.nextElementSibling as HTMLElement | null;
      while (sibling !== null && getComputedStyle(sibling).outlineStyle === 'none') sibling = sibling.nextElementSibling as HTMLElement | null;
      if (sibling !== null) shown = sibling;
    }
    const around = window.__wcag.backgroundBehind(shown.parentElement);
    const style = getComputedStyle(shown);
    const halo = /rgba?\([^)]*\) 0px 0px 0px ([\d.]+)px/.exec(style.boxShadow);
    const what = `${shown.tagName.toLowerCase()}${shown.className ? `.${String(shown.className).split(' ').join('.')}` : ''} « ${(shown.textContent ?? shown.getAttribute('aria-label') ?? '').trim().slice(0, 30)} »`;
    return {
      what,
      ring: style.outlineStyle === 'none' ? 0 : window.__wcag.contrast(style.outlineColor, around),
      width: style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth),
      halo: halo === null ? 0 : window.__wcag.contrast(style.boxShadow, around),
      haloWidth: halo === null ? 0 : Math.min(Number(halo[1]), parseFloat(style.outlineOffset)),
    };
  });

/** Tabs through a page (at most `stops` controls) and says each control whose focus cannot be seen. */
async function unseenFocus(page: Page, path: string, stops = 30): Promise<string[]> {
  await gotoHydrated(page, path);
  const unseen: string[] = [];
  for (let stop = 0; stop < stops; stop += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement === document.body)) break;
    const seen = await focusSeen(page);
    const visible = (seen.width >= 2 && seen.ring >= 3) || (seen.haloWidth >= 2 && seen.halo >= 3);
    if (!visible)
      unseen.push(`${path}: ${seen.what}: ring ${seen.width} px at ${seen.ring.toFixed(2)}:1, band ${seen.haloWidth} px at ${seen.halo.toFixed(2)}:1`);
  }
  return unseen;
}

test.describe.configure({ timeout: 120_000 });

test('every control the keyboard reaches shows its focus: 2 px at least, 3:1 against what surrounds it, on each kind of page', async ({ page }) => {
  const [offer] = ((await (await fetch(siteUrl('/api/rythmo/job-offers?locale=fr'))).json()) as { data: { slug: string }[] }).data;
  const unseen: string[] = [];
  await installContrast(page);
  for (const path of pageKinds(offer.slug)) unseen.push(...(await unseenFocus(page, path)));
  expect(unseen).toEqual([]);
});
