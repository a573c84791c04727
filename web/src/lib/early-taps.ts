/**
 * A tap on a server-rendered page before React has taken it over (issue 9). On a slow phone the
 * page shows seconds before its code has run, and a button tapped then (Start Saving, the
 * carousel, the menu) did nothing. The entry holds the last such tap and marks its button busy;
 * once the page has hydrated (`<html data-hydrated>`, app/HydratedMark.tsx), the tap is made
 * again, now with React's handlers in place. Links need none of this: they work without React.
 */
export function holdEarlyTaps(root: HTMLElement, html: HTMLElement = document.documentElement): void {
  let tapped: HTMLButtonElement | null = null;

  const hold = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button || !root.contains(button)) return;
    // Nor React's listeners on the same root, added later, while it hydrates; nor the form's own
    // submission: the app submits it once it has the fields' values.
    event.preventDefault();
    event.stopImmediatePropagation();
    tapped?.removeAttribute('aria-busy');
    tapped = button;
    button.setAttribute('aria-busy', 'true');
  };

  const replay = () => {
    root.removeEventListener('click', hold, true);
    observer.disconnect();
    const button = tapped;
    tapped = null;
    if (!button) return;
    button.removeAttribute('aria-busy');
    // The page may have changed since: only a button still on it, and usable, is tapped.
    if (button.isConnected && !button.disabled) button.click();
  };

  const observer = new MutationObserver(() => {
    // A task later, so that what React re-renders right after hydrating (the stored session in
    // place of the signed-out view the server rendered, lib/session.ts) is there when the tap's
    // handler runs: a signed-in customer's Start Saving opens the plan set-up, not sign-in.
    if (html.hasAttribute('data-hydrated')) setTimeout(replay, 0);
  });
  root.addEventListener('click', hold, true);
  observer.observe(html, { attributes: true, attributeFilter: ['data-hydrated'] });
}
