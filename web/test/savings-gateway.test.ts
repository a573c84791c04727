import { createGateway, loadPaystackInline, PAYSTACK_INLINE_URL, POPUP_POLL_MS, type CheckoutRequest, type GatewayWindow, type PaystackPopConstructor, type PaystackTransactionCallbacks } from '../src/lib/payment-gateway';

const ORIGIN = 'https://foodsavings.test';
const request: CheckoutRequest = {
  accessCode: 'ac_1',
  authorizationUrl: `${ORIGIN}/fake-paystack/checkout/ac_1`,
  reference: 'fs-ref-1',
  publicKey: 'pk_test_1',
  useStandIn: true,
};

/** A popup whose address the test moves, like the stand-in's page and its redirect would. */
function fakePopup() {
  let href = request.authorizationUrl;
  let crossOrigin = false;
  const popup = {
    closed: false,
    close: jest.fn(() => {
      popup.closed = true;
    }),
    get location() {
      if (crossOrigin) throw new DOMException('Blocked a frame with origin', 'SecurityError');
      return { href };
    },
    goTo(url: string) {
      href = url;
      crossOrigin = !url.startsWith(ORIGIN);
    },
  };
  return popup;
}

function fakeWindow(popup: ReturnType<typeof fakePopup> | null) {
  const win: GatewayWindow & { open: jest.Mock; location: { origin: string; assign: jest.Mock } } = {
    open: jest.fn(() => popup as unknown as Window),
    location: { origin: ORIGIN, assign: jest.fn() },
    setInterval: (handler, ms) => setInterval(handler, ms) as unknown as number,
    clearInterval: (id) => clearInterval(id),
  };
  return win;
}

describe('payment gateway: the stand-in popup', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens the checkout in a popup and reports success once it is back on our origin with a reference', async () => {
    const popup = fakePopup();
    const win = fakeWindow(popup);
    const outcome = createGateway({ win }).openCheckout(request);
    expect(win.open).toHaveBeenCalledWith(request.authorizationUrl, 'paystack', 'width=420,height=640');

    let settled = false;
    void outcome.then(() => (settled = true));
    popup.goTo('https://checkout.elsewhere.test/pay'); // another origin: unreadable, keep waiting
    await jest.advanceTimersByTimeAsync(POPUP_POLL_MS * 3);
    expect(settled).toBe(false);

    popup.goTo(`${ORIGIN}/profile?tab=savings&reference=fs-ref-1&trxref=fs-ref-1`);
    await jest.advanceTimersByTimeAsync(POPUP_POLL_MS);
    await expect(outcome).resolves.toEqual({ status: 'returned', reference: 'fs-ref-1' });
    expect(popup.close).toHaveBeenCalled();
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('reports a popup closed without coming back as closed, with the reference for the server to settle', async () => {
    // Closed by the customer, or sent back to another address and so cut off from this page: only
    // the server knows whether it was paid.
    const popup = fakePopup();
    const outcome = createGateway({ win: fakeWindow(popup) }).openCheckout(request);
    popup.closed = true;
    await jest.advanceTimersByTimeAsync(POPUP_POLL_MS);
    await expect(outcome).resolves.toEqual({ status: 'closed', reference: 'fs-ref-1' });
  });

  it('opens the stand-in on the address this page is on, whatever address the server was told it has', async () => {
    const popup = fakePopup();
    const win = fakeWindow(popup);
    void createGateway({ win }).openCheckout({ ...request, authorizationUrl: 'http://localhost:4000/fake-paystack/checkout/ac_1?x=1' });
    expect(win.open).toHaveBeenCalledWith(`${ORIGIN}/fake-paystack/checkout/ac_1?x=1`, 'paystack', 'width=420,height=640');
  });

  it('sends the whole page to the checkout when the popup is blocked', async () => {
    const win = fakeWindow(null);
    let settled = false;
    void createGateway({ win })
      .openCheckout(request)
      .then(() => (settled = true));
    expect(win.location.assign).toHaveBeenCalledWith(request.authorizationUrl);
    await jest.advanceTimersByTimeAsync(POPUP_POLL_MS * 4);
    expect(settled).toBe(false); // the page is leaving; the profile page confirms on return
  });
});

describe('payment gateway: Paystack InlineJS', () => {
  function fakePaystack(act: (callbacks: PaystackTransactionCallbacks) => void) {
    const resumed: string[] = [];
    class PaystackPop {
      resumeTransaction(accessCode: string, callbacks: PaystackTransactionCallbacks) {
        resumed.push(accessCode);
        act(callbacks);
      }
    }
    const loadPaystack = jest.fn(async () => PaystackPop as PaystackPopConstructor);
    return { loadPaystack, resumed };
  }
  const production = { ...request, useStandIn: false };

  it('resumes the transaction by access code and reports its reference on success', async () => {
    const { loadPaystack, resumed } = fakePaystack((cb) => cb.onSuccess({ reference: 'fs-ref-1' }));
    const win = fakeWindow(null);
    await expect(createGateway({ loadPaystack, win }).openCheckout(production)).resolves.toEqual({ status: 'success', reference: 'fs-ref-1' });
    expect(resumed).toEqual(['ac_1']);
    expect(win.open).not.toHaveBeenCalled();
  });

  it('reports cancel, and rejects on a popup error', async () => {
    const cancelled = fakePaystack((cb) => cb.onCancel());
    await expect(createGateway({ loadPaystack: cancelled.loadPaystack }).openCheckout(production)).resolves.toEqual({ status: 'cancelled' });
    const failed = fakePaystack((cb) => cb.onError({ message: 'Transaction not found' }));
    await expect(createGateway({ loadPaystack: failed.loadPaystack }).openCheckout(production)).rejects.toThrow('Transaction not found');
  });

  it('starts loading InlineJS ahead of the payment only in production', () => {
    const { loadPaystack } = fakePaystack(() => undefined);
    const gateway = createGateway({ loadPaystack });
    gateway.preload(true);
    expect(loadPaystack).not.toHaveBeenCalled();
    gateway.preload(false);
    expect(loadPaystack).toHaveBeenCalledTimes(1);
  });
});

describe('payment gateway: loading InlineJS', () => {
  afterEach(() => {
    document.head.querySelectorAll('script').forEach((s) => s.remove());
    delete window.PaystackPop;
  });

  it('adds Paystack’s script once, however often it is asked for, and tries again after a failed download', async () => {
    const first = loadPaystackInline();
    const again = loadPaystackInline();
    const scripts = () => document.head.querySelectorAll(`script[src="${PAYSTACK_INLINE_URL}"]`);
    expect(scripts()).toHaveLength(1);
    scripts()[0].dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('could not be loaded');
    await expect(again).rejects.toThrow('could not be loaded');
    expect(scripts()).toHaveLength(0);

    const retry = loadPaystackInline();
    expect(scripts()).toHaveLength(1);
    class PaystackPop {
      resumeTransaction() {}
    }
    window.PaystackPop = PaystackPop;
    scripts()[0].dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBe(PaystackPop);
  });
});
