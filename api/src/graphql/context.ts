import type { RequestContext } from '../common/context';
import type { Services } from '../services';
import { createLoaders, type Loaders } from './loaders';

export interface GraphQLContext extends RequestContext {
  services: Services;
  /** Built per request, so batching and caching never leak between users. */
  loaders: Loaders;
}

export function createGraphQLContext(ctx: RequestContext, services: Services): GraphQLContext {
  return { ...ctx, services, loaders: createLoaders(ctx.manager) };
}
