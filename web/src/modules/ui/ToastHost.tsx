import { notification } from 'antd';
import { useEffect } from 'react';
import { AntdTheme } from './AntdTheme';
import type { ToastChannel } from './toast';

/** Narrower than antd's `sm` breakpoint: a phone. */
const isPhone = () => !window.matchMedia('(min-width: 576px)').matches;

/** Room kept between a toast and the screen's edge, and between a toast and a dialog. */
const GAP = 8;

/** The topmost open antd dialog, or null when none is open. */
function openDialog(): HTMLElement | null {
  const open = [...document.querySelectorAll<HTMLElement>('.ant-modal-wrap .ant-modal')].filter((el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  });
  return open.at(-1) ?? null;
}

const ACTIONS = 'button, a[href], input, select, textarea, [role="button"], [role="radio"], [role="checkbox"], [role="switch"], [role="tab"]';

/** Whether any of the dialog's controls lies within the band of the screen from `top` to `bottom`. */
function actionsWithin(dialog: HTMLElement, top: number, bottom: number): boolean {
  return [...dialog.querySelectorAll<HTMLElement>(ACTIONS)].some((el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.top < bottom && box.bottom > top;
  });
}

/** About the height of a toast on a phone (a title and two or three lines); measured once shown. */
const TOAST_ROOM = 128;

/**
 * Where a toast goes. A computer: top right, beside any dialog. A phone: from the bottom; with a
 * dialog open, on a side with room outside it, else where it covers none of the dialog's
 * controls (the lock-out message used to cover Cancel and Proceed at 360 px), else at the top
 * with the dialog moved down clear of it (keepDialogClear).
 */
function placementNow(): { placement: 'topRight' | 'top' | 'bottom'; dialog: HTMLElement | null } {
  if (!isPhone()) return { placement: 'topRight', dialog: null };
  const dialog = openDialog();
  if (!dialog) return { placement: 'bottom', dialog: null };
  const box = dialog.getBoundingClientRect();
  const height = window.innerHeight;
  const above = box.top;
  const below = height - box.bottom;
  if (Math.max(above, below) >= TOAST_ROOM) return { placement: below >= above ? 'bottom' : 'top', dialog };
  if (!actionsWithin(dialog, height - TOAST_ROOM, height)) return { placement: 'bottom', dialog };
  return { placement: 'top', dialog };
}

/** Toasts shown over a dialog at the top of a phone's screen, by key, and the room each needs. */
const clearing = new Map<string, number>();

function applyClearance(): void {
  const room = Math.max(0, ...clearing.values());
  document.body.classList.toggle('fs-toast-clearance', room > 0);
  document.body.style.setProperty('--fs-toast-clearance', `${room}px`);
}

/**
 * Once a toast at the top has slid in: if it lies over any of the controls of a dialog shown from
 * its top (its close button, its first fields), the dialog moves down below it (padding on the
 * dialog's scrolling wrapper) until the toast closes.
 */
function keepDialogClear(key: string, dialog: HTMLElement): void {
  window.setTimeout(() => {
    const toasts = [...document.querySelectorAll<HTMLElement>('.ant-notification-top .ant-notification-notice')];
    const bottom = Math.max(0, ...toasts.map((t) => t.getBoundingClientRect().bottom));
    if (!dialog.isConnected || bottom === 0 || !actionsWithin(dialog, 0, bottom + GAP)) return;
    // Only a dialog shown from its top moves: scrolled down, a push would only bring other
    // controls under the toast.
    if ((dialog.closest<HTMLElement>('.ant-modal-wrap')?.scrollTop ?? 0) > 0) return;
    clearing.set(key, bottom + GAP);
    applyClearance();
  }, 350);
}

/**
 * Shows the channel's toasts with antd's notification, in the app's antd theme.
 * On a phone they rise from the bottom: at the top they would cover a dialog's title; with a
 * dialog open they take the side with more room and never cover its buttons.
 */
export default function ToastHost({ channel }: { channel: ToastChannel }) {
  const [api, holder] = notification.useNotification({ top: GAP, bottom: GAP });
  useEffect(
    () =>
      channel.attach({
        show: ({ type, title, description, key, duration }) => {
          const { placement, dialog } = placementNow();
          const id = String(key);
          const release = () => {
            if (clearing.delete(id)) applyClearance();
          };
          api[type]({ title, description, key: id, duration, placement, onClose: release, role: type === 'error' || type === 'warning' ? 'alert' : 'status' });
          if (dialog && placement === 'top') keepDialogClear(id, dialog);
          else release();
        },
        close: (key) => {
          api.destroy(key);
          if (clearing.delete(String(key))) applyClearance();
        },
      }),
    [api, channel],
  );
  return <AntdTheme>{holder}</AntdTheme>;
}
