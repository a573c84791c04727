import BellOutlined from '@ant-design/icons/BellOutlined';
import { Button } from 'antd';
import { useId } from 'react';
import type { MyCustomerNudgesQuery } from '../../../gql/marketer/graphql';
import { formatNaira } from '../../ui/naira';
import type { ReminderTarget } from './SendReminderDialog';

type Nudge = MyCustomerNudgesQuery['myCustomerNudges'][number];

/**
 * A referred customer's overdue amount and "Send reminder" (issue 27): shown only when they are
 * overdue; marked disabled (aria-disabled), with the server's reason (and when the next is
 * possible) beside it and as its description, when a reminder cannot be sent now. Only the first name and the amount come from the server for this.
 */
export function ReminderCell({ nudge, onSend }: { nudge: Nudge | undefined; onSend: (target: ReminderTarget) => void }) {
  const reasonId = useId();
  if (!nudge || nudge.overdueKobo <= 0) return <span className="fs-mp-muted">None</span>;
  return (
    <div className="fs-mp-reminder">
      <strong>{formatNaira(nudge.overdueKobo)}</strong>
      <Button
        icon={<BellOutlined aria-hidden />}
        // aria-disabled, not disabled: it stays focusable, so a keyboard or screen reader user reaches it and hears why not.
        aria-disabled={!nudge.canNudge || undefined}
        className={nudge.canNudge ? undefined : 'fs-mp-reminder__off'}
        aria-label={`Send reminder to ${nudge.firstName}`}
        aria-describedby={nudge.canNudge ? undefined : reasonId}
        onClick={() => nudge.canNudge && onSend({ customerId: nudge.customerId, firstName: nudge.firstName, overdueKobo: nudge.overdueKobo })}
      >
        Send reminder
      </Button>
      {!nudge.canNudge && nudge.reason && (
        <span id={reasonId} className="fs-mp-reminder__reason">
          {nudge.reason}
        </span>
      )}
    </div>
  );
}
