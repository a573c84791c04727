import { PAYMENT_ERROR_TITLE } from '../hooks/usePaymentFlow';

/** The payment modals' error state: what went wrong, announced, with the reference when there is one. */
export function PaymentProblem({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <div className="fs-payment-problem" role="alert">
      <strong>{PAYMENT_ERROR_TITLE}</strong>
      <p>{text}</p>
    </div>
  );
}
