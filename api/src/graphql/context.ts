import type { RequestContext } from '../common/context';
import { createLoaders, type Loaders } from './loaders';

export interface GraphQLContext extends RequestContext {
  /** Built per request, so batching and caching never leak between users. */
  loaders: Loaders;
}

export function createGraphQLContext(ctx: RequestContext): GraphQLContext {
  return { ...ctx, loaders: createLoaders(ctx.manager) };
}
