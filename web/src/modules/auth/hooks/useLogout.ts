import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../../lib/session';
import { useToast } from '../../ui/toast';

/** Log out: the stored session is cleared, 'Logged out' is shown, and the browser goes to /login. */
export function useLogout() {
  const { signOut } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  return useCallback(() => {
    navigate('/login', { replace: true });
    signOut();
    toast.success('Logged out', 'You have been logged out.', { key: 'logged-out' });
  }, [navigate, signOut, toast]);
}
