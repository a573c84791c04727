/**
 * The web address a browser's request came from (its `Origin`), when this server answers for it:
 * one of `allowed` (PUBLIC_URL's origin and CORS_ORIGINS), or the request's own scheme and host (a
 * page this server served, reached by whatever address the customer used: 127.0.0.1, a LAN
 * address, a second domain). Anything else is undefined, so no reply ever sends a customer to an
 * address this server does not serve. Pure.
 */
export function webOriginOf(req: { protocol: string; get(name: string): string | undefined }, allowed: ReadonlySet<string>): string | undefined {
  const origin = req.get('origin');
  if (!origin || origin === 'null') return undefined;
  if (allowed.has(origin)) return origin;
  const host = req.get('host');
  return host && origin === `${req.protocol}://${host}` ? origin : undefined;
}
