import { STATUS_CODES } from 'node:http';

/** A refusal of the client's request that Express middleware raised (body-parser, serve-static). */
export interface ClientError {
  status: number;
  code: 'BAD_REQUEST' | 'NOT_FOUND' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE' | 'CLIENT_ERROR';
  message: string;
  /** The message with what to change, e.g. the size limit. */
  detail: string;
}

interface HttpErrorLike {
  status?: unknown;
  statusCode?: unknown;
  type?: unknown;
  limit?: unknown;
  expose?: unknown;
  message?: unknown;
}

/**
 * Reads the 4xx status that body-parser and serve-static/send put on their errors (http-errors),
 * with a message fit for the client. Undefined for anything else: that is a real failure.
 */
export function clientError(err: unknown): ClientError | undefined {
  if (!err || typeof err !== 'object') return undefined;
  const e = err as HttpErrorLike;
  // http-errors always sets `expose`: other libraries' `status` (an upstream API's reply) is not the client's doing.
  if (typeof e.expose !== 'boolean') return undefined;
  const status = Number(e.status ?? e.statusCode);
  if (!Number.isInteger(status) || status < 400 || status > 499) return undefined;
  const refusal = (status: number, code: ClientError['code'], message: string, detail = message): ClientError => ({ status, code, message, detail });
  if (e.type === 'entity.parse.failed') return refusal(400, 'BAD_REQUEST', 'The request body is not valid JSON');
  if (status === 413) {
    const message = 'The request body is too large';
    return refusal(413, 'PAYLOAD_TOO_LARGE', message, typeof e.limit === 'number' ? `${message}: at most ${formatBytes(e.limit)}` : message);
  }
  // send answers 403 for a path that climbs out of its folder: for the client it is just not there.
  if (status === 403 || status === 404) return refusal(404, 'NOT_FOUND', 'Not found');
  const message = e.expose && typeof e.message === 'string' ? e.message : (STATUS_CODES[status] ?? 'Bad request');
  return refusal(status, status === 400 ? 'BAD_REQUEST' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'CLIENT_ERROR', message);
}

/** 102400 → "100 kB", 7340032 → "7 MB" (the units BODY_LIMIT is written in). */
export function formatBytes(n: number): string {
  if (n >= 1024 * 1024 && n % (1024 * 1024) === 0) return `${n / (1024 * 1024)} MB`;
  if (n >= 1024) return `${Math.round((n / 1024) * 10) / 10} kB`;
  return `${n} bytes`;
}
