import { useQuery } from '@apollo/client/react';
import { Button, Table, type TableColumnsType, type TableColumnType, type TableProps } from 'antd';
import { useEffect, useState } from 'react';
import type { AdminPlanRowFieldsFragment, AdminPlanSort } from '../../../../../gql/admin/graphql';
import { PagedList, pageSummary, useSearchPaging } from '../../../../ui/admin-list';
import { formatDate, formatNaira } from '../../../../ui/format';
import { useToast } from '../../../../ui/toast';
import { AdminSavingsPlansQuery } from '../graphql/operations';
import { badDateRange, DEFAULT_SORTING, NO_PLAN_FILTER, PLANS_PAGE_SIZE, removalOf, toPlanFilter, type PlanFilterValues, type PlanSorting } from '../utils/plans';
import { canChangePack } from './ChangePackDialog';
import { PlanFilters } from './PlanFilters';
import { PlanStatusTag } from './StatusTag';
import { formatPhone } from '../../../../ui/phone';

type Plan = AdminPlanRowFieldsFragment;
type Sortable = Pick<TableColumnType<Plan>, 'key' | 'sorter' | 'sortOrder' | 'sortDirections'>;

export interface PlanListProps {
  onViewSchedule: (plan: Plan) => void;
  onDelete: (plan: Plan) => void;
  onCancel: (plan: Plan) => void;
  /** 'Change pack' (issue 26), on an open plan less than half paid. */
  onChangePack?: (plan: Plan) => void;
}

const FAILURE = 'Failed to fetch savings plans. Please try again.';

/** The columns whose header sorts the list (on the server); the start date is sorted from 'Sort by'. */
const SORT_BY_COLUMN: Record<string, AdminPlanSort> = { total: 'TOTAL_AMOUNT', paid: 'AMOUNT_PAID', created: 'CREATED_AT' };

function sortOrderOf(sorting: PlanSorting, column: string): Sortable['sortOrder'] {
  if (SORT_BY_COLUMN[column] !== sorting.sort) return null;
  return sorting.direction === 'DESC' ? 'descend' : 'ascend';
}

/**
 * Every savings plan, filtered, sorted and paged on the server (10 a page, newest start date
 * first). Any change of filter, search or order starts again at page 1; the page shown stays on
 * screen while the next one loads.
 */
export function PlanList({ onViewSchedule, onDelete, onCancel, onChangePack }: PlanListProps) {
  const toast = useToast();
  const { typed, setTyped, search, page, setPage } = useSearchPaging();
  const [filter, setFilter] = useState<PlanFilterValues>(NO_PLAN_FILTER);
  const [sorting, setSorting] = useState<PlanSorting>(DEFAULT_SORTING);
  const badRange = badDateRange(filter);

  const { data, previousData, loading, error, refetch } = useQuery(AdminSavingsPlansQuery, {
    variables: { filter: toPlanFilter(filter, search), sort: sorting.sort, direction: sorting.direction, page, pageSize: PLANS_PAGE_SIZE },
    skip: badRange,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const result = (data ?? previousData)?.adminSavingsPlans;
  const failed = !!error && !data;

  useEffect(() => {
    if (failed) toast.error('Error', FAILURE, { key: 'admin-savings-plans' });
  }, [failed, toast]);
  // The last row of the last page went (deleted): show the new last page.
  const lastPage = data ? pageSummary(page, PLANS_PAGE_SIZE, data.adminSavingsPlans.totalCount, 'plans').pages : page;
  if (page > lastPage) setPage(lastPage);

  const changeFilter = (patch: Partial<PlanFilterValues>) => {
    setFilter((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const changeSorting = (next: PlanSorting) => {
    setSorting(next);
    setPage(1);
  };
  const clear = () => {
    setTyped('');
    changeFilter(NO_PLAN_FILTER);
  };

  const onTableChange: TableProps<Plan>['onChange'] = (_pagination, _filters, sorter, { action }) => {
    if (action !== 'sort' || Array.isArray(sorter)) return;
    const sort = SORT_BY_COLUMN[String(sorter.columnKey)];
    // A third click clears the column's order: back to the default.
    changeSorting(sort && sorter.order ? { sort, direction: sorter.order === 'descend' ? 'DESC' : 'ASC' } : DEFAULT_SORTING);
  };

  const first = ((result?.page ?? 1) - 1) * PLANS_PAGE_SIZE;
  const sortable = (key: string): Sortable => ({ key, sorter: true, sortOrder: sortOrderOf(sorting, key), sortDirections: ['descend', 'ascend'] });
  const columns: TableColumnsType<Plan> = [
    { key: 'sn', title: 'S/N', render: (_, _p, index) => first + index + 1 },
    {
      // Full Name, Phone Number and Address (spec section 2) in one column, so Status, Created Date
      // and Last Payment fit beside them at 1280 px without sideways scrolling.
      key: 'name',
      title: 'Full Name',
      render: (_, p) => (
        <div className="fs-sp-cell">
          {p.userFullName}
          <span>
            <span className="fs-visually-hidden">Phone Number: </span>
            {formatPhone(p.userPhoneNumber) || '-'}
          </span>
          <span>
            <span className="fs-visually-hidden">Address: </span>
            {p.userAddress || '-'}
          </span>
        </div>
      ),
    },
    {
      key: 'pack',
      title: 'Food Pack',
      render: (_, p) => (
        <div className="fs-sp-cell">
          {p.foodPackName}
          <span>Starts {formatDate(p.startDate)}</span>
        </div>
      ),
    },
    { ...sortable('total'), title: 'Total Amount', render: (_, p) => formatNaira(p.totalAmountKobo) },
    { ...sortable('paid'), title: 'Amount Paid', render: (_, p) => formatNaira(p.amountPaidKobo) },
    { key: 'status', title: 'Status', render: (_, p) => <PlanStatusTag status={p.status} /> },
    { ...sortable('created'), title: 'Created Date', render: (_, p) => formatDate(p.createdAt) },
    { key: 'lastPayment', title: 'Last Payment', render: (_, p) => (p.lastPaymentAt ? formatDate(p.lastPaymentAt) : '-') },
    {
      key: 'actions',
      title: 'Actions',
      // Pinned to the end: on a phone the other columns scroll under it.
      fixed: 'end',
      render: (_, p) => {
        const removal = removalOf(p);
        const whose = `${p.userFullName} (${p.foodPackName})`;
        return (
          <div className="fs-sp-actions">
            <Button size="small" onClick={() => onViewSchedule(p)} aria-label={`View schedule for ${whose}`}>
              View schedule
            </Button>
            {removal === 'delete' && (
              <Button size="small" danger onClick={() => onDelete(p)} aria-label={`Delete plan of ${whose}`}>
                Delete
              </Button>
            )}
            {removal === 'cancel' && (
              <Button size="small" danger onClick={() => onCancel(p)} aria-label={`Cancel plan of ${whose}`}>
                Cancel plan
              </Button>
            )}
            {onChangePack && canChangePack(p) && (
              <Button size="small" onClick={() => onChangePack(p)} aria-label={`Change pack of ${whose}`}>
                Change pack
              </Button>
            )}
          </div>
        );
      },
    },
  ];

  return (
    <div>
      <PlanFilters typed={typed} onTyped={setTyped} filter={filter} onFilter={changeFilter} sorting={sorting} onSorting={changeSorting} onClear={clear} />
      {!badRange && (
        <PagedList
          result={result}
          failed={failed}
          failure={FAILURE}
          onRetry={refetch}
          empty="No savings plans found"
          region="Savings plans"
          table={(items) => (
            <Table<Plan> rowKey="id" columns={columns} dataSource={items} loading={loading} pagination={false} size="middle" scroll={{ x: 'max-content' }} onChange={onTableChange} />
          )}
          pager={{ label: 'Savings plans: pages', noun: 'plans', pageSize: PLANS_PAGE_SIZE, busy: loading, onPage: setPage }}
        />
      )}
    </div>
  );
}
