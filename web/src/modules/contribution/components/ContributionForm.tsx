import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CHECKOUT_POPUP_NAME, type CheckoutOutcome, type CheckoutRequest } from '../../../lib/payment-gateway';
import { useAnonymousMutation, usePublicQuery } from '../../../lib/public-data';
import { Button } from '../../ui/Button';
import { useHttpStatus } from '../../ui/document-head';
import { formatNaira } from '../../ui/format';
import { PageSpinner } from '../../ui/PageSpinner';
import { ConfirmContributionMutation, ContributeMutation, ContributionPageQuery } from '../graphql/operations';
import './contribution.css';

export interface ContributionFormProps {
  token: string;
  /** Opens the checkout (lib/payment-gateway); made on first use, never while rendering on the server. */
  openCheckout: (request: CheckoutRequest) => Promise<CheckoutOutcome>;
  /** A reference the checkout sent this page back with (the redirect fallback): confirmed once on arrival. */
  returnedReference?: string | null;
  /** Inside the stand-in's popup the page that opened it confirms: this one only says so. */
  inCheckoutPopup?: boolean;
}

type Phase = { step: 'idle' } | { step: 'paying' } | { step: 'confirming' } | { step: 'paid'; amountKobo: number; name: string } | { step: 'problem'; message: string; reference?: string };
type Fields = { name?: string; amountKobo?: string };

/** '5,000', '₦5000', ' 5000 ' → 500000 kobo; null when not whole naira. */
export function nairaToKobo(text: string): number | null {
  const cleaned = text.replace(/[₦,\s]/g, '');
  if (!/^\d{1,9}$/.test(cleaned)) return null;
  return Number(cleaned) * 100;
}

/**
 * A plan's contribution link, signed out (issue 27): the owner's first name, the pack and the
 * amount left, a name and an amount, and the checkout. The server decides everything (whether the
 * link works, the least and the most, the credit); this shows its answers, each under its field.
 */
export function ContributionForm({ token, openCheckout, returnedReference = null, inCheckoutPopup = false }: ContributionFormProps) {
  const { data, loading, error, refetch } = usePublicQuery(ContributionPageQuery, { token });
  const [contribute] = useAnonymousMutation(ContributeMutation);
  const [confirm] = useAnonymousMutation(ConfirmContributionMutation);
  const page = data?.contributionPage;
  useHttpStatus(!page || page.status === 'Open' ? 200 : page.status === 'Invalid' ? 404 : 410);
  const arrivedWith = returnedReference && !inCheckoutPopup ? returnedReference : null;
  const [phase, setPhase] = useState<Phase>(arrivedWith ? { step: 'confirming' } : { step: 'idle' });
  const [name, setName] = useState('');
  const [amount, setAmount] = useState('');
  const [fields, setFields] = useState<Fields>({});
  const confirmed = useRef(new Set<string>());
  const nameId = useId();
  const amountId = useId();
  const headingId = useId();

  const settle = async (reference: string, unsure = false) => {
    if (confirmed.current.has(reference)) return;
    confirmed.current.add(reference);
    setPhase({ step: 'confirming' });
    try {
      const answer = (await confirm({ token, reference })).confirmContribution;
      if (answer.__typename === 'ContributionReceipt') setPhase({ step: 'paid', amountKobo: answer.amountKobo, name: answer.contributorName });
      else if (unsure && answer.errorCode === 'PAYMENT_NOT_SUCCESSFUL') setPhase({ step: 'idle' });
      else setPhase({ step: 'problem', reference, message: answer.message });
    } catch {
      setPhase({ step: 'problem', reference, message: 'We could not confirm your payment yet.' });
    }
    // A checkout given up on may be paid on the next try: let it be asked about again.
    if (unsure) confirmed.current.delete(reference);
  };

  useEffect(() => {
    // In the checkout popup (known only now, after hydration) the opener confirms.
    if (!arrivedWith || (window.opener && window.name === CHECKOUT_POPUP_NAME)) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- confirming with the server: its answer sets the state
    void settle(arrivedWith);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the reference the page arrived with
  }, [arrivedWith]);

  if (inCheckoutPopup) {
    return (
      <section className="fs-contribute" aria-labelledby={headingId}>
        <h1 id={headingId}>Payment sent</h1>
        <p>You can close this window.</p>
      </section>
    );
  }

  if (phase.step === 'paid') {
    return (
      <section className="fs-contribute" aria-labelledby={headingId}>
        <h1 id={headingId}>{`Thank you, ${phase.name}!`}</h1>
        <p role="status">{`${formatNaira(phase.amountKobo)} has been added to ${page?.firstName ? `${page.firstName}’s` : 'their'} ${page?.packName ?? 'savings'} plan.`}</p>
      </section>
    );
  }
  if (!page) {
    if (error && !loading) {
      return (
        <section className="fs-contribute" aria-labelledby={headingId}>
          <h1 id={headingId}>We couldn’t load this link</h1>
          <p role="alert">{/too many/i.test(error.message) ? error.message : 'Please check your connection and try again.'}</p>
          <Button onClick={() => void refetch().catch(() => undefined)}>Try again</Button>
        </section>
      );
    }
    return <PageSpinner label="Loading the contribution link" />;
  }
  if (page.status !== 'Open') {
    const [title, text] =
      page.status === 'Off'
        ? ['This link has been turned off', 'Its owner turned this contribution link off. Ask them for a new one.']
        : page.status === 'Closed'
          ? ['This plan is not taking contributions', 'It is fully paid or closed. Thank you for thinking of them!']
          : ['This link is not valid', 'Check the link you were sent: it may be incomplete.'];
    return (
      <section className="fs-contribute" aria-labelledby={headingId}>
        <h1 id={headingId}>{title}</h1>
        <p>{text}</p>
      </section>
    );
  }

  const left = page.amountLeftKobo ?? 0;
  const min = page.minimumKobo ?? 0;
  const busy = phase.step === 'paying' || phase.step === 'confirming';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amountKobo = nairaToKobo(amount);
    const problems: Fields = {};
    const trimmed = name.trim();
    if (trimmed.length < 2 || trimmed.length > 60) problems.name = 'Your name must be 2 to 60 characters.';
    if (amountKobo === null) problems.amountKobo = 'Enter the amount in whole naira, e.g. 5000.';
    setFields(problems);
    if (problems.name || amountKobo === null) return;
    setPhase({ step: 'paying' });
    try {
      const answer = (await contribute({ token, input: { name: trimmed, amountKobo } })).contribute;
      if (answer.__typename === 'ErrorResult') {
        const byField: Fields = {};
        for (const f of answer.fieldErrors) if (f.field === 'name' || f.field === 'amountKobo') byField[f.field] = f.message;
        setFields(byField);
        setPhase(byField.name || byField.amountKobo ? { step: 'idle' } : { step: 'problem', message: answer.message });
        if (answer.errorCode !== 'VALIDATION') void refetch().catch(() => undefined);
        return;
      }
      const outcome = await openCheckout(answer);
      if (outcome.status === 'cancelled') return setPhase({ step: 'idle' });
      await settle(outcome.reference, outcome.status !== 'success');
    } catch {
      setPhase({ step: 'problem', message: "We couldn't start the payment. Please try again." });
    }
  };

  return (
    <section className="fs-contribute" aria-labelledby={headingId}>
      <h1 id={headingId}>{`Contribute to ${page.firstName ?? ''}’s savings`}</h1>
      <dl className="fs-contribute__facts">
        <div>
          <dt>Pack</dt>
          <dd>{page.packName}</dd>
        </div>
        <div>
          <dt>Amount left</dt>
          <dd>{formatNaira(left)}</dd>
        </div>
      </dl>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <label htmlFor={nameId}>Your name</label>
        <input
          id={nameId}
          name="name"
          autoComplete="name"
          required
          minLength={2}
          maxLength={60}
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={fields.name ? true : undefined}
          aria-describedby={fields.name ? `${nameId}-error` : `${nameId}-help`}
        />
        {fields.name ? (
          <p id={`${nameId}-error`} className="fs-contribute__error">
            {fields.name}
          </p>
        ) : (
          <p id={`${nameId}-help`} className="fs-contribute__help">
            {page.firstName} will see it.
          </p>
        )}
        <label htmlFor={amountId}>Amount (₦)</label>
        <input
          id={amountId}
          name="amount"
          inputMode="numeric"
          required
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          aria-invalid={fields.amountKobo ? true : undefined}
          aria-describedby={fields.amountKobo ? `${amountId}-error` : `${amountId}-help`}
        />
        {fields.amountKobo ? (
          <p id={`${amountId}-error`} className="fs-contribute__error">
            {fields.amountKobo}
          </p>
        ) : (
          <p id={`${amountId}-help`} className="fs-contribute__help">
            From {formatNaira(min)} up to {formatNaira(left)}.
          </p>
        )}
        <Button type="primary" size="large" block htmlType="submit" loading={busy}>
          {phase.step === 'confirming' ? 'Confirming payment…' : 'Pay'}
        </Button>
      </form>
      {phase.step === 'problem' && (
        <p role="alert" className="fs-contribute__error">
          {phase.message}
          {phase.reference && ` If you were charged, keep this reference for support: ${phase.reference}.`}
        </p>
      )}
      <p className="fs-contribute__note">Secure payment by card through Paystack. This link only pays into this savings plan.</p>
    </section>
  );
}
