import type { RequestContext } from '../common/context';

declare global {
  namespace Express {
    interface Request {
      /** Built once per request by the context middleware. */
      ctx: RequestContext;
    }
  }
}
