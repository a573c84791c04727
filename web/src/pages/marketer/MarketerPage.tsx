import { Link } from 'react-router-dom';
import { MarketerPortal } from '../../modules/marketer-portal';
import { usePageMeta } from '../../modules/ui/page-meta';

/**
 * /marketer (spec section 2, issue 13). Who may enter is decided by RequireMarketer in the router
 * (signed out: /login; no Marketer role: home, each with its toast); the API checks every call.
 */
export default function MarketerPage() {
  usePageMeta('Marketer Portal', 'Your referral link, referred customers and commissions.');
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
