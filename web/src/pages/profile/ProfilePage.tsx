import { Button, Tabs } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isUnauthenticated } from '../../lib/graphql-errors';
import { useLogout } from '../../modules/auth';
import { ChangePasswordForm } from '../../modules/auth/components/ChangePasswordForm';
import { ProfileDetails, ReminderChannels, useMyProfile } from '../../modules/profile';
import { BecomeMarketerCard } from '../../modules/profile/components/BecomeMarketerCard';
import { PaymentMethodTab } from '../../modules/savings-plans/components/PaymentMethodTab';
import { SavingsPlansTab } from '../../modules/savings-plans/components/SavingsPlansTab';
import { usePaymentReturn } from '../../modules/savings-plans/hooks/usePaymentReturn';
import { usePageMeta } from '../../modules/ui/page-meta';
import { PageSpinner } from '../../modules/ui/PageSpinner';
import './profile-page.css';

const TABS = ['savings', 'payment', 'details'] as const;
type Tab = (typeof TABS)[number];
const DEFAULT_TAB: Tab = 'savings';

function asTab(value: string | null): Tab {
  return TABS.includes(value as Tab) ? (value as Tab) : DEFAULT_TAB;
}

export default function ProfilePage() {
  usePageMeta('My Profile', 'Your savings plans, payment methods and personal details.');
  const [params, setParams] = useSearchParams();
  const tab = asTab(params.get('tab'));
  const navigate = useNavigate();
  const logout = useLogout();
  const { data, loading, error } = useMyProfile();
  // Back from a checkout (?reference=…): confirm the payment once and tidy the address.
  usePaymentReturn();
  const me = data?.me;

  let body;
  if (me) {
    body = (
      <Tabs
        className="fs-profile-tabs"
        activeKey={tab}
        onChange={(key) =>
          setParams(
            (prev) => {
              const next = new URLSearchParams(prev);
              next.set('tab', key);
              return next;
            },
            { replace: true },
          )
        }
        items={[
          { key: 'savings', label: 'Savings Plans', children: <SavingsPlansTab reminderChannels={{ email: me.emailReminders, sms: me.smsReminders }} /> },
          { key: 'payment', label: 'Payment Methods', children: <PaymentMethodTab /> },
          {
            key: 'details',
            label: 'Personal Details',
            children: (
              <>
                <ProfileDetails user={me} />
                <ChangePasswordForm />
                <ReminderChannels email={me.emailReminders} sms={me.smsReminders} />
                <BecomeMarketerCard roles={me.roles} />
              </>
            ),
          },
        ]}
      />
    );
  } else if (loading || isUnauthenticated(error)) {
    // An expired session is sent to /login by the Apollo client.
    body = <PageSpinner label="Loading your profile" />;
  } else {
    body = (
      <section className="fs-centered" aria-labelledby="not-found-heading">
        <h2 id="not-found-heading">User Not Found</h2>
        <p>We could not load your account details.</p>
        <Button type="primary" onClick={() => navigate('/login')}>
          Return to Login
        </Button>
      </section>
    );
  }

  return (
    <div className="fs-profile">
      <header className="fs-profile__header">
        <div className="fs-container fs-profile__bar">
          <h1>My Profile</h1>
          <div className="fs-profile__actions">
            <Button onClick={() => navigate('/')}>Back to Home</Button>
            <Button onClick={logout}>Log out</Button>
          </div>
        </div>
      </header>
      <main id="main" className="fs-container fs-profile__main">
        <div className="fs-card">{body}</div>
      </main>
      <footer className="fs-profile__footer">© {new Date().getFullYear()} Food Savings App. All rights reserved.</footer>
    </div>
  );
}
