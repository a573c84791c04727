import { Suspense, useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { trackViewContent } from '../../lib/tracking';
import { useSession } from '../../lib/session';
import { useAuthDialog } from '../../modules/auth';
import { PackDetailsDialog, type FoodPackSummary } from '../../modules/food-packs';

/**
 * What 'Start Saving' does, in one place for every page that offers it. Signed out: the login
 * dialog, after which the visitor stays on the page. Signed in: the pack's details, with a note
 * that plan set-up is coming.
 * The savings-plan work replaces the signed-in branch with the plan set-up.
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
    <Suspense fallback={null}>
      <PackDetailsDialog pack={pack} open={open} onClose={() => setOpen(false)}>
        <p className="fs-note" role="note">
          <strong>Savings plans are coming soon.</strong> You will soon be able to set up a daily, weekly or monthly plan for this pack
          right here. Until then, our team can set one up for you: <Link to="/contact">contact us</Link>.
        </p>
      </PackDetailsDialog>
    </Suspense>
  );

  return { onStartSaving, dialog };
}
