import { useEffect } from 'react';
import { RELOAD_DELAY_MS, watchVersion } from '../lib/version-check';
import { useToast } from '../modules/ui/toast';

export interface VersionCheckOptions {
  /** The build this page runs (vite's __APP_VERSION__). */
  running?: string;
  fetchImpl?: typeof fetch;
  reload?: () => void;
}

/** Spec section 4: on a new deployment, 'New Version Available', then a reload 2 seconds later. */
export function useVersionCheck({ running, fetchImpl, reload = () => window.location.reload() }: VersionCheckOptions = {}): void {
  const toast = useToast();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = watchVersion({
      running,
      fetchImpl,
      onNewVersion: () => {
        toast.info('New Version Available', 'A newer version of Food Savings is out. The page will reload in a moment.', { key: 'new-version' });
        timer = setTimeout(reload, RELOAD_DELAY_MS);
      },
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
    // `reload` and `fetchImpl` are fixed for the life of the app.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [toast, running]);
}

export function VersionCheck(props: VersionCheckOptions) {
  useVersionCheck(props);
  return null;
}
