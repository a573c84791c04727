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
