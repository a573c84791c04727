import UserOutlined from '@ant-design/icons/UserOutlined';
import { Link } from 'react-router-dom';
import { homePathFor, useSession } from '../../lib/session';
import { AuthLink, useLogout } from '../../modules/auth';
import { Button } from '../../modules/ui/Button';

const DASHBOARD_LABEL: Record<string, string> = {
  '/admin': 'Admin Dashboard',
  '/marketer': 'Marketer Portal',
  '/rider': 'My Deliveries',
  '/profile': 'My Profile',
};

/** Login / Sign Up when signed out; the user's first name (to their dashboard) and Log out when signed in. */
export function AccountActions({ onAction }: { onAction?: () => void }) {
  const { user, roles } = useSession();
  const logout = useLogout();

  if (user) {
    const dashboard = homePathFor(roles);
    return (
      <div className="fs-account">
        <Link to={dashboard} className="fs-account__name" aria-label={`${user.firstName}: ${DASHBOARD_LABEL[dashboard]}`} onClick={onAction}>
          <UserOutlined aria-hidden /> {user.firstName}
        </Link>
        <Button
          onClick={() => {
            onAction?.();
            logout();
          }}
        >
          Log out
        </Button>
      </div>
    );
  }

  return (
    <div className="fs-account">
      <AuthLink view="login" onAction={onAction}>
        Login
      </AuthLink>
      <AuthLink view="register" type="primary" onAction={onAction}>
        Sign Up
      </AuthLink>
    </div>
  );
}
