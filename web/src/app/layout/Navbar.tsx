import MenuOutlined from '@ant-design/icons/MenuOutlined';
import { Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { AccountActions } from './AccountActions';
import { Button } from '../../modules/ui/Button';
import { lazyWithAntd } from '../../modules/ui/lazy-with-antd';
import { NAV_LINKS } from './site';

const MobileMenu = lazyWithAntd(() => import('./MobileMenu'));

/** The site header; under 768px the links move into a drawer opened by the menu button. */
export function Navbar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);

  return (
    <header className="fs-header">
      <div className="fs-container fs-header__inner">
        <Link to="/" className="fs-logo" aria-label="Food Savings, home">
          Food Savings
        </Link>
        <nav aria-label="Main" className="fs-desktop-only">
          <ul className="fs-nav">
            {NAV_LINKS.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end className={({ isActive }) => (isActive ? 'fs-nav__link fs-nav__link--active' : 'fs-nav__link')}>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="fs-desktop-only">
          <AccountActions />
        </div>
        <Button
          className="fs-mobile-only"
          icon={<MenuOutlined aria-hidden />}
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls="fs-mobile-menu"
          onClick={() => {
            setMenuUsed(true);
            setMenuOpen(true);
          }}
        />
      </div>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
