/**
 * Noticing a new deployment (spec section 4): the build writes /version.json; a running app
 * fetches it on start and every 5 minutes, and reloads when a newer build is out.
 */
export const VERSION_KEY = 'app_version';
export const VERSION_CHECK_INTERVAL_MS = 5 * 60 * 1000;
export const RELOAD_DELAY_MS = 2000;

/** The version the server offers now; `?t=` keeps every cache out of the way. */
export async function fetchLatestVersion(fetchImpl: typeof fetch = fetch, now: () => number = Date.now): Promise<string> {
  const res = await fetchImpl(`/version.json?t=${now()}`, { cache: 'no-store' });
  if (!res.ok) throw new Error(`version.json: HTTP ${res.status}`);
  const body = (await res.json()) as { version?: unknown };
  if (typeof body?.version !== 'string' || !body.version) throw new Error('version.json: no version');
  return body.version;
}

export interface VersionState {
  /** What the server offers now. */
  latest: string;
  /** What this tab saw last (null before its first check). */
  seen: string | null;
  /** localStorage app_version: what any tab saw last (null on a first visit). */
  stored: string | null;
  /** The build this page runs, when known. */
  running?: string;
}

/**
 * Reload when the server's version differs from what was known before (this tab's last look,
 * else the stored app_version), unless this page already runs it: a returning visitor who just
 * loaded the new build is not reloaded again. A first visit only records the version.
 */
export function shouldReload({ latest, seen, stored, running }: VersionState): boolean {
  const known = seen ?? stored;
  if (known === null || known === latest) return false;
  return running === undefined || running !== latest;
}

export interface VersionWatchOptions {
  onNewVersion: (version: string) => void;
  running?: string;
  storage?: Storage;
  fetchImpl?: typeof fetch;
  intervalMs?: number;
}

/** Checks now and every 5 minutes until stopped (or until a new version was announced). Returns stop. */
export function watchVersion({ onNewVersion, running, storage = window.localStorage, fetchImpl, intervalMs = VERSION_CHECK_INTERVAL_MS }: VersionWatchOptions): () => void {
  let seen: string | null = null;
  let stopped = false;
  const check = async () => {
    try {
      const latest = await fetchLatestVersion(fetchImpl ?? fetch);
      if (stopped) return;
      const reload = shouldReload({ latest, seen, stored: storage.getItem(VERSION_KEY), running });
      seen = latest;
      storage.setItem(VERSION_KEY, latest);
      if (reload) {
        stop();
        onNewVersion(latest);
      }
    } catch (error) {
      console.warn('version check failed', error);
    }
  };
  const timer = setInterval(() => void check(), intervalMs);
  const stop = () => {
    stopped = true;
    clearInterval(timer);
  };
  void check();
  return stop;
}
