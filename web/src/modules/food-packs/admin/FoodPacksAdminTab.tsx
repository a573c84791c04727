import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import PercentageOutlined from '@ant-design/icons/PercentageOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import { useQuery } from '@apollo/client/react';
import { Button } from 'antd';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { AdminFoodPackFieldsFragment, AdminFoodPacksQueryVariables, FoodPackCategory } from '../../../gql/admin/graphql';
import { ListFailed, ListNote, Pager, useSearchPaging } from '../../ui/admin-list';
import { useToast } from '../../ui/toast';
import { CategorySelect, SearchField } from '../components/PackFilterFields';
import { toFilterInput } from '../utils/packs';
import { AdjustPricesDialog } from './components/AdjustPricesDialog';
import { DeletePackDialog } from './components/DeletePackDialog';
import { PackAdminCard } from './components/PackAdminCard';
import { PackFormDialog } from './components/PackFormDialog';
import { PackTable } from './components/PackTable';
import { AdminFoodPacksQuery } from './graphql/operations';
import { ADMIN_PACKS_PAGE_SIZE } from './utils/pack-form';
import '../components/food-packs.css';
import './components/food-packs-admin.css';

type Pack = AdminFoodPackFieldsFragment;
type Dialog = { kind: 'form'; pack: Pack | null } | { kind: 'delete'; pack: Pack } | { kind: 'adjust' } | null;
type View = 'grid' | 'list';

const FAILURE = 'Failed to fetch food packs';
/** Newest first, as every admin list (API contract). */
const NEWEST_FIRST = { field: 'CREATED_AT', direction: 'DESC' } as const;

/**
 * The admin console's Food Packs tab (spec section 2, issue 11): every pack that is not retired,
 * available or hidden, searched and filtered by category on the server, as a grid of cards or a
 * list; Create, Edit, Delete (retire), the Available and Featured switches, and Adjust Prices.
 */
export function FoodPacksAdminTab() {
  const ids = useId();
  const toast = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [view, setView] = useState<View>('grid');
  const [dialog, setDialog] = useState<Dialog>(null);
  const { typed, setTyped, search, page, setPage } = useSearchPaging();
  const [category, setCategoryOnly] = useState<FoodPackCategory | null>(null);
  // A new search or category starts again at page 1.
  const setCategory = (next: FoodPackCategory | null) => {
    setCategoryOnly(next);
    setPage(1);
  };

  const filter = toFilterInput({ search, category, durationMonths: null });
  const variables: AdminFoodPacksQueryVariables = { ...(filter ? { filter } : {}), page, pageSize: ADMIN_PACKS_PAGE_SIZE, sort: NEWEST_FIRST };
  const { data, previousData, loading, error, refetch } = useQuery(AdminFoodPacksQuery, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const result = (data ?? previousData)?.foodPacks;
  const failed = !!error && !data;

  useEffect(() => {
    if (failed) toast.error('Error', `${FAILURE}. Please try again.`, { key: 'admin-food-packs' });
  }, [failed, toast]);

  const edit = (pack: Pack) => setDialog({ kind: 'form', pack });
  const remove = (pack: Pack) => setDialog({ kind: 'delete', pack });

  let body: ReactNode;
  if (failed) {
    body = <ListFailed message={`${FAILURE}. Please check your connection and try again.`} onRetry={refetch} />;
  } else if (!result) {
    body = <ListNote>Loading...</ListNote>;
  } else if (result.totalCount === 0) {
    body = <ListNote>{filter ? 'No food packs match your search.' : 'No food packs yet. Create the first one.'}</ListNote>;
  } else {
    body = (
      <>
        {view === 'grid' ? (
          <div className="fs-pa-grid" aria-busy={loading || undefined}>
            {result.items.map((pack) => (
              <PackAdminCard key={pack.id} pack={pack} onEdit={edit} onDelete={remove} />
            ))}
          </div>
        ) : (
          <PackTable packs={result.items} loading={loading} onEdit={edit} onDelete={remove} />
        )}
        <Pager label="Food packs: pages" noun="packs" page={result.page} pageSize={ADMIN_PACKS_PAGE_SIZE} totalCount={result.totalCount} busy={loading} onPage={setPage} />
      </>
    );
  }

  return (
    <section aria-labelledby={`${ids}-heading`} className="fs-pa">
      <div className="fs-admin-section__header">
        <h2 id={`${ids}-heading`} ref={headingRef} tabIndex={-1}>
          Food Packs
        </h2>
        <div className="fs-pa-buttons">
          <Button icon={<PercentageOutlined aria-hidden />} onClick={() => setDialog({ kind: 'adjust' })}>
            Adjust Prices
          </Button>
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setDialog({ kind: 'form', pack: null })}>
            Create Pack
          </Button>
        </div>
      </div>
      <div className="fs-pa-toolbar">
        <div className="fs-filters fs-filters--modal" role="search" aria-label="Food packs">
          <SearchField label="Search food packs" placeholder="Search packs or items..." value={typed} onChange={setTyped} />
          <CategorySelect value={category} onChange={setCategory} />
        </div>
        <div className="fs-pa-views" role="group" aria-label="View">
          <Button icon={<AppstoreOutlined aria-hidden />} aria-pressed={view === 'grid'} type={view === 'grid' ? 'primary' : 'default'} onClick={() => setView('grid')}>
            Grid
          </Button>
          <Button icon={<UnorderedListOutlined aria-hidden />} aria-pressed={view === 'list'} type={view === 'list' ? 'primary' : 'default'} onClick={() => setView('list')}>
            List
          </Button>
        </div>
      </div>
      {body}
      <PackFormDialog open={dialog?.kind === 'form'} pack={dialog?.kind === 'form' ? dialog.pack : null} onClose={() => setDialog(null)} />
      <DeletePackDialog
        pack={dialog?.kind === 'delete' ? dialog.pack : null}
        onClose={(deleted) => {
          setDialog(null);
          if (!deleted) return;
          // The last pack of a page went: show the page before it.
          if (result?.items.length === 1 && page > 1) setPage(page - 1);
          // The card (and its Delete button) is gone: put focus back at the top of the tab.
          headingRef.current?.focus();
        }}
      />
      <AdjustPricesDialog open={dialog?.kind === 'adjust'} onClose={() => setDialog(null)} />
    </section>
  );
}
