import { useQuery } from '@apollo/client/react';
import { RidersQuery } from '../graphql/operations';

/** The active dispatchers (users with the Dispatcher role), by name. */
export function useRiders() {
  const { data, loading, error, refetch } = useQuery(RidersQuery, { fetchPolicy: 'cache-and-network' });
  return { list: data?.riders ?? [], loading: loading && !data, failed: !!error && !data, refetch };
}
