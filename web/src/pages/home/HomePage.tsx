import { Button } from 'antd';
import { preloadAuthDialog, useAuthDialog } from '../../modules/auth';
import { usePageMeta } from '../../modules/ui/page-meta';
import './home.css';

export default function HomePage() {
  usePageMeta('Home', 'Save for your family’s food pack in small daily, weekly or monthly instalments, and receive it in Lagos when it is paid.');
  const { openAuthDialog } = useAuthDialog();
  return (
    <section className="fs-hero" aria-labelledby="hero-title">
      <div className="fs-container">
        <h1 id="hero-title">Save for your family’s food, one small payment at a time</h1>
        <p className="fs-hero__lead">
          Pick a food pack, pay daily, weekly or monthly, and receive it in Lagos once it is paid. Free delivery within Lagos.
        </p>
        <div className="fs-hero__actions">
          <Button size="large" onClick={() => openAuthDialog('login')} onMouseEnter={preloadAuthDialog} onFocus={preloadAuthDialog}>
            Login
          </Button>
          <Button type="primary" size="large" onClick={() => openAuthDialog('register')} onMouseEnter={preloadAuthDialog} onFocus={preloadAuthDialog}>
            Sign Up
          </Button>
        </div>
      </div>
    </section>
  );
}
