import { JSDOM } from 'jsdom';
import { island } from '../../../src/boot/island';

// An island's rules (src/boot/island.ts) in a jsdom page: what wakes it, and what is done in it before its
// code has come, kept and done again once it has hydrated.

const PAGE = `<header class="site-header"><button id="menu">Menu</button></header>
<section class="jobs-list">
  <form action="/offres-emploi"><input name="query"><button id="search" type="submit">Chercher</button></form>
  <button id="filters" type="button">Filtres</button>
  <select id="sort"><option value="relevance">Pertinence</option><option value="-publication_date">Plus récentes</option></select>
</section>`;

type Code = { name: string };

/** A page with its globals, and an island on the list whose code comes when the test says so. */
function setUp() {
  const dom = new JSDOM(`<!doctype html><body>${PAGE}</body>`);
  const { window } = dom;
  Object.assign(globalThis, {
    window,
    document: window.document,
    Element: window.Element,
    HTMLFormElement: window.HTMLFormElement,
    HTMLSelectElement: window.HTMLSelectElement,
    MouseEvent: window.MouseEvent,
    Event: window.Event,
  });
  let fetched = 0;
  let arrive: (code: Code) => void = () => undefined;
  const code = new Promise<Code>((resolve) => (arrive = resolve));
  const list = island<Code>('.jobs-list', () => {
    fetched += 1;
    return code;
  });
  list.install();
  const element = <T extends Element>(id: string): T => window.document.getElementById(id) as unknown as T;
  return { window, list, element, fetched: () => fetched, arrive };
}

const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

describe('an island', () => {
  afterEach(() => {
    for (const name of ['window', 'document', 'Element', 'HTMLFormElement', 'HTMLSelectElement', 'MouseEvent', 'Event'])
      Reflect.deleteProperty(globalThis, name);
  });

  it('wakes at an event inside it, not outside, and fetches its code once', async () => {
    const { window, list, element, fetched, arrive } = setUp();
    element('menu').dispatchEvent(new window.Event('pointerover', { bubbles: true }));
    expect(list.awake()).toBe(false);
    expect(fetched()).toBe(0);
    element('filters').dispatchEvent(new window.Event('pointerover', { bubbles: true }));
    element('sort').dispatchEvent(new window.Event('focusin', { bubbles: true }));
    expect(list.awake()).toBe(true);
    expect(fetched()).toBe(1);
    arrive({ name: 'list' });
    await list.woken();
    await settle();
    expect(list.code()).toEqual({ name: 'list' });
  });

  it('wakes at once when the focus is already in it', () => {
    const dom = setUp();
    const focused = island('.jobs-list', () => Promise.resolve({}));
    dom.element<HTMLInputElement>('search').focus();
    focused.install();
    expect(focused.awake()).toBe(true);
  });

  it('keeps a click, a form sent and a choice made before its code has come, and does them again once it has hydrated', async () => {
    const { window, list, element, arrive } = setUp();
    const clicks: boolean[] = [];
    const sent: boolean[] = [];
    const chosen: string[] = [];
    const filters = element<HTMLButtonElement>('filters');
    // The page's own listeners, as React's at the app's root: they see only what the island lets through.
    window.document.addEventListener('click', (event) => event.target === filters && clicks.push(event.defaultPrevented));
    window.document.addEventListener('submit', (event) => {
      event.preventDefault();
      sent.push(true);
    });
    window.document.addEventListener('change', (event) => chosen.push((event.target as HTMLSelectElement).value));
    filters.click();
    element<HTMLFormElement>('search')
      .closest('form')
      ?.dispatchEvent(new window.Event('submit', { bubbles: true, cancelable: true }));
    const sort = element<HTMLSelectElement>('sort');
    sort.value = '-publication_date';
    sort.dispatchEvent(new window.Event('change', { bubbles: true }));
    expect([clicks, sent, chosen]).toEqual([[], [], []]);
    // The hydration puts the list's own value back; the choice is made again after it.
    arrive({ name: 'list' });
    await settle();
    sort.value = 'relevance';
    expect([clicks, sent, chosen]).toEqual([[], [], []]);
    list.hydrated();
    await settle();
    expect(clicks).toEqual([false]);
    expect(sent).toEqual([true]);
    expect(chosen).toEqual(['-publication_date']);
    expect(sort.value).toBe('-publication_date');
    // Once the code is there, the events are React's own.
    filters.click();
    expect(clicks).toEqual([false, false]);
  });

  it('says what waits is busy, and does a second press on it once, the last choice in a list', async () => {
    const { window, list, element, arrive } = setUp();
    const clicks: boolean[] = [];
    const chosen: string[] = [];
    const filters = element<HTMLButtonElement>('filters');
    window.document.addEventListener('click', (event) => event.target === filters && clicks.push(true));
    window.document.addEventListener('change', (event) => chosen.push((event.target as HTMLSelectElement).value));
    const sort = element<HTMLSelectElement>('sort');
    filters.click();
    sort.value = '-publication_date';
    sort.dispatchEvent(new window.Event('change', { bubbles: true }));
    expect([filters.getAttribute('aria-busy'), sort.getAttribute('aria-busy')]).toEqual(['true', 'true']);
    expect(element('search').hasAttribute('aria-busy')).toBe(false);
    sort.value = 'relevance';
    sort.dispatchEvent(new window.Event('change', { bubbles: true }));
    arrive({ name: 'list' });
    await settle();
    // The code has come, the island not yet hydrated: a press on what waits is still the same press.
    filters.click();
    expect([clicks, chosen]).toEqual([[], []]);
    list.hydrated();
    await settle();
    expect([clicks, chosen]).toEqual([[true], ['relevance']]);
    expect([filters.hasAttribute('aria-busy'), sort.hasAttribute('aria-busy')]).toEqual([false, false]);
    filters.click();
    expect(clicks).toEqual([true, true]);
  });
});
