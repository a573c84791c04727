import { useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { usePublicQuery } from '../../lib/public-data';
import { useSession } from '../../lib/session';
import { FoodPackQuery } from '../../modules/food-packs/graphql/pack-page-operations';
import { PackDetails } from '../../modules/food-packs/components/PackDetails';
import { Button } from '../../modules/ui/Button';
import { useHttpStatus } from '../../modules/ui/document-head';
import { usePageMeta } from '../../modules/ui/page-meta';
import { PageSpinner } from '../../modules/ui/PageSpinner';
import { useStartSaving } from './start-saving';
import '../../modules/food-packs/components/food-packs.css';

/**
 * A pack's own page, /food-packs/:id (issue 29): everything it holds and 'Start Saving Now'.
 * Rendered on the server like /food-packs. With `?start=1` (where signing in after 'Start Saving'
 * leads, lib/next-path.ts) a signed-in customer finds the pack's plan set-up open.
 */
export default function PackDetailPage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = usePublicQuery(FoodPackQuery, { id }); // the server reads the same before rendering (usePrefetchPacks)
  const pack = data?.foodPack;
  const { isLoggedIn } = useSession();
  const { onStartSaving, dialog } = useStartSaving();
  const [params, setParams] = useSearchParams();
  const startAsked = params.get('start') === '1';
  const started = useRef(false);

  usePageMeta(pack ? pack.name : 'Food pack', pack ? `${pack.name}: ${pack.description}`.slice(0, 300) : 'A food pack you can save for in small instalments.');
  useHttpStatus(data && !pack ? 404 : 200);

  useEffect(() => {
    if (!startAsked || !pack || !isLoggedIn || started.current) return;
    started.current = true;
    onStartSaving(pack);
    // Once: a reload or Back does not open it again.
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('start');
        return next;
      },
      { replace: true },
    );
  }, [startAsked, pack, isLoggedIn, onStartSaving, setParams]);

  let body;
  if (pack) {
    body = (
      <PackDetails
        pack={pack}
        headingLevel={1}
        actions={
          <Button type="primary" block size="large" className="fs-pack-card__cta" onClick={() => onStartSaving(pack)}>
            Start Saving Now
          </Button>
        }
      />
    );
  } else if (data) {
    body = (
      <section className="fs-centered" aria-labelledby="pack-missing">
        <h1 id="pack-missing">Food pack not found</h1>
        <p>This food pack is no longer available. Have a look at the others.</p>
      </section>
    );
  } else if (error && !loading) {
    body = (
      <div className="fs-state fs-state--error" role="alert">
        <p>Failed to fetch food packs. Please check your connection and try again.</p>
        <Button onClick={() => void refetch().catch(() => undefined)}>Try Again</Button>
      </div>
    );
  } else {
    body = <PageSpinner label="Loading the food pack" />;
  }

  return (
    <div className="fs-page">
      <Link to="/food-packs" className="fs-pack-page__back">
        ← All food packs
      </Link>
      {body}
      {dialog}
    </div>
  );
}
