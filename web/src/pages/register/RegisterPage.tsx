import { useSearchParams } from 'react-router-dom';
import { RegisterForm } from '../../modules/auth/components/RegisterForm';
import { usePageMeta } from '../../modules/ui/page-meta';

export default function RegisterPage() {
  usePageMeta('Sign up', 'Create a Food Savings account and start saving for your family’s food pack in small instalments.');
  const [params] = useSearchParams();
  const referralCode = (params.get('ref') ?? '').trim().slice(0, 64);
  return (
    <div className="fs-page fs-page--narrow">
      <div className="fs-card">
        <h1>Create an Account</h1>
        <p>It takes a minute. You can start a savings plan right after.</p>
        <RegisterForm referralCode={referralCode} showReferralField next={params.get('next')} />
      </div>
    </div>
  );
}
