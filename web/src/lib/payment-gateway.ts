/**
 * Opening a payment checkout in the browser, in one place (ARCHITECTURE.md, Third parties).
 *
 * - Production (`useStandIn` false): Paystack's InlineJS v2, loaded on demand from Paystack's site
 *   (once), resumes the transaction the server initialized: `resumeTransaction(accessCode)`.
 * - Development and tests (`useStandIn` true): the local stand-in's hosted page opens in a popup,
 *   at this page's own address (the stand-in is part of this server, whatever address it was
 *   reached by). It ends by sending the popup back to `/profile?tab=savings&reference=…`, which is
 *   then same-origin and readable: paid or cancelled (`returned`: the server's confirmPayment has the last
 *   word). A popup that closes without coming back readably, closed by the customer or sent to
 *   another address, is `closed`: only the server knows whether it was paid, and the caller asks
 *   it. A blocked popup falls back to sending this page to the checkout; the profile page
 *   confirms the reference when it comes back.
 *
 * Only the outcome is reported here; crediting the plan is always the server's confirmPayment.
 */
export interface CheckoutRequest {
  accessCode: string;
  authorizationUrl: string;
  reference: string;
  publicKey: string;
  useStandIn: boolean;
}

/**
 * success: the checkout says paid. cancelled: the customer gave up. closed: the checkout window
 * went away without saying; confirm `reference` with the server, and treat "not paid" as cancelled.
 * returned: the stand-in's page came back to us with the reference, which it does both when paid
 * and when the customer pressed "Cancel payment" (as Paystack's hosted page sends the customer to
 * the callback either way); only the server knows which, so it is settled like `closed`.
 */
export type CheckoutOutcome = { status: 'success'; reference: string } | { status: 'cancelled' } | { status: 'closed' | 'returned'; reference: string };

export type OpenCheckout = (request: CheckoutRequest) => Promise<CheckoutOutcome>;

/** The part of InlineJS v2 used here. */
export interface PaystackTransactionCallbacks {
  onSuccess: (transaction: { reference: string }) => void;
  onCancel: () => void;
  onError: (error: unknown) => void;
  onLoad?: () => void;
}

export interface PaystackPopInstance {
  resumeTransaction(accessCode: string, callbacks: PaystackTransactionCallbacks): unknown;
}

export type PaystackPopConstructor = new () => PaystackPopInstance;

/** The window functions the stand-in uses (a test passes its own). */
export interface GatewayWindow {
  open(url: string, target: string, features: string): Window | null;
  location: { origin: string; assign(url: string): void };
  setInterval(handler: () => void, ms: number): number;
  clearInterval(id: number): void;
}

export interface GatewayOptions {
  /** Loads InlineJS and gives its PaystackPop class (default: a script tag, added once). */
  loadPaystack?: () => Promise<PaystackPopConstructor>;
  win?: GatewayWindow;
}

export const PAYSTACK_INLINE_URL = 'https://js.paystack.co/v2/inline.js';
/** The stand-in popup's window name; the page it returns to knows by it that its opener confirms. */
export const CHECKOUT_POPUP_NAME = 'paystack';
export const POPUP_FEATURES = 'width=420,height=640';
export const POPUP_POLL_MS = 500;

declare global {
  interface Window {
    PaystackPop?: PaystackPopConstructor;
  }
}

let inlineScript: Promise<PaystackPopConstructor> | null = null;

/** Adds InlineJS's script tag once; a failed download is forgotten so the next payment tries again. */
export function loadPaystackInline(): Promise<PaystackPopConstructor> {
  if (window.PaystackPop) return Promise.resolve(window.PaystackPop);
  inlineScript ??= new Promise<PaystackPopConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = PAYSTACK_INLINE_URL;
    script.async = true;
    script.onload = () => (window.PaystackPop ? resolve(window.PaystackPop) : reject(new Error('Paystack InlineJS loaded without PaystackPop')));
    script.onerror = () => {
      script.remove();
      reject(new Error('Paystack InlineJS could not be loaded'));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    inlineScript = null;
    throw error;
  });
  return inlineScript;
}

/** Where the stand-in popup is, when it is readable: null while on another origin (or unreadable). */
function returnedReference(popup: Window, origin: string): string | null {
  try {
    const url = new URL(popup.location.href);
    return url.origin === origin ? url.searchParams.get('reference') : null;
  } catch {
    return null; // cross-origin, or between pages
  }
}

/** The stand-in's checkout page at this page's own origin: a popup on another origin could never be read. */
export function onThisOrigin(url: string, origin: string): string {
  const target = new URL(url, origin);
  return `${origin}${target.pathname}${target.search}`;
}

export function createGateway({ loadPaystack = loadPaystackInline, win = window as unknown as GatewayWindow }: GatewayOptions = {}): {
  openCheckout: OpenCheckout;
  /** Starts downloading what a checkout needs (InlineJS in production) before the customer pays. */
  preload: (useStandIn: boolean) => void;
} {
  const standIn = ({ authorizationUrl: url, reference: issued }: CheckoutRequest) =>
    new Promise<CheckoutOutcome>((resolve) => {
      const authorizationUrl = onThisOrigin(url, win.location.origin);
      const popup = win.open(authorizationUrl, CHECKOUT_POPUP_NAME, POPUP_FEATURES);
      if (!popup) {
        // Blocked: this page goes to the checkout instead and never hears back here.
        win.location.assign(authorizationUrl);
        return;
      }
      const timer = win.setInterval(() => {
        const reference = returnedReference(popup, win.location.origin);
        if (reference) {
          win.clearInterval(timer);
          popup.close();
          resolve({ status: 'returned', reference });
        } else if (popup.closed) {
          win.clearInterval(timer);
          resolve({ status: 'closed', reference: issued });
        }
      }, POPUP_POLL_MS);
    });

  const inline = async ({ accessCode }: CheckoutRequest) => {
    const PaystackPop = await loadPaystack();
    return new Promise<CheckoutOutcome>((resolve, reject) => {
      new PaystackPop().resumeTransaction(accessCode, {
        onSuccess: (transaction) => resolve({ status: 'success', reference: transaction.reference }),
        onCancel: () => resolve({ status: 'cancelled' }),
        onError: (error) => reject(error instanceof Error ? error : new Error(String((error as { message?: string })?.message ?? error))),
      });
    });
  };

  return {
    openCheckout: (request) => (request.useStandIn ? standIn(request) : inline(request)),
    preload: (useStandIn) => {
      if (!useStandIn) loadPaystack().catch(() => undefined); // tried again when paying
    },
  };
}
