import { Suspense, useCallback, useState } from 'react';
import { trackViewContent } from '../../lib/tracking';
import { useSession } from '../../lib/session';
import { useAuthDialog } from '../../modules/auth';
import type { FoodPackSummary } from '../../modules/food-packs';
import { StartSavingsPlanModal } from '../../modules/savings-plans';
import { PageSpinner } from '../../modules/ui/PageSpinner';

/**
 * What 'Start Saving' does, in one place for every page that offers it. Signed out: the login
 * dialog, after which the visitor stays on the page. Signed in: 'Set Up Your Savings Plan' for
 * the pack (its code loads on first use).
 */
export function useStartSaving() {
  const { isLoggedIn } = useSession();
  const { openAuthDialog } = useAuthDialog();
  const [pack, setPack] = useState<FoodPackSummary | null>(null);
  const [open, setOpen] = useState(false);

  const onStartSaving = useCallback(
    (chosen: FoodPackSummary) => {
      if (!isLoggedIn) {
        openAuthDialog('login', { stayAfterLogin: true });
        return;
      }
      trackViewContent({ id: chosen.id, name: chosen.name, priceKobo: chosen.priceKobo, category: chosen.category });
      setPack(chosen);
      setOpen(true);
    },
    [isLoggedIn, openAuthDialog],
  );

  const dialog = pack && (
    <Suspense fallback={<PageSpinner overlay label="Opening plan set-up" />}>
      <StartSavingsPlanModal pack={pack} open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );

  return { onStartSaving, dialog };
}
