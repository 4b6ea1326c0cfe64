import { bootApp, type LoaderScript, type LoaderWorld } from '../../../src/boot/app-loader';
import { appLoaderScript } from '../../../src/build-time/app-loader-script';

// The app loader's rules (src/boot/app-loader.ts), each run in a world of fakes: the elements it reads,
// the frames it waits for, the observers it starts. Timers are Jest's.

type Box = { top: number; left: number; width: number; height: number };
type Listener = (event: Event) => void;

class FakeElement {
  readonly attributes = new Map<string, string>();
  parent: FakeElement | null = null;
  disabled = false;
  complete = true;
  isConnected = true;
  clicks = 0;
  private listeners: Record<string, Listener[]> = {};
  constructor(
    readonly tag: string,
    private box: Box = { top: 0, left: 0, width: 100, height: 50 },
  ) {}
  getBoundingClientRect() {
    const { top, left, width, height } = this.box;
    return { top, left, width, height, bottom: top + height, right: left + width };
  }
  hasAttribute(name: string): boolean {
    return this.attributes.has(name);
  }
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
  }
  closest(tag: string): FakeElement | null {
    if (this.tag === tag) return this;
    return this.parent === null ? null : this.parent.closest(tag);
  }
  contains(other: FakeElement): boolean {
    return other === this || (other.parent !== null && this.contains(other.parent));
  }
  addEventListener(type: string, listener: Listener): void {
    (this.listeners[type] ??= []).push(listener);
  }
  fire(type: string): void {
    for (const listener of this.listeners[type] ?? []) listener({ type } as Event);
  }
  click(): void {
    this.clicks += 1;
  }
}

/** A page: its marked elements, its top images, the root and its buttons, the observers the loader starts. */
function world({
  marked = [] as FakeElement[],
  images = [] as FakeElement[],
  elementTiming = true,
  visibilityState = 'visible',
  readyState = 'interactive',
  pageChunk = null as string | null,
} = {}) {
  const inserted: { src: string; async: boolean; fetchPriority: string }[] = [];
  const frames: FrameRequestCallback[] = [];
  const captured: Listener[] = [];
  const documentListeners: Record<string, Listener[]> = {};
  const root = new FakeElement('div');
  const performanceObservers: { callback: PerformanceObserverCallback; disconnected: boolean }[] = [];
  const mutationObservers: { callback: MutationCallback; disconnected: boolean }[] = [];

  const script: LoaderScript = {
    getAttribute: (name: string) => (name === 'data-src' ? '/app-1.js /webpack-runtime-2.js' : null),
    parentNode: { insertBefore: (element: { src: string; async: boolean; fetchPriority: string }) => inserted.push({ ...element }) } as unknown as ParentNode,
  };
  const document = {
    visibilityState,
    readyState,
    createElement: () => ({ src: '', async: false, fetchPriority: 'auto' }),
    querySelectorAll: (selector: string) => (selector === '[elementtiming]' ? marked : selector === 'img[fetchpriority=high]' ? images : []),
    getElementById: (id: string) =>
      id === '___gatsby'
        ? root
        : id === 'gatsby-script-loader'
          ? { getAttribute: (name: string) => (name === 'data-page-chunk' ? pageChunk : name === 'data-page-path' ? '/offres-emploi' : null) }
          : null,
    addEventListener: (type: string, listener: Listener, capture?: boolean) => {
      if (type === 'click' && capture === true) captured.push(listener);
      else (documentListeners[type] ??= []).push(listener);
    },
    removeEventListener: (type: string, listener: Listener) => {
      if (type === 'click') captured.splice(captured.indexOf(listener), 1);
    },
  };
  class FakePerformanceObserver {
    static supportedEntryTypes = elementTiming ? ['element', 'largest-contentful-paint'] : ['largest-contentful-paint'];
    private record: { callback: PerformanceObserverCallback; disconnected: boolean };
    constructor(callback: PerformanceObserverCallback) {
      this.record = { callback, disconnected: false };
      performanceObservers.push(this.record);
    }
    observe(): void {}
    disconnect(): void {
      this.record.disconnected = true;
    }
  }
  class FakeMutationObserver {
    private record: { callback: MutationCallback; disconnected: boolean };
    constructor(callback: MutationCallback) {
      this.record = { callback, disconnected: false };
      mutationObservers.push(this.record);
    }
    observe(): void {}
    disconnect(): void {
      this.record.disconnected = true;
    }
  }
  const loaderWorld = {
    document,
    innerHeight: 844,
    innerWidth: 390,
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
    setTimeout: (handler: () => void, ms: number) => setTimeout(handler, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    MutationObserver: FakeMutationObserver,
    PerformanceObserver: FakePerformanceObserver,
  } as unknown as LoaderWorld;

  return {
    script,
    loaderWorld,
    inserted,
    /** What is inserted once the tasks the loader queues for its insertions, one per script (a millisecond apart for Jest), have run. */
    settled: () => {
      for (let task = 0; task < 16; task += 1) jest.advanceTimersByTime(1);
      return inserted;
    },
    root,
    /** Paints the next frame. */
    frame: () => frames.splice(0).forEach((callback) => callback(0)),
    /** The browser presents `count` marked elements. */
    present: (count: number) => {
      for (const observer of performanceObservers.filter((record) => !record.disconnected)) {
        const list = { getEntries: () => new Array(count).fill({}) } as unknown as PerformanceObserverEntryList;
        observer.callback(list, { disconnect: () => (observer.disconnected = true) } as unknown as PerformanceObserver);
      }
    },
    /** A click on an element, as the capturing listeners of the document get it first. */
    click: (target: FakeElement) => {
      const event = { target, prevented: false, stopped: false, preventDefault: () => (event.prevented = true), stopPropagation: () => (event.stopped = true) };
      for (const listener of [...captured]) listener(event as unknown as Event);
      if (!event.stopped) target.click();
      return event;
    },
    /** React has hydrated the page: the root is marked, its observers told. */
    hydrate: () => {
      root.setAttribute('data-hydrated', '');
      for (const observer of mutationObservers.filter((record) => !record.disconnected)) {
        observer.callback([], { disconnect: () => (observer.disconnected = true) } as unknown as MutationObserver);
      }
    },
    parsed: () => (documentListeners.DOMContentLoaded ?? []).forEach((listener) => listener({ type: 'DOMContentLoaded' } as Event)),
  };
}

const inView = () => new FakeElement('h1', { top: 100, left: 16, width: 300, height: 40 });
const belowTheFold = () => new FakeElement('img', { top: 2000, left: 0, width: 390, height: 200 });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the app loader', () => {
  test('with Element Timing, the scripts run once every marked element in view has been presented, in order, at high priority', () => {
    const page = world({ marked: [inView(), inView(), belowTheFold()] });
    bootApp(page.script, page.loaderWorld, {});
    page.frame();
    jest.advanceTimersByTime(100);
    page.present(1);
    jest.advanceTimersByTime(100);
    expect(page.inserted).toEqual([]);
    page.present(1);
    expect(page.inserted).toEqual([]);
    expect(page.settled()).toEqual([
      { src: '/app-1.js', async: true, fetchPriority: 'high' },
      { src: '/webpack-runtime-2.js', async: true, fetchPriority: 'high' },
    ]);
  });

  test('the scripts of the page’s template, named on Gatsby’s per-page script, are fetched with the app’s, after them', () => {
    const templates = { 'component---jobs': ['/commons-3.js', '/component---jobs-4.js'], 'component---home': ['/component---home-5.js'] };
    const page = world({ pageChunk: 'component---jobs' });
    bootApp(page.script, page.loaderWorld, templates);
    page.frame();
    page.frame();
    expect(page.settled()).toEqual(
      ['/app-1.js', '/webpack-runtime-2.js', '/commons-3.js', '/component---jobs-4.js'].map((src) => ({ src, async: true, fetchPriority: 'high' })),
    );
  });

  test('each script is inserted in a task of its own, in order', () => {
    const page = world({ pageChunk: 'component---jobs', visibilityState: 'hidden' });
    bootApp(page.script, page.loaderWorld, { 'component---jobs': ['/commons-3.js', '/component---jobs-4.js'] });
    const sources = (): string[] => page.inserted.map((script) => script.src);
    expect(sources()).toEqual(['/app-1.js']);
    jest.advanceTimersToNextTimer();
    expect(sources()).toEqual(['/app-1.js', '/webpack-runtime-2.js']);
    jest.advanceTimersToNextTimer();
    expect(sources()).toEqual(['/app-1.js', '/webpack-runtime-2.js', '/commons-3.js']);
    expect(page.settled()).toHaveLength(4);
  });

  test.each([
    ['a template this build did not make', 'component---gone'],
    ['a name an object has of its own', 'constructor'],
    ['no template named', null],
  ])('a page naming %s gets the app’s scripts only', (_case, pageChunk) => {
    const page = world({ pageChunk, visibilityState: 'hidden' });
    bootApp(page.script, page.loaderWorld, { 'component---jobs': ['/component---jobs-4.js'] });
    expect(page.settled().map((script) => script.src)).toEqual(['/app-1.js', '/webpack-runtime-2.js']);
  });

  test('the wait for the first screen ends 2.5 s after the document is parsed at most, and the scripts run once', () => {
    const page = world({ marked: [inView()] });
    bootApp(page.script, page.loaderWorld, {});
    jest.advanceTimersByTime(2499);
    expect(page.inserted).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(page.settled()).toHaveLength(2);
    page.present(1);
    jest.advanceTimersByTime(10);
    expect(page.settled()).toHaveLength(2);
  });

  test('without Element Timing, the top images first, then the frame after the next', () => {
    const images = [new FakeElement('img'), new FakeElement('img')];
    for (const image of images) image.complete = false;
    const page = world({ marked: [inView()], images, elementTiming: false });
    bootApp(page.script, page.loaderWorld, {});
    images[0].fire('load');
    page.frame();
    jest.advanceTimersByTime(10);
    expect(page.inserted).toHaveLength(0);
    images[1].fire('error');
    page.frame();
    expect(page.inserted).toHaveLength(0);
    page.frame();
    jest.advanceTimersByTime(0);
    expect(page.settled()).toHaveLength(2);
  });

  test('without Element Timing, images that never arrive hold the scripts 2.5 s at most; with none to wait for, two frames', () => {
    const image = new FakeElement('img');
    image.complete = false;
    const slow = world({ images: [image], elementTiming: false });
    bootApp(slow.script, slow.loaderWorld, {});
    jest.advanceTimersByTime(2500);
    slow.frame();
    slow.frame();
    jest.advanceTimersByTime(0);
    expect(slow.settled()).toHaveLength(2);

    const bare = world({ elementTiming: false });
    bootApp(bare.script, bare.loaderWorld, {});
    bare.frame();
    jest.advanceTimersByTime(0);
    expect(bare.inserted).toHaveLength(0);
    bare.frame();
    jest.advanceTimersByTime(0);
    expect(bare.settled()).toHaveLength(2);
  });

  test('a hidden tab paints no frame: the scripts run at once', () => {
    const page = world({ marked: [inView()], visibilityState: 'hidden' });
    bootApp(page.script, page.loaderWorld, {});
    expect(page.settled()).toHaveLength(2);
  });

  test('a document still loading is waited for before the first screen is read', () => {
    const page = world({ readyState: 'loading', elementTiming: false });
    bootApp(page.script, page.loaderWorld, {});
    page.frame();
    page.frame();
    jest.advanceTimersByTime(0);
    expect(page.inserted).toHaveLength(0);
    page.parsed();
    page.frame();
    page.frame();
    jest.advanceTimersByTime(0);
    expect(page.settled()).toHaveLength(2);
  });

  test('an early click on the app’s button starts the scripts at once and is given to the button once the page has hydrated, once', () => {
    const page = world({ marked: [inView()] });
    const button = new FakeElement('button');
    button.parent = page.root;
    const label = new FakeElement('span');
    label.parent = button;
    bootApp(page.script, page.loaderWorld, {});
    const early = page.click(label);
    expect(early).toMatchObject({ prevented: true, stopped: true });
    expect(button.clicks).toBe(0);
    expect(page.settled()).toHaveLength(2);
    page.hydrate();
    expect(button.clicks).toBe(1);
    // Hydrated, a click goes to the button as it is; the kept one is not given again.
    expect(page.click(button)).toMatchObject({ prevented: false, stopped: false });
    page.hydrate();
    expect(button.clicks).toBe(2);
    jest.advanceTimersByTime(5000);
    expect(page.settled()).toHaveLength(2);
  });

  test('a click outside the app’s root (the consent notice), on a disabled button or on no button passes as it is', () => {
    const page = world({ marked: [inView()] });
    const notice = new FakeElement('button');
    const disabled = new FakeElement('button');
    disabled.parent = page.root;
    disabled.disabled = true;
    const text = new FakeElement('p');
    text.parent = page.root;
    bootApp(page.script, page.loaderWorld, {});
    for (const target of [notice, disabled, text]) expect(page.click(target)).toMatchObject({ prevented: false, stopped: false });
    expect(page.inserted).toHaveLength(0);
    page.hydrate();
    expect(notice.clicks + disabled.clicks).toBe(2);
  });

  test('a kept button gone from the page when it hydrates gets no click', () => {
    const page = world({ marked: [inView()] });
    const button = new FakeElement('button');
    button.parent = page.root;
    bootApp(page.script, page.loaderWorld, {});
    page.click(button);
    button.isConnected = false;
    page.hydrate();
    expect(button.clicks).toBe(0);
  });

  test('the serialised script is self-contained, small, the same each time, and runs the same rules on its own element', async () => {
    const templates = { 'component---home': ['/component---home-5.js'], 'component---</script>': ['/x.js'] };
    const code = await appLoaderScript(templates);
    expect(code).toBe(await appLoaderScript(templates));
    expect(code.length - JSON.stringify(templates).length).toBeLessThan(2300);
    expect(code).not.toContain('</script>');
    expect(code).not.toMatch(/require\(|import\b|exports\b/);
    // ES2017: browsers without optional chaining still start the app.
    expect(code).not.toMatch(/\?\.|\?\?/);
    const page = world({ visibilityState: 'hidden', pageChunk: 'component---home' });
    const document = { ...page.loaderWorld.document, currentScript: page.script };
    new Function('document', 'window', code)(document, { ...page.loaderWorld, document });
    expect(page.settled().map((script) => script.src)).toEqual(['/app-1.js', '/webpack-runtime-2.js', '/component---home-5.js']);
  });
});
