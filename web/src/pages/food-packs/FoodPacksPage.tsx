import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AvailablePacksModal } from '../../modules/food-packs';
import { FoodPackBrowser } from '../../modules/food-packs/components/FoodPackBrowser';
import { usePageMeta } from '../../modules/ui/page-meta';
import { useToast } from '../../modules/ui/toast';
import { useStartSaving } from './start-saving';
import { Button } from '../../modules/ui/Button';

/** Query parameters the payment provider adds when it sends the customer back here. */
const PAYMENT_PARAMS = ['payment', 'reference', 'trxref'];

/** Spec section 2: ?payment=success|failed says how the payment went; the parameters are then removed. */
function usePaymentResult() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!PAYMENT_PARAMS.some((p) => params.has(p))) return;
    const outcome = params.get('payment');
    if (outcome === 'success') {
      toast.success('Payment Successful', 'Your payment has been processed successfully.', { key: 'payment-result' });
    } else if (outcome === 'failed') {
      toast.error('Payment Failed', 'Your payment was not successful. Please try again.', { key: 'payment-result' });
    }
    PAYMENT_PARAMS.forEach((p) => params.delete(p));
    const rest = params.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
  }, [pathname, search, hash, navigate, toast]);
}

export default function FoodPacksPage() {
  usePageMeta('Our Food Packs', 'Affordable food packs for Lagos families, paid for in small daily, weekly or monthly instalments over up to four months.');
  usePaymentResult();
  const { onStartSaving, dialog } = useStartSaving();
  const [listOpen, setListOpen] = useState(false);
  const [listUsed, setListUsed] = useState(false);
  const closeList = useCallback(() => setListOpen(false), []);

  return (
    <div className="fs-page">
      <header className="fs-page-header">
        <h1>Our Food Packs</h1>
        <p>
          Affordable food packages for your family, from everyday staples to festive hampers. Pay for your pack in small instalments,
          daily, weekly or monthly, over up to four months, and we deliver it free within Lagos once it is paid.
        </p>
        <Button
          icon={<UnorderedListOutlined aria-hidden />}
          onClick={() => {
            setListUsed(true);
            setListOpen(true);
          }}
        >
          View Available Food Packs
        </Button>
      </header>
      <FoodPackBrowser onStartSaving={onStartSaving} eagerImages={2} />
      {listUsed && (
        <Suspense fallback={null}>
          <AvailablePacksModal open={listOpen} onClose={closeList} onStartSaving={onStartSaving} />
        </Suspense>
      )}
      {dialog}
    </div>
  );
}
