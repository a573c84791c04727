/**
 * Marketing and product analytics events (spec section 9): page views, sign-ups, leads, pack
 * views, checkout and purchase, in naira (currency NGN). No third-party script: by default events
 * go to `window.dataLayer`, where a tag manager can pick them up if one is ever added; tests and
 * other integrations can set their own sink.
 *
 * Events never carry query strings, e-mail addresses or tokens (a reset link's query holds both).
 */
export const CURRENCY = 'NGN';

export interface TrackingEvent {
  event: 'page_view' | 'sign_up' | 'lead' | 'view_content' | 'begin_checkout' | 'purchase';
  [field: string]: unknown;
}

export type TrackingSink = (event: TrackingEvent) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const dataLayerSink: TrackingSink = (event) => {
  (window.dataLayer ??= []).push(event);
};

let sink: TrackingSink = dataLayerSink;

/** Send events elsewhere (null: back to window.dataLayer). */
export function setTrackingSink(next: TrackingSink | null): void {
  sink = next ?? dataLayerSink;
}

function track(event: TrackingEvent): void {
  try {
    sink(event);
  } catch (error) {
    // Analytics must never break the page.
    console.warn('tracking failed', error);
  }
}

/** Kobo to whole naira, as analytics tools expect the currency's units. */
const naira = (kobo: number) => Math.round(kobo / 100);

export interface TrackedPack {
  id: string;
  name: string;
  priceKobo: number;
  category?: string;
}

const item = (pack: TrackedPack) => ({ item_id: pack.id, item_name: pack.name, item_category: pack.category, price: naira(pack.priceKobo) });

/** A page was shown; only the path is sent. */
export function trackPageView(path: string): void {
  track({ event: 'page_view', page_path: path });
}

/** A new account was created. */
export function trackSignUp(method = 'email'): void {
  track({ event: 'sign_up', method });
}

/** Someone sent the contact form. */
export function trackLead(source = 'contact_form'): void {
  track({ event: 'lead', source, currency: CURRENCY });
}

/** Someone opened a pack's details. */
export function trackViewContent(pack: TrackedPack): void {
  track({ event: 'view_content', currency: CURRENCY, value: naira(pack.priceKobo), items: [item(pack)] });
}

/** A payment for a pack is about to start (amount in kobo). */
export function trackBeginCheckout(pack: TrackedPack, amountKobo: number): void {
  track({ event: 'begin_checkout', currency: CURRENCY, value: naira(amountKobo), items: [item(pack)] });
}

/** A payment was confirmed (amount in kobo; the reference is the payment provider's). */
export function trackPurchase(pack: TrackedPack, amountKobo: number, reference: string): void {
  track({ event: 'purchase', currency: CURRENCY, transaction_id: reference, value: naira(amountKobo), items: [item(pack)] });
}
