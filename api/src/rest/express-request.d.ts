import type { RequestContext } from '../common/context';
import type { Services } from '../services';

declare global {
  namespace Express {
    interface Request {
      /** Built once per request by the context middleware. */
      ctx: RequestContext;
      services: Services;
    }
  }
}
