import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { VersionCheck } from '../src/app/useVersionCheck';
import { setTrackingSink, type TrackingEvent } from '../src/lib/tracking';
import { shouldReload, VERSION_CHECK_INTERVAL_MS, VERSION_KEY } from '../src/lib/version-check';
import { ToastProvider } from '../src/modules/ui/ToastProvider';
import { currentLocation, renderApp } from './render';

describe('version check', () => {
  it.each([
    ['a first visit only records the version', { latest: 'b', seen: null, stored: null }, false],
    ['the same version', { latest: 'b', seen: null, stored: 'b' }, false],
    ['a new version while the page is open', { latest: 'b', seen: 'a', stored: 'a', running: 'a' }, true],
    ['a new version stored by another tab', { latest: 'b', seen: 'a', stored: 'b', running: 'a' }, true],
    ['a returning visitor who just loaded the new build', { latest: 'b', seen: null, stored: 'a', running: 'b' }, false],
    ['the build is unknown: the stored version decides', { latest: 'b', seen: null, stored: 'a' }, true],
  ])('%s', (_name, state, expected) => {
    expect(shouldReload(state)).toBe(expected);
  });

  it('on a new version: stores it, says so, and reloads 2 seconds later', async () => {
    jest.useFakeTimers();
    try {
      localStorage.setItem(VERSION_KEY, 'v1');
      const versions = ['v1', 'v2'];
      const fetchImpl = jest.fn(async (url: string) => {
        expect(url).toMatch(/^\/version\.json\?t=\d+$/);
        return { ok: true, json: async () => ({ version: versions.shift() }) } as Response;
      });
      const reload = jest.fn();
      render(
        <ConfigProvider>
          <ToastProvider>
            <VersionCheck running="v1" fetchImpl={fetchImpl as unknown as typeof fetch} reload={reload} />
          </ToastProvider>
        </ConfigProvider>,
      );
      await act(async () => {});
      expect(fetchImpl).toHaveBeenCalledTimes(1);

      await act(async () => jest.advanceTimersByTime(VERSION_CHECK_INTERVAL_MS));
      expect(fetchImpl).toHaveBeenCalledTimes(2);
      expect(localStorage.getItem(VERSION_KEY)).toBe('v2');
      await act(async () => jest.advanceTimersByTime(100));
      expect(screen.getByText('New Version Available')).toBeInTheDocument();
      expect(reload).not.toHaveBeenCalled();
      await act(async () => jest.advanceTimersByTime(2000));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('tracking', () => {
  it('records a page view for each path, without the query string', async () => {
    const events: TrackingEvent[] = [];
    setTrackingSink((e) => events.push(e));
    try {
      await renderApp({ route: '/reset-password?email=ada@example.com&token=secret' });
      await userEvent.setup({ delay: null }).click(screen.getAllByRole('link', { name: 'About Us' })[0]);
      await waitFor(() => expect(currentLocation()).toBe('/about'));
      expect(events.filter((e) => e.event === 'page_view')).toEqual([
        { event: 'page_view', page_path: '/reset-password' },
        { event: 'page_view', page_path: '/about' },
      ]);
    } finally {
      setTrackingSink(null);
    }
  });

  it('pushes to window.dataLayer by default', async () => {
    await renderApp({ route: '/terms' });
    expect(window.dataLayer).toContainEqual({ event: 'page_view', page_path: '/terms' });
  });
});
