import type { RequestHandler, Response } from 'express';

/**
 * Replies that may depend on who is asking must never be stored, by the browser or by a proxy
 * on the way: `Cache-Control: no-store` and no ETag (Express adds a weak ETag to every `send`,
 * which invites revalidation and a 304 from a shared cache). That is every request with an
 * Authorization header, and every non-GET: sign-in and registration answers carry a token
 * without needing one. Anonymous GETs (the public catalogue) stay cacheable.
 */
export const privateReplies: RequestHandler = (req, res, next) => {
  const personal = req.headers.authorization !== undefined || (req.method !== 'GET' && req.method !== 'HEAD');
  if (personal) pinNoStore(res);
  next();
};

/**
 * Sets `Cache-Control: no-store` and keeps it whatever a later handler sets (Apollo sets its own
 * from cache hints), and drops the ETag Express would add. Express answers 304 to a matching
 * If-None-Match only when the response has an ETag, so this also rules out "not modified".
 */
function pinNoStore(res: Response): void {
  const setHeader = res.setHeader;
  setHeader.call(res, 'Cache-Control', 'no-store');
  res.setHeader = function (this: Response, name: string, value: number | string | readonly string[]) {
    const header = name.toLowerCase();
    return header === 'etag' || header === 'cache-control' ? this : setHeader.call(this, name, value);
  } as Response['setHeader'];
}
