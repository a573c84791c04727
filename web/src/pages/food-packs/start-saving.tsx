import { Suspense, useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { trackViewContent } from '../../lib/tracking';
import { useSession } from '../../lib/session';
import { useAuthDialog } from '../../modules/auth';
import type { FoodPackSummary } from '../../modules/food-packs';
import { PackContents } from '../../modules/food-packs/components/PackContents';
import { StartSavingsPlanModal } from '../../modules/savings-plans';
import { PageSpinner } from '../../modules/ui/PageSpinner';

/**
 * The pack's page with its plan set-up opened: where Start Saving leads once the visitor has signed
 * in or up (carried as `next`, lib/next-path.ts; here, not there, so the public pages' first
 * download does not take the path checks the sign-in forms use).
 */
export function startSavingPath(packId: string): string {
  return `/food-packs/${encodeURIComponent(packId)}?start=1`;
}

/**
 * What 'Start Saving' does, in one place for every page that offers it. Signed out: the login
 * dialog, after which (signed in, or signed up from it) the visitor lands on the pack's page with
 * its set-up open (issue 29). Signed in: 'Set Up Your Savings Plan' for the pack (its code loads
 * on first use); once the first payment is confirmed, the new plan on the profile.
 */
export function useStartSaving() {
  const { isLoggedIn } = useSession();
  const { openAuthDialog } = useAuthDialog();
  const [pack, setPack] = useState<FoodPackSummary | null>(null);
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();

  const onStartSaving = useCallback(
    (chosen: FoodPackSummary) => {
      if (!isLoggedIn) {
        openAuthDialog('login', { stayAfterLogin: true, next: startSavingPath(chosen.id) });
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
      <StartSavingsPlanModal
        pack={pack}
        open={open}
        onClose={() => setOpen(false)}
        contents={pack.items.length ? <PackContents items={pack.items} /> : undefined}
        itemCount={pack.items.length}
        onStarted={(planId) => navigate(`/profile?tab=savings&plan=${encodeURIComponent(planId)}`)}
      />
    </Suspense>
  );

  return { onStartSaving, dialog };
}
