import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useSession } from '../../../lib/session';
import { MeQuery } from '../graphql/operations';

/** The signed-in user from the API; the stored session copy is refreshed from it. */
export function useMyProfile() {
  const { updateUser } = useSession();
  const result = useQuery(MeQuery, { fetchPolicy: 'cache-and-network' });
  const me = result.data?.me;
  useEffect(() => {
    if (me) updateUser(me);
  }, [me, updateUser]);
  return result;
}
