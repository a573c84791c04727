import { Link } from 'react-router-dom';
import { useEarlyAnswers } from '../../lib/early-cache';
import { earlyAnswersSettled } from '../../lib/early-queries';
import { MarketerPortal } from '../../modules/marketer-portal';
import { MyMarketerProfileQuery } from '../../modules/marketer-portal/graphql/operations';
import { usePageMeta } from '../../modules/ui/page-meta';

/** The portal's first query, as the entry sent it early (lib/early-queries.ts). */
const FIRST_QUERIES = [{ query: MyMarketerProfileQuery }] as const;
/** Settles when its early answer is in: the router renders the page then (app/AppRoutes.tsx). */
export const ready = earlyAnswersSettled();

/**
 * /marketer (spec section 2, issue 13). Who may enter is decided by RequireMarketer in the router
 * (signed out: /login; no Marketer role: home, each with its toast); the API checks every call.
 */
export default function MarketerPage() {
  usePageMeta('Marketer Portal', 'Your referral link, referred customers and commissions.');
  useEarlyAnswers(FIRST_QUERIES);
  return (
    <div className="fs-page fs-mp">
      <nav aria-label="Breadcrumb" className="fs-mp-breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/marketer" aria-current="page">
              Marketer Portal
            </Link>
          </li>
        </ol>
      </nav>
      <h1>Marketer Portal</h1>
      <MarketerPortal />
    </div>
  );
}
