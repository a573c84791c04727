/**
 * A loading indicator drawn with CSS (global.css, .fs-spinner): it shows on the first paint of
 * every page, so it costs no script. `overlay` covers the screen (e.g. while a dialog's code loads).
 */
export function PageSpinner({ label = 'Loading', overlay = false }: { label?: string; overlay?: boolean }) {
  return (
    <div className={overlay ? 'fs-page-spinner fs-page-spinner--overlay' : 'fs-page-spinner'} role="status" aria-live="polite">
      <span className="fs-spinner" aria-hidden="true" />
      <span className="fs-visually-hidden">{label}</span>
    </div>
  );
}
