import { MockLink } from '@apollo/client/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { createSessionStore } from '../lib/session';
import { useToast } from '../modules/ui/toast';
import { AppProviders } from './AppProviders';

/** Longer than the test takes: a toast gone is closed, not timed out. */
const STAYS = { duration: 60 };

/** A form page that toasts a mistake, then a success on its way to the next page, as sign-up does. */
function FormPage() {
  const toast = useToast();
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => toast.error('Password mismatch', "The passwords you entered don't match", STAYS)}>Send wrong</button>
      <button
        onClick={() => {
          toast.success('Registration successful', 'Welcome to Food Savings, Ada!', STAYS);
          void navigate('/profile');
        }}
      >
        Send right
      </button>
    </>
  );
}

function NextPage() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(-1)}>Back</button>;
}

async function renderAt(route: string) {
  await act(async () =>
    render(
      <MemoryRouter initialEntries={[route]}>
        <AppProviders session={createSessionStore(window.localStorage)} transport={new MockLink([])}>
          <Routes>
            <Route path="/register" element={<FormPage />} />
            <Route path="/profile" element={<NextPage />} />
          </Routes>
        </AppProviders>
      </MemoryRouter>,
    ),
  );
}

describe('toasts across pages', () => {
  it("closes the page's toasts on the next page, keeping the one that announced it", async () => {
    const user = userEvent.setup();
    await renderAt('/register');
    await user.click(screen.getByRole('button', { name: 'Send wrong' }));
    expect(await screen.findByText('Password mismatch')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send right' }));
    expect(await screen.findByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Password mismatch')).not.toBeInTheDocument());

    // And back again: the success toast was about the page left.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Send wrong' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Registration successful')).not.toBeInTheDocument());
  });

  it('shows toasts at the bottom on a phone, where they cannot cover a dialog title, and top right on wider screens', async () => {
    const user = userEvent.setup();
    const matchMedia = window.matchMedia;
    try {
      await renderAt('/register');
      await user.click(screen.getByRole('button', { name: 'Send wrong' }));
      expect((await screen.findByText('Password mismatch')).closest('.ant-notification')).toHaveClass('ant-notification-bottom');

      window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: query === '(min-width: 576px)' })) as typeof window.matchMedia;
      await user.click(screen.getByRole('button', { name: 'Send right' }));
      expect((await screen.findByText('Registration successful')).closest('.ant-notification')).toHaveClass('ant-notification-topRight');
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
