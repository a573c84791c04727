import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/graphql-errors';
import { Button } from '../../ui/Button';
import { formatDate, formatNaira } from '../../ui/format';
import { PageSpinner } from '../../ui/PageSpinner';
import { MyBankTransfersQuery, RequestBankAccountMutation, RequestCreditRefundMutation } from '../graphql/operations';
import './savings-plans.css';

/**
 * The customer's own bank account number (issue 27) on the profile's payment tab: the account
 * (bank, number, name, a copy button), or "Get my account number", or what to do after a failure;
 * then the credit and the latest transfers with where each naira went.
 */
export function BankAccountPanel() {
  const { data, loading, error, refetch } = useQuery(MyBankTransfersQuery, { fetchPolicy: 'cache-and-network' });
  const [request, { loading: requesting }] = useMutation(RequestBankAccountMutation, { refetchQueries: [MyBankTransfersQuery] });
  const [problem, setProblem] = useState<string | null>(null);
  const [askRefund, { loading: refunding }] = useMutation(RequestCreditRefundMutation);
  const [refundAnswer, setRefundAnswer] = useState<string | null>(null);
  const requestRefund = async () => {
    setProblem(null);
    try {
      const { data: answer } = await askRefund();
      const result = answer?.requestCreditRefund;
      if (result?.__typename === 'Ack') setRefundAnswer(result.message);
      else setProblem(result?.message ?? 'Please try again.');
    } catch (failure) {
      setProblem(errorMessage(failure) || 'Please check your connection and try again.');
    }
  };
  const view = data?.myBankTransfers;
  const account = view?.account;

  const ask = async () => {
    setProblem(null);
    try {
      const { data: answer } = await request();
      if (answer?.requestBankAccount.__typename === 'ErrorResult') setProblem(answer.requestBankAccount.message);
    } catch (failure) {
      setProblem(errorMessage(failure) || 'Please check your connection and try again.');
    }
  };

  let body;
  if (account?.status === 'assigned' && account.accountNumber) {
    body = (
      <>
        <AccountDetails bankName={account.bankName ?? ''} accountNumber={account.accountNumber} accountName={account.accountName ?? ''} />
        <p>
          Transfer any amount from your bank app: it pays your oldest payment due first, across your plans; anything more is kept as credit for your
          next payments. This is the only bank account to pay into.
        </p>
      </>
    );
  } else if (account?.status === 'requested') {
    body = (
      <div className="fs-state" role="status">
        <p>{account.whatToDo ?? 'Your account number is on its way.'}</p>
        <Button onClick={() => void refetch().catch(() => undefined)} loading={loading}>
          Refresh
        </Button>
      </div>
    );
  } else if (account?.status === 'failed') {
    body = (
      <div className="fs-state fs-state--error" role="alert">
        <p>
          <strong>We could not get your account number.</strong> {account.failureReason ? `(${account.failureReason}) ` : ''}
          {account.whatToDo}
        </p>
        <Button type="primary" onClick={() => void ask()} loading={requesting}>
          Try again
        </Button>
      </div>
    );
  } else if (view) {
    body = (
      <div className="fs-state">
        <p>Get a bank account number of your own, from our payment provider Paystack, to pay your plans by bank transfer.</p>
        <Button type="primary" onClick={() => void ask()} loading={requesting}>
          Get my account number
        </Button>
      </div>
    );
  } else if (error && !loading) {
    body = (
      <div className="fs-state fs-state--error" role="alert">
        <p>Failed to load your account number.</p>
        <Button onClick={() => void refetch().catch(() => undefined)}>Try Again</Button>
      </div>
    );
  } else {
    body = <PageSpinner label="Loading your account number" />;
  }

  return (
    <section aria-labelledby="bank-account-heading" className="fs-bank-account">
      <h3 id="bank-account-heading">Pay by bank transfer</h3>
      {body}
      {problem && (
        <p className="fs-bank-account__problem" role="alert">
          {problem}
        </p>
      )}
      {view && (view.creditBalanceKobo > 0 || view.transfers.length > 0) && (
        <>
          <p>
            Your credit: <strong>{formatNaira(view.creditBalanceKobo)}</strong>
            {view.creditBalanceKobo > 0 && ' (it pays your next payments as they fall due, or you can have it back)'}
          </p>
          {view.creditBalanceKobo > 0 &&
            (refundAnswer ? (
              <p role="status">{refundAnswer}</p>
            ) : (
              <Button onClick={() => void requestRefund()} loading={refunding}>
                Ask for my credit back
              </Button>
            ))}
          {view.credits.length > 0 && (
            <>
              <h4>Your credit, line by line</h4>
              <ul className="fs-bank-transfers">
                {view.credits.map((c, i) => (
                  <li key={i}>
                    {formatDate(c.createdAt)}: {c.amountKobo > 0 ? '+' : '−'}
                    {formatNaira(Math.abs(c.amountKobo))} {CREDIT_KINDS[c.kind] ?? c.kind}
                  </li>
                ))}
              </ul>
            </>
          )}
          <h4>Your transfers</h4>
          <ul className="fs-bank-transfers">
            {view.transfers.map((t) => (
              <li key={t.reference}>
                <strong>{formatNaira(t.amountKobo)}</strong> on {formatDate(t.paidAt ?? t.createdAt)}
                <ul>
                  {t.lines.map((l, i) => (
                    <li key={i}>
                      {formatNaira(l.amountKobo)} {l.packName ? `to your ${l.packName} plan` : ''} {l.note ? `(${l.note})` : ''}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

const CREDIT_KINDS: Record<string, string> = { transfer: 'from a bank transfer, beyond what was due', applied: 'paid into a plan as a payment fell due', refund: 'refunded to you' };

/** Bank, number and name, the number with a copy button that says when it copied. */
export function AccountDetails({ bankName, accountNumber, accountName }: { bankName: string; accountNumber: string; accountName: string }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(accountNumber);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <dl className="fs-plan-facts fs-bank-account__details">
      <div>
        <dt>Bank</dt>
        <dd>{bankName}</dd>
      </div>
      <div>
        <dt>Account number</dt>
        <dd>
          <span className="fs-bank-account__number">{accountNumber}</span>{' '}
          <Button type="link" onClick={() => void copy()} aria-label={`Copy account number ${accountNumber}`}>
            Copy
          </Button>
          <span role="status" className="fs-bank-account__copied">
            {copied === 'yes' ? 'Copied' : copied === 'no' ? 'Select the number to copy it' : ''}
          </span>
        </dd>
      </div>
      <div>
        <dt>Account name</dt>
        <dd>{accountName}</dd>
      </div>
    </dl>
  );
}
