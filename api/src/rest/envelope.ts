import type { Response } from 'express';

/** The original server's reply shape, kept for every legacy `/api` path. */
export interface LegacyEnvelope<T> {
  success: boolean;
  message: string;
  data: T | null;
  errors: string[] | null;
  timestamp: string;
}

export function sendOk<T>(res: Response, data: T, message = 'Request completed successfully'): void {
  res.status(200).json({ success: true, message, data, errors: null, timestamp: new Date().toISOString() } satisfies LegacyEnvelope<T>);
}

export function sendError(res: Response, status: number, message: string, errors: string[] | null = null, data: unknown = null): void {
  res.status(status).json({ success: false, message, data, errors, timestamp: new Date().toISOString() } satisfies LegacyEnvelope<unknown>);
}

/**
 * The payload alone, without the envelope, where the original answered `Ok(x)` from a controller
 * that did not wrap its replies (SavingsPlanController, PaymentMethodController; docs/api.md's
 * table says which paths). Refusals keep the envelope (sendError): clients read its `message`.
 */
export function sendBare<T>(res: Response, data: T): void {
  res.status(200).json(data);
}

/** A page of a list as a bare JSON array (the original answered the whole list), with `X-Total-Count` saying how many there are. */
export function sendBareList<T, U>(res: Response, page: { items: T[]; totalCount: number }, item: (value: T) => U): void {
  res.setHeader('X-Total-Count', String(page.totalCount));
  res.status(200).json(page.items.map(item));
}

/** A page of a list: the items are the envelope's `data`, with totalCount, page, pageSize and totalPages beside it. */
export function sendPage<T, U>(res: Response, page: { items: T[]; totalCount: number; page: number; pageSize: number }, item: (value: T) => U): void {
  res.status(200).json({
    success: true,
    message: 'Request completed successfully',
    data: page.items.map(item),
    totalCount: page.totalCount,
    page: page.page,
    pageSize: page.pageSize,
    totalPages: Math.ceil(page.totalCount / page.pageSize),
    errors: null,
    timestamp: new Date().toISOString(),
  });
}
