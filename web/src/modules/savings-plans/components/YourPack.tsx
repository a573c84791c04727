import { useQuery } from '@apollo/client/react';
import { Button } from 'antd';
import { useId, useRef, useState, type ReactNode } from 'react';
import type { FulfilmentState, PackHandoverFieldsFragment } from '../../../gql/pack/graphql';
import { formatLagosDateTime } from '../../ui/lagos-time';
import { formatPhone, telHref } from '../../ui/phone';
import { MyPackHandoverQuery } from '../graphql/pack-operations';
import { addressLine } from '../utils/delivery-address';
import { formatShortDay } from '../utils/plans';
import { ChangeAddressForm } from './ChangeAddressForm';
import { PickupOffice } from './PickupOffice';
import { SwitchToPickupDialog } from './SwitchToPickupDialog';
import './your-pack.css';

export interface YourPackProps {
  planId: string;
  packName: string;
  /** Shown while the pack's progress loads, or when there is none to show (the plan's delivery window). */
  fallback?: ReactNode;
}

type Pack = PackHandoverFieldsFragment;
type StepStatus = 'done' | 'current' | 'todo';

const DELIVERY_STEPS: readonly FulfilmentState[] = ['AwaitingDispatch', 'Scheduled', 'OutForDelivery', 'Delivered'];
const PICKUP_STEPS: readonly FulfilmentState[] = ['AwaitingDispatch', 'ReadyForPickup', 'Collected'];

/** When the pack last reached a state (the handover's own time for the last step). */
function reachedAt(pack: Pack, state: FulfilmentState): string | null {
  if ((state === 'Delivered' || state === 'Collected') && pack.handedOverAt) return pack.handedOverAt;
  const steps = pack.timeline.filter((s) => s.state === state);
  return steps.length ? steps[steps.length - 1].at : null;
}

function stepTitle(pack: Pack, state: FulfilmentState, status: StepStatus): string {
  switch (state) {
    case 'AwaitingDispatch':
      return pack.method === 'delivery' ? 'Paid in full: awaiting dispatch' : 'Paid in full: being packed';
    case 'Scheduled':
      return pack.scheduledFor && status !== 'todo' ? `Scheduled for ${formatShortDay(pack.scheduledFor)}` : 'Scheduled for a delivery day';
    case 'OutForDelivery':
      return status === 'current' && pack.rider ? `Out for delivery with ${pack.rider.firstName}` : 'Out for delivery';
    case 'ReadyForPickup':
      return 'Ready to collect at our office';
    default:
      return state === 'Delivered' ? 'Delivered' : state === 'Collected' ? 'Collected' : state;
  }
}

/** Where the pack is: its steps, done, current or still to come, each with when it happened. */
function PackSteps({ pack }: { pack: Pack }) {
  const steps = pack.method === 'delivery' ? DELIVERY_STEPS : PICKUP_STEPS;
  const current = steps.indexOf(pack.state);
  const last = steps.length - 1;
  return (
    <ol className="fs-pack-steps" aria-label="Progress">
      {steps.map((state, i) => {
        const status: StepStatus = i < current || (i === current && i === last) ? 'done' : i === current ? 'current' : 'todo';
        const at = status === 'todo' ? null : reachedAt(pack, state);
        return (
          <li key={state} className={`fs-pack-steps__step fs-pack-steps__step--${status}`} aria-current={i === current ? 'step' : undefined}>
            <span className="fs-pack-steps__title">{stepTitle(pack, state, status)}</span>
            {at && (
              <time className="fs-pack-steps__time" dateTime={at}>
                {formatLagosDateTime(at)}
              </time>
            )}
            {state === 'OutForDelivery' && status === 'current' && pack.rider && (
              <a className="fs-pack-steps__call" href={telHref(pack.rider.phoneNumber)}>
                Call {pack.rider.firstName} on {formatPhone(pack.rider.phoneNumber)}
              </a>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** The 6-digit code, large; said digit by digit to screen readers. */
function HandoverCode({ code, method }: { code: string; method: Pack['method'] }) {
  const labelId = useId();
  return (
    <div className="fs-pack-code" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="fs-pack-code__label">
        Your handover code
      </p>
      <p className="fs-pack-code__digits">
        <span aria-hidden="true">{code}</span>
        <span className="fs-visually-hidden">{code.split('').join(' ')}</span>
      </p>
      <p className="fs-pack-code__note">
        {method === 'delivery'
          ? 'Give it to the rider only when the pack is in your hands: it is how we know you received it.'
          : 'Give it at the office only when the pack is in your hands: it is how we know you received it.'}
      </p>
    </div>
  );
}

/**
 * 'Your pack' on a fully paid plan: where the pack is, when it is promised, the handover code
 * (until it is handed over), and, until it leaves our office, 'Change address' and 'Switch to
 * pickup'. Asked for only by Completed plans' cards; its own download.
 */
export default function YourPack({ planId, packName, fallback = null }: YourPackProps) {
  const headingId = useId();
  const { data, error, loading, refetch } = useQuery(MyPackHandoverQuery, { variables: { planId }, fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState(false);
  const [switching, setSwitching] = useState(false);
  const changeButton = useRef<HTMLButtonElement>(null);
  const switchButton = useRef<HTMLButtonElement>(null);
  const pack = data?.myPackHandover;

  if (!pack) {
    if (error && !loading) {
      return (
        <>
          {fallback}
          <div className="fs-pack__problem" role="alert">
            <p>We could not load where your pack is.</p>
            <Button size="small" onClick={() => void refetch().catch(() => undefined)}>
              Try again
            </Button>
          </div>
        </>
      );
    }
    return <>{fallback}</>;
  }

  const handedOver = pack.state === 'Delivered' || pack.state === 'Collected';
  const cancelled = pack.state === 'Cancelled';

  return (
    <section className="fs-pack" aria-labelledby={headingId}>
      <h4 id={headingId} className="fs-pack__heading">
        Your pack
      </h4>
      {cancelled ? (
        <p>This delivery is cancelled.</p>
      ) : (
        <>
          {!handedOver && (
            <p className="fs-pack__promise">
              {pack.method === 'delivery' ? 'Promised by' : 'Ready to collect by'} <strong>{formatShortDay(pack.promisedDate)}</strong>
              {pack.late && <span className="fs-pack__late">Late</span>}
            </p>
          )}
          <PackSteps pack={pack} />
          {pack.code && <HandoverCode code={pack.code} method={pack.method} />}
          {pack.method === 'delivery' ? (
            <p className="fs-pack__address">
              <span className="fs-pack__address-label">{handedOver ? 'Delivered to' : 'Delivering to'}</span> {addressLine(pack)}
            </p>
          ) : (
            !handedOver && <PickupOffice title="Collect it from our office" />
          )}
        </>
      )}

      {pack.canChange && !editing && (
        <div className="fs-plan-card__actions">
          <Button ref={changeButton} onClick={() => setEditing(true)} aria-describedby={headingId}>
            {pack.method === 'delivery' ? 'Change address' : 'Deliver it instead'}
          </Button>
          {pack.method === 'delivery' && (
            <Button ref={switchButton} onClick={() => setSwitching(true)} aria-describedby={headingId}>
              Switch to pickup
            </Button>
          )}
        </div>
      )}
      {pack.canChange && editing && (
        <ChangeAddressForm
          pack={pack}
          onDone={() => {
            setEditing(false);
            // Back to where the customer was: the button that opened the form.
            requestAnimationFrame(() => changeButton.current?.focus());
          }}
        />
      )}
      <SwitchToPickupDialog
        planId={planId}
        packName={packName}
        open={switching}
        onClose={() => {
          setSwitching(false);
          requestAnimationFrame(() => (switchButton.current ?? changeButton.current)?.focus());
        }}
      />

      {pack.timeline.length > 0 && (
        <details className="fs-history">
          <summary>All updates ({pack.timeline.length})</summary>
          <ol className="fs-pack-updates">
            {[...pack.timeline].reverse().map((step, i) => (
              <li key={`${step.at}-${i}`}>
                <time dateTime={step.at}>{formatLagosDateTime(step.at)}</time> {step.label}
              </li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}
