import { panelIdFor, TabBar, tabIdFor } from '../../modules/ui/TabBar';
import { ADMIN_TABS, type AdminTab } from './admin-tabs';

export const tabId = (key: AdminTab) => tabIdFor('admin', key);
export const panelId = (key: AdminTab) => panelIdFor('admin', key);

/** Each tab's full label on a wide screen, its short one on a phone; the full one is its name. */
const TABS = ADMIN_TABS.map((t) => ({
  key: t.key,
  name: t.label,
  label: (
    <>
      <span className="fs-admin-tab__long">{t.label}</span>
      <span className="fs-admin-tab__short" aria-hidden="true">
        {t.short}
      </span>
    </>
  ),
}));

/** The console's tab bar: a row on a wide screen, a 2-column grid of short labels on a phone (spec section 2). */
export function AdminTabBar({ active, onSelect }: { active: AdminTab; onSelect: (key: AdminTab) => void }) {
  return <TabBar tabs={TABS} active={active} onSelect={onSelect} label="Admin sections" prefix="admin" classes={{ list: 'fs-admin-tabs', tab: 'fs-admin-tab' }} />;
}
