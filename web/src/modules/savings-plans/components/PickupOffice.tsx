import { useQuery } from '@apollo/client/react';
import { Button } from 'antd';
import { PickupOfficeQuery } from '../graphql/pack-operations';
import { formatPhone, telHref } from '../../ui/phone';

/** Where to collect the pack: the office's address, opening hours and phone (tap to call), from the server. */
export function PickupOffice({ title = 'Collect from our office' }: { title?: string }) {
  const { data, error, loading, refetch } = useQuery(PickupOfficeQuery);
  const office = data?.pickupOffice;
  let body;
  if (office) {
    body = (
      <dl className="fs-office__facts">
        <div>
          <dt>Address</dt>
          <dd>{office.address}</dd>
        </div>
        <div>
          <dt>Opening hours</dt>
          <dd>{office.hours}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={telHref(office.phoneNumber)}>{formatPhone(office.phoneNumber)}</a>
          </dd>
        </div>
      </dl>
    );
  } else if (error && !loading) {
    body = (
      <div role="alert" className="fs-office__error">
        <p>We could not load the office address.</p>
        <Button size="small" onClick={() => void refetch().catch(() => undefined)}>
          Try again
        </Button>
      </div>
    );
  } else {
    body = <p role="status">Loading the office address...</p>;
  }
  return (
    <section className="fs-office" aria-label={title}>
      <p className="fs-office__title">{title}</p>
      {body}
    </section>
  );
}
