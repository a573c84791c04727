import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Result } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { OpenCheckout } from '../../../lib/payment-gateway';
import { formatDate, formatNaira } from '../../ui/format';
import { PageSpinner } from '../../ui/PageSpinner';
import { ConfirmPayLinkMutation, PayLinkQuery, PayWithLinkMutation } from '../graphql/operations';
import './pay-link.css';

export interface PayLinkPanelProps {
  token: string;
  openCheckout: OpenCheckout;
  /** A reference the checkout sent this page back with (the redirect fallback): confirmed once on arrival. */
  returnedReference?: string | null;
  /** Inside the stand-in's popup the page that opened it confirms: this one only says so. */
  inCheckoutPopup?: boolean;
}

type Phase = { step: 'idle' } | { step: 'paying' } | { step: 'confirming'; reference: string } | { step: 'paid' } | { step: 'problem'; message: string; reference?: string };

const SIGN_IN = (
  <Link to="/login">
    <Button type="primary">Sign in to pay</Button>
  </Link>
);

/**
 * A reminder's one-tap pay link, without signing in: the first name, the pack, the amount and the
 * due date, and a "Pay ₦X" button that opens the checkout. The server decides everything (which
 * instalment, how much, whether the link still works); this only shows its answer.
 */
export function PayLinkPanel({ token, openCheckout, returnedReference, inCheckoutPopup }: PayLinkPanelProps) {
  const { data, loading, error, refetch } = useQuery(PayLinkQuery, { variables: { token }, fetchPolicy: 'network-only', skip: inCheckoutPopup });
  const [pay] = useMutation(PayWithLinkMutation);
  const [confirm] = useMutation(ConfirmPayLinkMutation);
  // Back from a redirect checkout with ?reference=…: confirming from the first render.
  const arrivedWith = returnedReference && !inCheckoutPopup ? returnedReference : null;
  const [phase, setPhase] = useState<Phase>(arrivedWith ? { step: 'confirming', reference: arrivedWith } : { step: 'idle' });
  const confirmed = useRef(new Set<string>());

  /**
   * Asks the server to verify and credit the reference; the answer decides what is shown. When the
   * checkout window closed without saying (`unsure`), "not paid" means the customer gave up.
   */
  const settle = async (reference: string, unsure = false) => {
    try {
      const { data: answer } = await confirm({ variables: { token, reference } });
      const result = answer?.confirmPayLink;
      if (result?.__typename === 'PayLink' && result.status === 'Paid') setPhase({ step: 'paid' });
      else if (unsure && result?.__typename === 'ErrorResult' && result.errorCode === 'PAYMENT_NOT_SUCCESSFUL') setPhase({ step: 'idle' });
      else setPhase({ step: 'problem', reference, message: result?.__typename === 'ErrorResult' ? result.message : 'We could not confirm your payment yet.' });
    } catch {
      setPhase({ step: 'problem', reference, message: 'We could not confirm your payment yet.' });
    }
  };

  const confirmReference = async (reference: string, unsure = false) => {
    if (confirmed.current.has(reference)) return;
    confirmed.current.add(reference);
    setPhase({ step: 'confirming', reference });
    await settle(reference, unsure);
    // A checkout the customer gave up on may be paid on the next try: let it be asked about again.
    if (unsure) confirmed.current.delete(reference);
  };

  useEffect(() => {
    if (!arrivedWith || confirmed.current.has(arrivedWith)) return;
    confirmed.current.add(arrivedWith);
    void settle(arrivedWith);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the reference the page arrived with
  }, [arrivedWith]);

  if (inCheckoutPopup) return <Result status="success" title="Payment sent" subTitle="You can close this window." />;

  const startPayment = async () => {
    setPhase({ step: 'paying' });
    try {
      const { data: answer } = await pay({ variables: { token } });
      const started = answer?.payWithLink;
      if (!started) throw new Error('no answer');
      if (started.__typename === 'ErrorResult') {
        setPhase({ step: 'idle' });
        await refetch();
        if (started.errorCode === 'PAYMENT_PROVIDER_ERROR' || started.errorCode === 'RATE_LIMITED') setPhase({ step: 'problem', message: started.message });
        return;
      }
      const outcome = await openCheckout(started);
      if (outcome.status === 'cancelled') return setPhase({ step: 'idle' });
      await confirmReference(outcome.reference, outcome.status !== 'success');
    } catch {
      setPhase({ step: 'problem', message: "We couldn't start the payment. Please try again." });
    }
  };

  if (phase.step === 'paid') {
    return <Result status="success" title="Payment received" subTitle="Thank you! Your savings plan has been updated. A receipt is on its way by e-mail." />;
  }
  if (loading && !data) return <PageSpinner label="Loading your payment" />;
  if (error && !data) {
    return (
      <Result status="warning" title="We couldn't load this payment link" subTitle="Please check your connection and try again." extra={<Button onClick={() => void refetch()}>Try again</Button>} />
    );
  }
  const link = data?.payLink;
  if (!link || link.status === 'Invalid') return <Result status="error" title="This payment link is not valid" subTitle="It may have been mistyped, or its plan is closed. Sign in to pay from your profile." extra={SIGN_IN} />;
  if (link.status === 'Expired') return <Result status="info" title="This payment link has expired" subTitle="Payment links work for 7 days. Sign in to pay from your profile." extra={SIGN_IN} />;
  if (link.status === 'Paid') return <Result status="success" title="Already paid" subTitle={`Thank you, ${link.firstName ?? ''}! This payment for your ${link.packName ?? ''} has been made.`} />;

  const amount = formatNaira(link.amountKobo ?? 0);
  const busy = phase.step === 'paying' || phase.step === 'confirming';
  return (
    <section className="fs-pay-link" aria-labelledby="pay-link-heading">
      <h1 id="pay-link-heading">Hi {link.firstName}</h1>
      <dl className="fs-pay-link__facts">
        <div>
          <dt>Pack</dt>
          <dd>{link.packName}</dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>{amount}</dd>
        </div>
        <div>
          <dt>Due date</dt>
          <dd>{formatDate(link.dueDate)}</dd>
        </div>
      </dl>
      <Button type="primary" size="large" block loading={busy} onClick={() => void startPayment()}>
        {phase.step === 'confirming' ? 'Confirming payment...' : `Pay ${amount}`}
      </Button>
      {phase.step === 'problem' && (
        <p role="alert" className="fs-pay-link__problem">
          {phase.message}
          {phase.reference && ` If you were charged, keep this reference for support: ${phase.reference}.`}
        </p>
      )}
      <p className="fs-pay-link__note">Secure payment by card through Paystack. This link pays this one payment only.</p>
    </section>
  );
}
