import FacebookFilled from '@ant-design/icons/FacebookFilled';
import InstagramOutlined from '@ant-design/icons/InstagramOutlined';
import TikTokOutlined from '@ant-design/icons/TikTokOutlined';
import XOutlined from '@ant-design/icons/XOutlined';
import YoutubeFilled from '@ant-design/icons/YoutubeFilled';
import { Link } from 'react-router-dom';
import { ContactLinks } from './ContactLinks';
import { NAV_LINKS, SOCIAL_LINKS } from './site';

const SOCIAL = [
  { href: SOCIAL_LINKS.facebook, label: 'Food Savings on Facebook', Icon: FacebookFilled },
  { href: SOCIAL_LINKS.x, label: 'Food Savings on X', Icon: XOutlined },
  { href: SOCIAL_LINKS.instagram, label: 'Food Savings on Instagram', Icon: InstagramOutlined },
  { href: SOCIAL_LINKS.youtube, label: 'Food Savings on YouTube', Icon: YoutubeFilled },
  { href: SOCIAL_LINKS.tiktok, label: 'Food Savings on TikTok', Icon: TikTokOutlined },
];

const QUICK_LINKS = [...NAV_LINKS, { to: '/privacy', label: 'Privacy Policy' }];

export function Footer() {
  return (
    <footer className="fs-footer">
      <div className="fs-container fs-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="fs-footer__logo">
            Food Savings
          </h2>
          <p>
            Food security for Lagos families through scheduled savings and bulk delivery: pick a food pack, pay for it in small
            instalments, and receive it when it is paid.
          </p>
          <ul className="fs-social" aria-label="Social media">
            {SOCIAL.map(({ href, label, Icon }) => (
              <li key={href}>
                <a href={href} aria-label={label} target="_blank" rel="noopener noreferrer">
                  <Icon aria-hidden />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">Quick Links</h2>
          <ul className="fs-footer__list">
            {QUICK_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact Us</h2>
          <ul className="fs-footer__list">
            <ContactLinks />
          </ul>
        </section>
      </div>
      <div className="fs-container fs-footer__bottom">
        <p className="fs-footer__fraud" role="note">
          <strong>Fraud alert:</strong> Do not pay into any bank account other than the one shown in the app: your own account number is on{' '}
          <Link to="/profile?tab=payment">your profile&apos;s Payment Methods tab</Link>.
        </p>
        <p>© {new Date().getFullYear()} Food Savings. All rights reserved.</p>
      </div>
    </footer>
  );
}
