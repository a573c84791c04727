import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorCodes, isUnauthenticated } from '../../lib/graphql-errors';
import { Button } from '../ui/Button';
import { lazyWithAntd } from '../ui/lazy-with-antd';
import { panelIdFor, TabBar, tabIdFor } from '../ui/TabBar';
import { useTabParam } from '../ui/tab-param';
import { useToast } from '../ui/toast';
import { WhenVisible } from '../ui/WhenVisible';
import { CommissionStats } from './components/CommissionStats';
import { PortalHeader } from './components/PortalHeader';
import { ReferralLinkCard } from './components/ReferralLinkCard';
import { MyMarketerProfileQuery } from './graphql/operations';
import { asPortalTab, type PortalTab } from './utils/portal';
import './components/marketer-portal.css';

const FAILURE = 'Failed to load marketer data';

// The tables (antd) download when their place comes into view: below the fold on a phone, so the
// portal's first screen (who, the link, the figures) carries no antd (issue 31).
const CustomersTab = lazyWithAntd<object>(() => import('./components/CustomersTab').then((m) => ({ default: m.CustomersTab })));
const CommissionsTab = lazyWithAntd<object>(() => import('./components/CommissionsTab').then((m) => ({ default: m.CommissionsTab })));
const TABS = [
  { key: 'customers', label: 'Customers' },
  { key: 'commissions', label: 'Commissions' },
] as const satisfies readonly { key: PortalTab; label: string }[];
const PREFIX = 'marketer';

/** 'Loading marketer portal...' (spec section 2), said to screen readers too. */
function PortalLoading() {
  return (
    <div className="fs-mp-loading" role="status" aria-live="polite">
      <span className="fs-spinner" aria-hidden="true" />
      <p>Loading marketer portal...</p>
    </div>
  );
}

/**
 * The marketer portal (spec section 2, issue 13): who they are, their referral link, what they
 * have earned, and the Customers and Commissions tabs (kept in the address as ?tab=). Entry is
 * decided by RequireMarketer in the router (the role) and then by the API: an Inactive marketer's
 * profile is FORBIDDEN with the reason MARKETER_INACTIVE, so the server's message is shown and
 * they are sent home (issue 11). That
 * check lives here, not in the guard, so the public pages never download the portal's queries.
 */
export function MarketerPortal() {
  const toast = useToast();
  const navigate = useNavigate();
  const [tab, select] = useTabParam(asPortalTab);
  const { data, error, refetch } = useQuery(MyMarketerProfileQuery, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const portal = data?.myMarketerProfile;
  // An expired session is sent to /login by the Apollo client: keep the spinner until then.
  const expired = !!error && isUnauthenticated(error);
  const refusal = error && !portal && errorCodes(error).includes('FORBIDDEN') ? forbiddenMessage(error) : null;
  const failed = !!error && !portal && !expired;

  useEffect(() => {
    if (refusal) {
      toast.error('Access Denied', refusal, { key: 'guard-denied' });
      void navigate('/', { replace: true });
    } else if (failed) toast.error('Error', FAILURE, { key: 'marketer-portal' });
  }, [refusal, failed, toast, navigate]);

  if (refusal) return null;
  if (failed) {
    return (
      <div className="fs-state fs-state--error" role="alert">
        <p>{FAILURE}.</p>
        <Button onClick={() => void refetch().catch(() => undefined)}>Try Again</Button>
      </div>
    );
  }
  if (!portal) return <PortalLoading />;

  const { marketer, summary, activeCustomers } = portal;

  return (
    <>
      <PortalHeader marketer={marketer} />
      <ReferralLinkCard link={marketer.referralLink} code={marketer.referralCode} />
      <CommissionStats summary={summary} totalCustomers={marketer.totalCustomers} activeCustomers={activeCustomers} />
      <div className="fs-mp-tabs">
        <TabBar tabs={TABS} active={tab} onSelect={select} label="Marketer portal sections" prefix={PREFIX} />
        <div role="tabpanel" id={panelIdFor(PREFIX, tab)} aria-labelledby={tabIdFor(PREFIX, tab)} className="fs-mp-tabpanel">
          <WhenVisible rootMargin="0px">{tab === 'customers' ? <CustomersTab /> : <CommissionsTab />}</WhenVisible>
        </div>
      </div>
    </>
  );
}

/** Why the server refuses an Inactive marketer (`extensions.reason` of its FORBIDDEN). */
const MARKETER_INACTIVE = 'MARKETER_INACTIVE';

/**
 * An Inactive marketer (the refusal tagged MARKETER_INACTIVE) gets the server's message (contact
 * support); any other refusal (the role taken away since sign-in) the spec's message.
 */
function forbiddenMessage(error: unknown): string {
  const inactive = CombinedGraphQLErrors.is(error) ? error.errors.find((e) => e.extensions?.code === 'FORBIDDEN' && e.extensions.reason === MARKETER_INACTIVE) : undefined;
  return inactive?.message || 'You do not have marketer privileges';
}
