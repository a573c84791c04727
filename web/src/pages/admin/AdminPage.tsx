import { Alert, Button, Tag } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession, useSessionStore } from '../../lib/session';
import { LedgerCheckNotice, MetricCards } from '../../modules/analytics';
import { useLogout } from '../../modules/auth';
import { LoadBoundary } from '../../modules/ui/LoadBoundary';
import { usePageMeta } from '../../modules/ui/page-meta';
import { PageSpinner } from '../../modules/ui/PageSpinner';
import { useTabParam } from '../../modules/ui/tab-param';
import { asDeliverySection, RUN_SHEET_VIEW, type DeliverySection } from '../../modules/deliveries/sections';
import { ADMIN_TABS, asAdminTab, type AdminTab } from './admin-tabs';
import { AdminTabBar, panelId, tabId } from './AdminTabBar';
import { openQueueBoard } from './queue-board';
import './admin-page.css';

// Each tab downloads when first opened (Users, the default, as the page starts).
const UsersTab = lazy(() => import('../../modules/users').then((m) => ({ default: m.UsersTab })));
const MarketersTab = lazy(() => import('../../modules/marketers/MarketersTab').then((m) => ({ default: m.MarketersTab })));
const FoodPacksAdminTab = lazy(() => import('../../modules/food-packs/admin/FoodPacksAdminTab').then((m) => ({ default: m.FoodPacksAdminTab })));
const SavingsPlansAdminTab = lazy(() => import('../../modules/savings-plans/admin/plans/SavingsPlansAdminTab').then((m) => ({ default: m.SavingsPlansAdminTab })));
const ManualPaymentsTab = lazy(() => import('../../modules/savings-plans/admin/manual-payments/ManualPaymentsTab').then((m) => ({ default: m.ManualPaymentsTab })));
const DefaultersTab = lazy(() => import('../../modules/savings-plans/admin/defaulters/DefaultersTab').then((m) => ({ default: m.DefaultersTab })));
const ActivityView = lazy(() => import('../../modules/audit').then((m) => ({ default: m.ActivityView })));
const DeliveriesTab = lazy(() => import('../../modules/deliveries/DeliveriesTab').then((m) => ({ default: m.DeliveriesTab })));
const StockTab = lazy(() => import('../../modules/stock/StockTab').then((m) => ({ default: m.StockTab })));
const RunSheetView = lazy(() => import('../../modules/deliveries/components/RunSheetView').then((m) => ({ default: m.RunSheetView })));

/** What the Deliveries tab keeps in the address besides the tab: its section, and the run sheet asked for. */
const DELIVERY_PARAMS = ['section', 'view', 'date', 'rider'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

interface DeliveriesWiring {
  section: DeliverySection;
  onSection: (section: DeliverySection) => void;
  onOpenRunSheet: (date: string, riderId: string | null) => void;
}

function panel(tab: AdminTab, deliveries: DeliveriesWiring): ReactNode {
  switch (tab) {
    case 'users':
      return <UsersTab />;
    case 'marketers':
      return <MarketersTab />;
    case 'foodpacks':
      return <FoodPacksAdminTab />;
    case 'activity':
      return <ActivityView />;
    case 'savingsplans':
      return <SavingsPlansAdminTab />;
    case 'manualpayments':
      return <ManualPaymentsTab />;
    case 'defaulters':
      return <DefaultersTab />;
    case 'deliveries':
      return <DeliveriesTab {...deliveries} />;
    case 'stock':
      return <StockTab />;
  }
}

/**
 * The admin console (spec section 2, issue 11). Who may enter is decided by RequireAdmin in the
 * router (section 6); every call it makes is checked again by the API. Its own download: nothing
 * here reaches the public pages.
 */
export default function AdminPage() {
  const { user } = useSession();
  const session = useSessionStore();
  const logout = useLogout();
  const [params, setParams] = useSearchParams();
  // The Deliveries tab's printable run sheet: a page of its own, so the browser's Back returns to the tab.
  const runSheetDate = params.get('view') === RUN_SHEET_VIEW && DAY.test(params.get('date') ?? '') ? params.get('date') : null;
  usePageMeta(runSheetDate ? `Run sheet ${runSheetDate}` : 'Admin Dashboard', 'Manage users, marketers, food packs, savings plans, payments and deliveries.');
  const [tab, select] = useTabParam(asAdminTab, (next, key) => {
    if (key !== 'deliveries') for (const name of DELIVERY_PARAMS) next.delete(name);
  });
  const [queuesUnavailable, setQueuesUnavailable] = useState(false);
  const [openingQueues, setOpeningQueues] = useState(false);

  const deliveries: DeliveriesWiring = {
    section: asDeliverySection(params.get('section')),
    onSection: (section) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('section', section);
          return next;
        },
        { replace: true },
      ),
    onOpenRunSheet: (date, riderId) => setParams(new URLSearchParams({ view: RUN_SHEET_VIEW, date, ...(riderId ? { rider: riderId } : {}) })),
  };
  const closeRunSheet = () => setParams(new URLSearchParams({ tab: 'deliveries', section: 'runsheet' }));

  const openQueues = async () => {
    setOpeningQueues(true);
    const opened = await openQueueBoard(session.getToken(), { fetch: window.fetch.bind(window), navigate: (url) => window.location.assign(url) }).catch(() => false);
    setOpeningQueues(false);
    setQueuesUnavailable(!opened);
  };

  if (runSheetDate) {
    return (
      <LoadBoundary>
        <Suspense fallback={<PageSpinner label="Loading the run sheet" />}>
          <RunSheetView date={runSheetDate} riderId={params.get('rider')} onBack={closeRunSheet} />
        </Suspense>
      </LoadBoundary>
    );
  }

  return (
    <div className="fs-page fs-admin">
      <header className="fs-admin__header">
        <div>
          <h1>Admin Dashboard</h1>
          <p className="fs-admin__welcome">
            Welcome, {user?.firstName || 'Admin'}{' '}
            <Tag color="green" className="fs-admin__badge">
              Active Admin Session
            </Tag>
          </p>
        </div>
        <div className="fs-admin__actions">
          <Button onClick={() => void openQueues()} loading={openingQueues}>
            Job queues
          </Button>
          <Button onClick={logout}>Logout</Button>
        </div>
      </header>
      {queuesUnavailable && (
        <Alert type="info" showIcon closable className="fs-admin__notice" title="The job queue board is not available on this server (it needs Redis: REDIS_URL)." />
      )}
      <LedgerCheckNotice />
      <MetricCards />
      <AdminTabBar active={tab} onSelect={select} />
      {ADMIN_TABS.map(({ key, label }) => (
        <div key={key} role="tabpanel" id={panelId(key)} aria-labelledby={tabId(key)} hidden={key !== tab} className="fs-admin__panel">
          {key === tab && (
            <LoadBoundary>
              <Suspense fallback={<PageSpinner label={`Loading ${label}`} />}>{panel(key, deliveries)}</Suspense>
            </LoadBoundary>
          )}
        </div>
      ))}
    </div>
  );
}
