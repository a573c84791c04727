import UserOutlined from '@ant-design/icons/UserOutlined';
import { Button } from 'antd';
import { Link } from 'react-router-dom';
import { homePathFor, useSession } from '../../lib/session';
import { preloadAuthDialog, useAuthDialog, useLogout } from '../../modules/auth';

const DASHBOARD_LABEL: Record<string, string> = {
  '/admin': 'Admin Dashboard',
  '/marketer': 'Marketer Portal',
  '/profile': 'My Profile',
};

/** Login / Sign Up when signed out; the user's first name (to their dashboard) and Log out when signed in. */
export function AccountActions({ onAction }: { onAction?: () => void }) {
  const { user, roles } = useSession();
  const { openAuthDialog } = useAuthDialog();
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

  const open = (view: 'login' | 'register') => () => {
    onAction?.();
    openAuthDialog(view);
  };
  return (
    <div className="fs-account">
      <Button onClick={open('login')} onMouseEnter={preloadAuthDialog} onFocus={preloadAuthDialog}>
        Login
      </Button>
      <Button type="primary" onClick={open('register')} onMouseEnter={preloadAuthDialog} onFocus={preloadAuthDialog}>
        Sign Up
      </Button>
    </div>
  );
}
