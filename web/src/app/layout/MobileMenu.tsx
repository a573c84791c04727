import { Drawer } from 'antd';
import { NavLink } from 'react-router-dom';
import { AccountActions } from './AccountActions';
import { NAV_LINKS } from './site';

/** The small-screen menu: the same links and account actions in a drawer (loaded when first opened). */
export default function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer open={open} onClose={onClose} title="Menu" placement="right" size={300} id="fs-mobile-menu" closable={{ 'aria-label': 'Close menu' }}>
      <nav aria-label="Main">
        <ul className="fs-mobile-nav">
          {NAV_LINKS.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} end onClick={onClose} className={({ isActive }) => (isActive ? 'fs-nav__link fs-nav__link--active' : 'fs-nav__link')}>
                {l.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <AccountActions onAction={onClose} />
    </Drawer>
  );
}
