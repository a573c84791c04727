import type { RequestContext } from '../common/context';

/** What a resolver receives: the request's context (who is acting, the entity manager, the clock). */
export type GraphQLContext = RequestContext;
