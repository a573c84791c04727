import { useSearchParams } from 'react-router-dom';
import { LoginForm } from '../../modules/auth/components/LoginForm';
import { useAuthDialog } from '../../modules/auth';
import { usePageMeta } from '../../modules/ui/page-meta';

export default function LoginPage() {
  usePageMeta('Log in', 'Log in to Food Savings to follow your food pack savings plans and payments.');
  const { openAuthDialog } = useAuthDialog();
  // ?next=: where the visitor was going (checked as an internal path when followed).
  const [params] = useSearchParams();
  return (
    <div className="fs-page fs-page--narrow">
      <div className="fs-card">
        <h1>Welcome Back</h1>
        <p>Log in to see your savings plans and payments.</p>
        <LoginForm onForgotPassword={() => openAuthDialog('forgot')} next={params.get('next')} />
      </div>
    </div>
  );
}
