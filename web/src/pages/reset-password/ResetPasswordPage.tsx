import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ResetPasswordForm } from '../../modules/auth/components/ResetPasswordForm';
import { usePageMeta } from '../../modules/ui/page-meta';
import { useToast } from '../../modules/ui/toast';

export default function ResetPasswordPage() {
  usePageMeta('Reset password', 'Choose a new password for your Food Savings account.');
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const valid = Boolean(email && token);
  const navigate = useNavigate();
  const toast = useToast();

  useEffect(() => {
    if (!valid) {
      toast.error('Invalid reset link', 'The password reset link is invalid or has expired.', { key: 'invalid-reset-link' });
      void navigate('/login', { replace: true });
    }
  }, [valid, navigate, toast]);

  if (!valid) return null;
  return (
    <div className="fs-page fs-page--narrow">
      <div className="fs-card">
        <h1>Reset Password</h1>
        <p>
          Choose a new password for <strong>{email}</strong>.
        </p>
        <ResetPasswordForm email={email} token={token} onSuccess={() => navigate('/login', { replace: true })} />
      </div>
    </div>
  );
}
