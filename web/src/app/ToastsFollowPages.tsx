import { useContext, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { parsePath, UNSAFE_NavigationContext, useLocation, type Navigator, type To } from 'react-router-dom';
import { ToastChannelContext } from '../modules/ui/toast';

const pathnameOf = (to: To) => (typeof to === 'string' ? parsePath(to) : to).pathname;

/**
 * Ties toasts to pages (see ToastChannel): tells the channel when a navigation sets off, from the
 * router's navigator, which every navigate(), <Link> and <Navigate> goes through, and when a page
 * is on screen. The navigator is React Router's own, wrapped, not replaced: the page change is
 * only known when it commits, which a lazy page's download delays, so it cannot tell which toasts
 * were raised for the page being left and which for the page being opened.
 * Inside the router and a ToastProvider.
 */
export function ToastsFollowPages({ children }: { children: ReactNode }) {
  const channel = useContext(ToastChannelContext);
  const navigation = useContext(UNSAFE_NavigationContext);
  const { pathname } = useLocation();

  const wrapped = useMemo(() => {
    if (!channel) return navigation;
    const { navigator } = navigation;
    const setOff = (to: To) => {
      const next = pathnameOf(to);
      if (next) channel.leavingFor(next);
    };
    // Everything else (createHref, go, encodeLocation …) is the router's own, through the prototype.
    const followed: Navigator = Object.assign(Object.create(navigator) as Navigator, {
      push: (to: To, state?: unknown, opts?: Parameters<Navigator['push']>[2]) => {
        setOff(to);
        navigator.push(to, state, opts);
      },
      replace: (to: To, state?: unknown, opts?: Parameters<Navigator['replace']>[2]) => {
        setOff(to);
        navigator.replace(to, state, opts);
      },
    });
    return { ...navigation, navigator: followed };
  }, [channel, navigation]);

  // A layout effect: the page is marked as arrived before any of its own effects raise toasts
  // (a guard's 'Authentication required', raised on its way to /login, goes with /login).
  useLayoutEffect(() => channel?.arrived(pathname), [channel, pathname]);

  return <UNSAFE_NavigationContext.Provider value={wrapped}>{children}</UNSAFE_NavigationContext.Provider>;
}
