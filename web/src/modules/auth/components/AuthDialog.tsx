import { Modal } from 'antd';
import { useState } from 'react';
import type { AuthView } from '../auth-view';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

const TITLES: Record<AuthView, string> = {
  login: 'Welcome Back',
  register: 'Create an Account',
  forgot: 'Reset Password',
};

export interface AuthDialogProps {
  open: boolean;
  initialView: AuthView;
  /** A login leaves the visitor on this page (a registration still goes to /profile). */
  stayAfterLogin?: boolean;
  /** Where signing in or up leads (an internal path), whichever view it happens in. */
  next?: string;
  onClose: () => void;
}

/**
 * The auth dialog (spec sections 2 and 4): login <-> register, login <-> forgot-password.
 * Its provider mounts a fresh one on every opening, so it always starts in the requested
 * view with empty fields; closing it unmounts the forms.
 */
export default function AuthDialog({ open, initialView, stayAfterLogin, next, onClose }: AuthDialogProps) {
  const [view, setView] = useState<AuthView>(initialView);
  const toLogin = () => setView('login');
  return (
    <Modal open={open} title={TITLES[view]} onCancel={onClose} footer={null} destroyOnHidden width={520} className="fs-auth-dialog">
      {view === 'login' && <LoginForm onSuccess={onClose} stayOnPage={stayAfterLogin} next={next} onForgotPassword={() => setView('forgot')} onRegister={() => setView('register')} />}
      {view === 'register' && <RegisterForm onSuccess={onClose} onLogin={toLogin} next={next} />}
      {view === 'forgot' && <ForgotPasswordForm onBackToLogin={toLogin} />}
    </Modal>
  );
}
