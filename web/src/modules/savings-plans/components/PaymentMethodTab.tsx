import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/graphql-errors';
import { PageSpinner } from '../../ui/PageSpinner';
import { useToast } from '../../ui/toast';
import { RemoveMyPaymentMethodMutation } from '../graphql/card-operations';
import { MyPaymentMethodQuery } from '../graphql/operations';
import { capitalise } from '../utils/plans';
import { BankAccountPanel } from './BankAccountPanel';
import './savings-plans.css';

/** The profile's payment tab: the card saved from the customer's last card payment, if any. */
export function PaymentMethodTab() {
  const toast = useToast();
  const { data, loading, error, refetch } = useQuery(MyPaymentMethodQuery, { fetchPolicy: 'cache-and-network' });

  useEffect(() => {
    if (error) toast.error('Error', 'Failed to load payment method', { key: 'payment-method' });
  }, [error, toast]);

  const method = data?.myPaymentMethod;
  const [confirming, setConfirming] = useState(false);
  const [remove, { loading: removing }] = useMutation(RemoveMyPaymentMethodMutation);

  // Issue 29: the customer's own card only (the server checks); plans charged on it fall back to reminders and pay links.
  const removeCard = async (id: string) => {
    try {
      const { data: answer } = await remove({
        variables: { id },
        update: (cache, { data: removed }) => {
          if (removed?.removeMyPaymentMethod.__typename !== 'Ack') return;
          cache.writeQuery({ query: MyPaymentMethodQuery, data: { myPaymentMethod: null } });
          // Plans that were automatic are manual now: read them again when next shown.
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'mySavingsPlans' });
        },
      });
      const result = answer?.removeMyPaymentMethod;
      if (result?.__typename === 'Ack') {
        toast.success('Card removed', result.message, { key: 'remove-card' });
        setConfirming(false);
      } else {
        toast.error('Failed to remove card', result?.message ?? 'Please try again.', { key: 'remove-card' });
      }
    } catch (failure) {
      toast.error('Failed to remove card', errorMessage(failure) || 'Please check your connection and try again.', { key: 'remove-card' });
    }
  };

  let body;
  if (method) {
    body = (
      <div className="fs-saved-card">
        <h3 className="fs-saved-card__title">
          {capitalise(method.cardType)} <CardNumber last4={method.lastFourDigits} />
          {method.isDefault && (
            <>
              {' '}
              <span className="fs-saved-card__default">Default</span>
            </>
          )}
        </h3>
        <dl className="fs-plan-facts">
          <div>
            <dt>Provider</dt>
            <dd>{capitalise(method.provider)}</dd>
          </div>
          <div>
            <dt>Type</dt>
            <dd>{capitalise(method.type)}</dd>
          </div>
          <div>
            <dt>Card Type</dt>
            <dd>{capitalise(method.cardType)}</dd>
          </div>
          {method.bank && (
            <div>
              <dt>Bank</dt>
              <dd>{method.bank}</dd>
            </div>
          )}
          <div>
            <dt>Card Number</dt>
            <dd>
              <CardNumber last4={method.lastFourDigits} />
            </dd>
          </div>
          <div>
            <dt>Expires</dt>
            <dd>
              {method.expMonth.padStart(2, '0')}/{method.expYear.slice(-2)}
            </dd>
          </div>
        </dl>
        <Button danger onClick={() => setConfirming(true)}>
          Remove Card
        </Button>
        <Modal
          open={confirming}
          title="Remove this card?"
          onCancel={() => !removing && setConfirming(false)}
          closable={!removing}
          mask={{ closable: !removing }}
          footer={[
            <Button key="cancel" onClick={() => setConfirming(false)} disabled={removing}>
              Cancel
            </Button>,
            <Button key="remove" danger type="primary" loading={removing} onClick={() => void removeCard(method.id)}>
              {removing ? 'Removing...' : 'Remove Card'}
            </Button>,
          ]}
        >
          <p>
            {capitalise(method.cardType)} ending in {method.lastFourDigits} will no longer be kept. Plans paid automatically with it switch to manual
            payment: we will remind you by e-mail and SMS before each instalment, with a link to pay. Your next card payment saves a card again.
          </p>
        </Modal>
      </div>
    );
  } else if (data) {
    body = (
      <div className="fs-state">
        <h3>No saved payment methods</h3>
        <p>Your card is saved automatically after you make a card payment through our payment provider, Paystack.</p>
      </div>
    );
  } else if (error && !loading) {
    body = (
      <div className="fs-state fs-state--error" role="alert">
        <p>Failed to load payment method.</p>
        <Button onClick={() => void refetch().catch(() => undefined)}>Try Again</Button>
      </div>
    );
  } else {
    body = <PageSpinner label="Loading your payment method" />;
  }

  return (
    <section aria-labelledby="payment-heading">
      <h2 id="payment-heading">Payment Methods</h2>
      <BankAccountPanel />
      <h3>Saved card</h3>
      {body}
    </section>
  );
}

/** '**** 4081' on screen, 'ending in 4081' to a screen reader. */
function CardNumber({ last4 }: { last4: string }) {
  return (
    <>
      <span aria-hidden="true">**** </span>
      <span className="fs-visually-hidden">ending in </span>
      {last4}
    </>
  );
}
