import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from '../../../../../test/user-input';
import { ToastProvider } from '../../../ui/ToastProvider';
import { ReasonDialog, type ReasonAnswer, type ReasonDialogProps } from './ReasonDialog';

const user = userEvent.setup({ delay: null });

interface Thing {
  name: string;
}

function renderDialog(send: (subject: Thing, reason: string) => Promise<ReasonAnswer>, props: Partial<ReasonDialogProps<Thing>> = {}) {
  const onClose = jest.fn();
  render(
    <ToastProvider>
      <ReasonDialog<Thing>
        subject={{ name: 'Rice Pack' }}
        title="Retire pack"
        intro={(t) => <p>{t.name} will be retired.</p>}
        placeholder="Why? (3 to 300 characters)"
        action="Retire"
        busyAction="Retiring..."
        failure="Failed to retire the pack. Please try again."
        send={send}
        onClose={onClose}
        {...props}
      />
    </ToastProvider>,
  );
  return { onClose };
}

describe('ReasonDialog', () => {
  it('says what is about to happen, starts on the reason (a text area when multiline) and leaves by its own cancel label', async () => {
    const { onClose } = renderDialog(jest.fn(), { multiline: true, cancelLabel: 'Keep pack', danger: true });
    const dialog = await screen.findByRole('dialog', { name: 'Retire pack' });
    expect(dialog).toHaveTextContent('Rice Pack will be retired.');
    const reason = within(screen.getByRole('form', { name: 'Retire pack' })).getByRole('textbox', { name: /Reason/ });
    expect(reason.tagName).toBe('TEXTAREA');
    expect(reason).toHaveAttribute('aria-required', 'true');
    await waitFor(() => expect(reason).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Keep pack' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('sends the trimmed reason for the subject, and closes only once the caller answers done', async () => {
    const send = jest.fn<Promise<ReasonAnswer>, [Thing, string]>().mockResolvedValueOnce(undefined).mockResolvedValueOnce('done');
    const { onClose } = renderDialog(send);
    const form = await screen.findByRole('form', { name: 'Retire pack' });
    await fill(user, within(form).getByRole('textbox', { name: /Reason/ }), '  No longer sold ');
    await user.click(within(form).getByRole('button', { name: 'Retire' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ name: 'Rice Pack' }, 'No longer sold'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Retire' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it("puts the server's word on the reason on the field, and its message (or the failure) above, keeping what was typed", async () => {
    const send = jest.fn<Promise<ReasonAnswer>, [Thing, string]>().mockResolvedValueOnce({ message: '', fieldErrors: [{ field: 'reason', message: 'Reason must be one line' }] });
    renderDialog(send);
    const form = await screen.findByRole('form', { name: 'Retire pack' });
    const reason = within(form).getByRole('textbox', { name: /Reason/ });
    await fill(user, reason, 'Gone off the market');
    await user.click(within(form).getByRole('button', { name: 'Retire' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to retire the pack. Please try again.');
    expect(await within(form).findByText('Reason must be one line')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveValue('Gone off the market');
  });

  it("shows a BAD_USER_INPUT refusal's message and field message, and only the failure for any other error", async () => {
    const refused = new CombinedGraphQLErrors({
      errors: [{ message: 'Argument Validation Error', extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'reason', message: 'Reason must not contain control characters' }] } }],
    });
    const send = jest.fn<Promise<ReasonAnswer>, [Thing, string]>().mockRejectedValueOnce(refused).mockRejectedValueOnce(new Error('offline'));
    renderDialog(send);
    const form = await screen.findByRole('form', { name: 'Retire pack' });
    await fill(user, within(form).getByRole('textbox', { name: /Reason/ }), 'Gone off the market');
    await user.click(within(form).getByRole('button', { name: 'Retire' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Argument Validation Error');
    expect(within(form).getByText('Reason must not contain control characters')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Retire' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to retire the pack. Please try again.'));
  });
});
