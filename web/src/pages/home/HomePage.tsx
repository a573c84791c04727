import { lazy } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { AuthLink } from '../../modules/auth';
import { FeaturedPacksHero } from '../../modules/food-packs/components/FeaturedPacksHero';
import { usePageMeta } from '../../modules/ui/page-meta';
import { lazyWithAntd } from '../../modules/ui/lazy-with-antd';
import { WhenVisible } from '../../modules/ui/WhenVisible';
import { useStartSaving } from '../food-packs/start-saving';
import './home.css';

// Below the fold: downloaded when the visitor scrolls towards them.
const FoodPackBrowser = lazy(() => import('../../modules/food-packs/components/FoodPackBrowser').then((m) => ({ default: m.FoodPackBrowser })));
const HomeMore = lazyWithAntd(() => import('./HomeMore'));

const STEPS = [
  { title: 'Choose Your Food Pack', text: 'Browse our packs of staples and provisions and pick the one that fits your family and your budget.' },
  { title: 'Set Up Your Plan', text: 'Decide how often you want to pay: daily, weekly or monthly, over up to four months.' },
  { title: 'Make Regular Payments', text: 'Pay small amounts by card, bank transfer or mobile money. We remind you by SMS and e-mail.' },
  { title: 'Receive Your Food Pack', text: 'Once it is fully paid, we deliver free within Lagos in 3 to 5 working days, or you collect it from our office.' },
];

export default function HomePage() {
  usePageMeta('Home', 'Save for your family’s food pack in small daily, weekly or monthly instalments, and receive it in Lagos when it is paid.');
  const { isLoggedIn } = useSession();
  const { onStartSaving, dialog } = useStartSaving();

  const heroActions = isLoggedIn ? (
    <Link to="/food-packs" className="fs-link-button fs-link-button--primary">
      View Food Packs
    </Link>
  ) : (
    <>
      <AuthLink view="login" size="large">
        Login
      </AuthLink>
      <AuthLink view="register" type="primary" size="large">
        Sign Up
      </AuthLink>
    </>
  );

  return (
    <>
      <FeaturedPacksHero actions={heroActions} />

      <div className="fs-container fs-advantages">
        <section className="fs-advantage" aria-labelledby="flexible-savings">
          <h2 id="flexible-savings">Flexible Savings</h2>
          <p>
            Pay for your food pack in small amounts that match how you earn: daily, weekly or monthly. No big bill at the end of the
            month, and a reminder by SMS and e-mail before each payment.
          </p>
        </section>
        <section className="fs-advantage" aria-labelledby="refer-earn">
          <h2 id="refer-earn">Refer &amp; Earn</h2>
          <p>
            Know families who would love to save for food? Become a marketer, share your referral link, and earn a commission on the
            packs the families you bring in pay for.
          </p>
        </section>
      </div>

      <section className="fs-steps-section" aria-labelledby="how-it-works">
        <div className="fs-container">
          <h2 id="how-it-works">How It Works</h2>
          <ol className="fs-steps">
            {STEPS.map((step, i) => (
              <li key={step.title} className="fs-step">
                <span className="fs-step__number" aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
          {!isLoggedIn && (
            <p className="fs-steps__links">
              <AuthLink view="login" type="link">
                Login to get started
              </AuthLink>
              <span aria-hidden="true">or</span>
              <AuthLink view="register" type="link">
                Sign up now
              </AuthLink>
            </p>
          )}
        </div>
      </section>

      <div className="fs-container" id="food-packs">
        <WhenVisible minHeight={960}>
          <FoodPackBrowser
            onStartSaving={onStartSaving}
            footer={
              <p className="fs-view-all">
                <Link to="/food-packs" className="fs-link-button">
                  View All Food Packs
                </Link>
              </p>
            }
          />
        </WhenVisible>
      </div>

      <WhenVisible minHeight={1400}>
        <HomeMore />
      </WhenVisible>
      {dialog}
    </>
  );
}
