import { useParams, useSearchParams } from 'react-router-dom';
import { CHECKOUT_POPUP_NAME } from '../../lib/payment-gateway';
import { PayLinkPanel } from '../../modules/pay-link';
import { usePaymentGateway } from '../../modules/savings-plans/hooks/gateway';
import { usePageMeta } from '../../modules/ui/page-meta';

/** `/p/:token`: a reminder's one-tap pay link. Public: no session, no guard. */
export default function PayLinkPage() {
  usePageMeta('Pay your savings instalment', 'Pay a Food Savings instalment from your reminder.');
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const gateway = usePaymentGateway();
  const returned = (params.get('reference') ?? params.get('trxref') ?? '').trim() || null;
  const inPopup = Boolean(window.opener) && window.name === CHECKOUT_POPUP_NAME && returned !== null;
  return (
    <div className="fs-page">
      <PayLinkPanel token={token} openCheckout={gateway.openCheckout} returnedReference={returned} inCheckoutPopup={inPopup} />
    </div>
  );
}
