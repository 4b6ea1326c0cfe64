import { whenIdle } from '../components/when-idle';

/**
 * Build freshness: the site's build metadata is read when the app has started, then again
 * every 60 minutes while the tab is open; once a newer build is online, the app says so (UpdateNotice),
 * and a click reloads the page onto it. The metadata is `/builds/latest.json` (`{id, timestamp}`), written
 * by every build (src/build-time/build-meta.ts), with `/builds/meta/<id>.json` beside it.
 */
export const BUILD_CHECK_MS = 60 * 60_000;
export const LATEST_BUILD_PATH = '/builds/latest.json';

type Listener = () => void;
const listeners = new Set<Listener>();
let loadedId: string | null = null;
let newer = false;

/** The id of the build online now, or null when it cannot be read (offline: checked again later). */
async function latestBuildId(): Promise<string | null> {
  try {
    const response = await fetch(LATEST_BUILD_PATH, { cache: 'no-cache' });
    if (!response.ok) return null;
    const { id } = (await response.json()) as { id?: unknown };
    return typeof id === 'string' && id !== '' ? id : null;
  } catch {
    return null;
  }
}

/** Whether `latest` is another build than the one the page started on. */
export const isNewerBuild = (loaded: string | null, latest: string | null): boolean => loaded !== null && latest !== null && latest !== loaded;

async function check(): Promise<void> {
  const latest = await latestBuildId();
  if (loadedId === null) loadedId = latest;
  else if (!newer && isNewerBuild(loadedId, latest)) {
    newer = true;
    listeners.forEach((listener) => listener());
  }
}

let installed = false;
export function installBuildWatch(): void {
  if (installed) return;
  installed = true;
  // Read once the page's start is over: its request is not one more task's work while the page hydrates.
  whenIdle(() => void check());
  window.setInterval(() => void check(), BUILD_CHECK_MS);
}

export const buildWatch = {
  newer: (): boolean => newer,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
