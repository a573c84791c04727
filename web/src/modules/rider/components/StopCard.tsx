import { useMutation } from '@apollo/client/react';
import { Button } from 'antd';
import { useId, useRef, useState } from 'react';
import type { FulfilmentState, RoundStopFieldsFragment } from '../../../gql/rider/graphql';
import { formatDate } from '../../ui/format';
import { formatLagosTime } from '../../ui/lagos-time';
import { formatPhone, telHref } from '../../ui/phone';
import { useToast } from '../../ui/toast';
import { DispatchDeliveryMutation } from '../graphql/operations';
import { followDeliveryOnRound } from '../utils/round-cache';
import { FailedDeliveryForm } from './FailedDeliveryForm';
import { HandoverForm } from './HandoverForm';

const STATE_LABEL: Partial<Record<FulfilmentState, string>> = {
  Scheduled: 'To take out',
  OutForDelivery: 'Out for delivery',
  Delivered: 'Delivered',
  AwaitingDispatch: 'Back to the office',
};

/**
 * One delivery of the rider's day: who, how to call them, where (with the landmark and area),
 * what is in the pack; then what the rider can do now: take it out, hand it over on the
 * customer's code, or say why it could not be delivered.
 */
export function StopCard({ stop }: { stop: RoundStopFieldsFragment }) {
  const headingId = useId();
  const toast = useToast();
  const [dispatch, { loading: dispatching }] = useMutation(DispatchDeliveryMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const [failing, setFailing] = useState(false);
  const failButton = useRef<HTMLButtonElement>(null);
  const { state } = stop;

  const takeOut = async () => {
    setProblem(null);
    try {
      const { data } = await dispatch({
        variables: { fulfilmentId: stop.id },
        update: (cache, { data: d }) => {
          if (d?.dispatchDelivery.__typename === 'Delivery') followDeliveryOnRound(cache, d.dispatchDelivery);
        },
      });
      const result = data?.dispatchDelivery;
      if (result?.__typename === 'Delivery') toast.success('Out for delivery', `${stop.customerName} is told you are on your way.`);
      else setProblem(result?.message ?? 'It could not be marked out for delivery.');
    } catch {
      setProblem('It could not be marked out for delivery. Please check your connection and try again.');
    }
  };

  return (
    <article className={`fs-stop fs-stop--${state}`} aria-labelledby={headingId}>
      <header className="fs-stop__header">
        <h2 id={headingId} className="fs-stop__name">
          {stop.customerName}
        </h2>
        <span className="fs-stop__state">{STATE_LABEL[state] ?? state}</span>
      </header>

      <a className="fs-stop__call" href={telHref(stop.phoneNumber)}>
        Call {formatPhone(stop.phoneNumber)}
      </a>

      <dl className="fs-stop__facts">
        <div>
          <dt>Address</dt>
          <dd>
            <span className="fs-stop__line">{stop.street}</span>
            {stop.landmark && <span className="fs-stop__line">Near {stop.landmark}</span>}
            {stop.area && <span className="fs-stop__line">{stop.area}</span>}
          </dd>
        </div>
        <div>
          <dt>Pack</dt>
          <dd>
            {stop.packName}
            {stop.items.length > 0 && (
              <ul className="fs-stop__items" aria-label={`In the ${stop.packName}`}>
                {stop.items.map((item, i) => (
                  <li key={`${i}-${item}`}>{item}</li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div>
          <dt>Promised by</dt>
          <dd>
            {formatDate(stop.promisedDate)}
            {stop.late && state !== 'Delivered' && <span className="fs-stop__late">Late</span>}
          </dd>
        </div>
      </dl>

      {problem && (
        <p className="fs-field__error" role="alert">
          {problem}
        </p>
      )}

      {state === 'Scheduled' && (
        <Button type="primary" size="large" block onClick={() => void takeOut()} loading={dispatching} aria-describedby={headingId}>
          Out for delivery
        </Button>
      )}

      {state === 'OutForDelivery' && !stop.handoverLocked && !failing && <HandoverForm stopId={stop.id} customerName={stop.customerName} />}

      {state === 'OutForDelivery' && stop.handoverLocked && (
        <p className="fs-stop__locked" role="alert">
          Too many wrong codes: the handover is locked. Call the office: an admin can complete it with a reason.
        </p>
      )}

      {state === 'OutForDelivery' &&
        (failing ? (
          <FailedDeliveryForm
            stopId={stop.id}
            customerName={stop.customerName}
            onCancel={() => {
              setFailing(false);
              requestAnimationFrame(() => failButton.current?.focus());
            }}
          />
        ) : (
          <Button ref={failButton} className="fs-stop__fail" onClick={() => setFailing(true)} aria-describedby={headingId}>
            Could not deliver
          </Button>
        ))}

      {state === 'Delivered' && (
        <p className="fs-stop__done" role="status">
          Handed over{stop.handedOverAt ? ` at ${formatLagosTime(stop.handedOverAt)}` : ''}.
        </p>
      )}

      {state === 'AwaitingDispatch' && (
        <p className="fs-stop__done" role="status">
          Could not deliver: bring the pack back to the office to be booked again.
        </p>
      )}
    </article>
  );
}
