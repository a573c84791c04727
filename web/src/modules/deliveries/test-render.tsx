import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createSessionStore, SessionProvider } from '../../lib/session';
import { ToastProvider } from '../ui/ToastProvider';

/** A piece of the Deliveries tab with what the console gives it: toasts, a signed-in admin, Apollo answered by `mocks`. */
export function renderWithAdmin(ui: ReactElement, mocks: MockLink.MockedResponse[]) {
  const session = createSessionStore(localStorage);
  session.signIn({ token: 'admin-token', expiresAt: null, user: { id: 'admin-1', firstName: 'Adaeze', lastName: 'Okafor', email: 'admin@demo.ng', phoneNumber: '08030000001', roles: ['Admin'] } });
  render(
    <ToastProvider>
      <SessionProvider store={session}>
        <MockedProvider mocks={mocks}>{ui}</MockedProvider>
      </SessionProvider>
    </ToastProvider>,
  );
}

/** A toast's description, once shown. */
export const toastText = (text: string | RegExp) => screen.findByText(text, { selector: '.ant-notification-notice-description, .ant-notification-notice-description *' });
