import { useMutation } from '@apollo/client/react';
import { errorMessage } from '../../../lib/graphql-errors';
import { AdminDialog, DialogActions } from '../../ui/admin-list';
import { formatNaira } from '../../ui/naira';
import { useToast } from '../../ui/toast';
import { SendCustomerNudgeMutation } from '../graphql/operations';

export interface ReminderTarget {
  customerId: string;
  firstName: string;
  overdueKobo: number;
}

const FAILURE = 'The reminder was not sent';

/**
 * "Send reminder" confirmed (issue 27, a marketer's nudge): says what the customer will get, then
 * asks the server, which decides (3 days per customer, 50 a day, 08:00-20:00 Lagos) and answers why
 * not, with when the next is possible. Either way the list's reminder states are fetched again.
 */
export function SendReminderDialog({ target, onClose }: { target: ReminderTarget | null; onClose: () => void }) {
  const toast = useToast();
  const [send, { loading }] = useMutation(SendCustomerNudgeMutation, { refetchQueries: ['MyCustomerNudges'] });

  const confirm = async () => {
    if (!target) return;
    try {
      const { data } = await send({ variables: { customerId: target.customerId } });
      const result = data?.sendCustomerNudge;
      if (result?.__typename === 'NudgeSent') toast.success('Reminder sent', `${result.firstName} will get an SMS with a link to pay.`);
      else toast.error(FAILURE, result?.__typename === 'ErrorResult' ? result.message : FAILURE);
    } catch (error) {
      toast.error(FAILURE, errorMessage(error) || FAILURE);
    }
    onClose();
  };

  return (
    <AdminDialog open={!!target} title={target ? `Remind ${target.firstName}?` : 'Send reminder'} busy={loading} onClose={onClose} width={480} focusFirst="button">
      {target && (
        <>
          <p>
            We will text {target.firstName} a reminder that <strong>{formatNaira(target.overdueKobo)}</strong> is overdue, with a link to pay, saying you asked us to.
          </p>
          <p className="fs-admin-form__note">Each customer can be reminded once every 3 days, and you can send 50 reminders a day, between 08:00 and 20:00.</p>
          <DialogActions busy={loading} onCancel={onClose} label="Send reminder" busyLabel="Sending..." onConfirm={() => void confirm()} />
        </>
      )}
    </AdminDialog>
  );
}
