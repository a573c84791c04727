// What the accessibility journeys share: axe-core's serious findings on a page or an open dialog
// at 360 and 1280 px, touch targets at 360 px (issue 29), tables that fit at 1280 px and toasts
// that leave a dialog's buttons clear. Two files use it, each with its own server, so the
// browser journeys can run them side by side.
import { DEMO_PASSWORD } from './admin.mjs';
import { seriousFindings } from './axe.mjs';

export const WIDTHS = [360, 1280];

export const overlaps = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The checks, bound to a journey (its page and server). */
export function accessibilityChecks(j) {
  /** Opens the path at both widths once the page has settled, and collects what axe finds. */
  async function check(path, ready) {
    const found = [];
    for (const width of WIDTHS) {
      await j.page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
      await j.page.goto(`${j.server.url}${path}`);
      await ready();
      await j.page.waitForLoadState('networkidle');
      for (const finding of await seriousFindings(j.page)) found.push(`${path} @${width}: ${finding}`);
    }
    return found;
  }

  async function logIn(email) {
    await j.page.setViewportSize({ width: 1280, height: 900 });
    await j.signIn({ email, password: DEMO_PASSWORD }, (url) => url.pathname !== '/login');
  }

  const heading = (name) => () => j.page.getByRole('heading', { name, level: 1 }).first().waitFor();

  /**
   * Touch targets at 360 px (issue 29; WCAG 2.5.5, 44 × 44 px): every visible interactive element in
   * `scope` (the page, or an open dialog), listed as "what 'name' W×H" when it is smaller. Exempt, as
   * WCAG 2.5.8 allows: links inside a sentence (a link in running text of a paragraph, list item
   * or label with other text around it), and what is visually hidden until focused (the skip link).
   * A checkbox or radio is measured by its label, which is what a finger taps.
   */
  async function smallTargets(scope = 'body') {
    return j.page.evaluate((selector) => {
      const MIN = 44;
      const found = [];
      const roots = [...globalThis.document.querySelectorAll(selector)];
      const inSentence = (el) => {
        if (el.tagName !== 'A') return false;
        const block = el.closest('p, li, label, dd, td, span.ant-typography, .ant-form-item-explain, .ant-alert-description, .ant-result-subtitle, .ant-modal-body > div');
        if (!block || block === el) return false;
        const text = (block.textContent ?? '').replace(/\s+/g, ' ').trim();
        const own = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
        return text.length > own.length + 3;
      };
      for (const root of roots) {
        const els = root.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="switch"], [role="link"], [role="menuitem"], [role="option"]');
        for (const el of els) {
          const style = globalThis.getComputedStyle(el);
          if (style.visibility === 'hidden' || style.display === 'none' || el.closest('[aria-hidden="true"], [hidden], .ant-select-dropdown-hidden')) continue;
          const target = el.matches('input[type="checkbox"], input[type="radio"]') ? el.closest('label') ?? el : el;
          const box = target.getBoundingClientRect();
          if (box.width <= 2 || box.height <= 2) continue; // visually hidden (a skip link until focused)
          if (inSentence(el)) continue;
          if (box.width + 0.5 < MIN || box.height + 0.5 < MIN) {
            const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('placeholder') || el.getAttribute('name') || '').replace(/\s+/g, ' ').trim().slice(0, 40);
            found.push(`${el.tagName.toLowerCase()}${el.getAttribute('type') ? `[${el.getAttribute('type')}]` : ''} '${name}' ${Math.round(box.width)}×${Math.round(box.height)}`);
          }
        }
      }
      return [...new Set(found)];
    }, scope);
  }

  /** At 360 px, the page's touch targets (as findings). */
  async function touchFindings(path) {
    await j.page.setViewportSize({ width: 360, height: 740 });
    await j.page.goto(`${j.server.url}${path}`);
    await j.page.locator('html[data-hydrated]').waitFor({ state: 'attached' }).catch(() => undefined);
    await j.page.waitForLoadState('networkidle');
    return (await smallTargets()).map((f) => `${path} @360: touch target under 44×44 px: ${f}`);
  }

  /**
   * At 1280 px the admin's table on `path` shows every column without sideways scrolling (issue 29):
   * the named column headers and row buttons are inside the table's visible width.
   */
  async function tableFits(path, ready, headers, buttons) {
    await j.page.setViewportSize({ width: 1280, height: 900 });
    await j.page.goto(`${j.server.url}${path}`);
    await ready();
    const found = [];
    const table = j.page.locator('.ant-table-content, .ant-table-body').first();
    const { scrollWidth, clientWidth } = await table.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    if (scrollWidth > clientWidth + 1) found.push(`${path} @1280: the table scrolls sideways (${scrollWidth} px in ${clientWidth} px)`);
    const view = await table.boundingBox();
    const inView = async (locator, what) => {
      const box = await locator.boundingBox();
      if (!box || !view || box.x + box.width > view.x + view.width + 1) found.push(`${path} @1280: ${what} is out of view`);
    };
    for (const name of headers) await inView(j.page.getByRole('columnheader', { name }).first(), `the column '${name}'`);
    for (const name of buttons) await inView(j.page.getByRole('button', { name }).first(), `the button ${name}`);
    return found;
  }

  /** Every toast on screen against every button of the open dialog: none may lie over another. */
  async function toastsOverDialogButtons(dialog) {
    const found = [];
    const toasts = await j.page.locator('.ant-notification-notice').all();
    const buttons = await dialog.locator('button, a[href], [role="button"]').all();
    for (const toast of toasts) {
      const t = await toast.boundingBox();
      if (!t) continue;
      for (const button of buttons) {
        const b = await button.boundingBox();
        if (b && b.width > 2 && b.height > 2 && overlaps(t, b)) found.push(`a toast (${(await toast.textContent())?.slice(0, 40)}) covers the button '${((await button.getAttribute('aria-label')) || (await button.textContent()) || '').trim()}'`);
      }
    }
    return found;
  }

  /** Opens a dialog with `open`, waits for it, and collects what axe finds with it open (at the current width). */
  async function checkDialog(name, open) {
    await open();
    await j.page.getByRole('dialog', { name }).waitFor();
    const found = (await seriousFindings(j.page)).map((f) => `dialog '${name}': ${f}`);
    // At 360 px its touch targets too (issue 29), once it has finished opening.
    if (j.page.viewportSize()?.width === 360) {
      await j.page.waitForTimeout(300);
      found.push(...(await smallTargets('.ant-modal-wrap:not([style*="display: none"]) .ant-modal, .ant-drawer-open .ant-drawer-content-wrapper')).map((f) => `dialog '${name}' @360: touch target under 44×44 px: ${f}`));
    }
    await j.page.keyboard.press('Escape');
    await j.page.getByRole('dialog', { name }).waitFor({ state: 'hidden' });
    return found;
  }

  /**
   * Opens a dialog with a click, then rests the pointer on the mask: where the click left it is
   * chance (at 360 px it can land on the dialog's own button), and a hovered button is not how the
   * dialog looks. `ready` is content fetched after the dialog opens, scanned once it is there.
   */
  function opener(button, ready) {
    return async () => {
      await button.click();
      await j.page.mouse.move(0, 0);
      await ready?.waitFor();
    };
  }

  /** Whoever was signed in, signs in as this user. */
  async function signInAs(email) {
    await j.page.goto(`${j.server.url}/`);
    await j.page.evaluate(() => localStorage.clear());
    await logIn(email);
  }

  /** Runs `scan` at 360 px and at 1280 px on a fresh load of `path`, each finding marked with the width. */
  async function atBothWidths(path, scan) {
    const found = [];
    for (const width of WIDTHS) {
      await j.page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
      await j.page.goto(`${j.server.url}${path}`);
      found.push(...(await scan()).map((f) => `@${width}: ${f}`));
    }
    return found;
  }

  return { check, logIn, heading, smallTargets, touchFindings, tableFits, toastsOverDialogButtons, checkDialog, opener, signInAs, atBothWidths };
}
