import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Table, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { PagedList, pageSummary, useSearchPaging } from '../../ui/admin-list';
import { formatDate } from '../../ui/format';
import { useToast } from '../../ui/toast';
import { DeliveriesQuery, MarkReadyForPickupMutation } from '../graphql/operations';
import {
  addressLines,
  canAssignRider,
  canMarkReady,
  canOverride,
  canSchedule,
  count,
  DELIVERIES_PAGE_SIZE,
  isFiltered,
  METHOD_LABELS,
  NO_QUEUE_FILTER,
  selectionActions,
  toQueueFilter,
  type Delivery,
  type QueueFilterValues,
} from '../utils/deliveries';
import { refusalOf } from '../utils/refusal';
import { AssignRiderDialog } from './AssignRiderDialog';
import { OverrideHandoverDialog } from './OverrideHandoverDialog';
import { QueueFilters } from './QueueFilters';
import { ScheduleDialog } from './ScheduleDialog';
import { LateTag, LockedTag, NoStockTag, StateTag } from './StateTag';
import { formatPhone } from '../../ui/phone';

const FAILURE = 'Failed to fetch deliveries. Please try again.';
const READY_FAILURE = 'Failed to mark the pickups ready. Please try again.';

type Dialog = { kind: 'schedule'; deliveries: Delivery[] } | { kind: 'assign' | 'override'; delivery: Delivery } | null;

/**
 * The deliveries queue: paid packs not yet handed over (or those in the state chosen), by promised
 * date, filtered and paged on the server. Selected deliveries are scheduled together (a day and a
 * rider, all or none); selected pickups are made ready at the office. A scheduled delivery gets
 * (another) rider; a handover locked by wrong codes is completed with a reason. A new filter,
 * search or page starts with nothing selected, so nothing out of sight is ever acted on.
 */
export function DeliveryQueue() {
  const toast = useToast();
  const { typed, setTyped, search, page, setPage } = useSearchPaging();
  const [filter, setFilter] = useState<QueueFilterValues>(NO_QUEUE_FILTER);
  const [selected, setSelected] = useState<Delivery[]>([]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [marking, setMarking] = useState(false);

  const variables = { filter: toQueueFilter(filter, search), page, pageSize: DELIVERIES_PAGE_SIZE };
  const { data, previousData, loading, error, refetch } = useQuery(DeliveriesQuery, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const result = (data ?? previousData)?.deliveries;
  const failed = !!error && !data;
  const [markReady] = useMutation(MarkReadyForPickupMutation, { refetchQueries: [DeliveriesQuery] });

  // What is selected belongs to the rows asked for: another filter, search or page starts afresh.
  const shownKey = JSON.stringify(variables);
  const [selectionKey, setSelectionKey] = useState(shownKey);
  if (selectionKey !== shownKey) {
    setSelectionKey(shownKey);
    setSelected([]);
  }

  useEffect(() => {
    if (failed) toast.error('Error', FAILURE, { key: 'deliveries' });
  }, [failed, toast]);
  const lastPage = data ? pageSummary(page, DELIVERIES_PAGE_SIZE, data.deliveries.totalCount, 'deliveries').pages : page;
  if (page > lastPage) setPage(lastPage);

  const changeFilter = (patch: Partial<QueueFilterValues>) => {
    setFilter((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const clear = () => {
    setTyped('');
    changeFilter(NO_QUEUE_FILTER);
  };

  const { toSchedule, toMarkReady } = selectionActions(selected);

  const markSelectedReady = async () => {
    setMarking(true);
    try {
      await markReady({ variables: { fulfilmentIds: toMarkReady.map((d) => d.id) } });
      toast.success('Ready for pickup', `${count(toMarkReady.length, 'pickup is', 'pickups are')} ready at the office; each customer is told, with their code.`);
      setSelected([]);
    } catch (e) {
      toast.error('Not marked ready', refusalOf(e, READY_FAILURE).message);
    } finally {
      setMarking(false);
    }
  };

  const columns: TableColumnsType<Delivery> = [
    {
      // The phone under the name (as in the Users list): every column fits a 1280 px screen.
      key: 'customer',
      title: 'Customer',
      render: (_, d) => (
        <div className="fs-admin-cell">
          <span className="fs-dl-cell__main">{d.customerName}</span>
          <span className="fs-dl-nowrap">
            <span className="fs-visually-hidden">Phone: </span>
            {formatPhone(d.phoneNumber)}
          </span>
        </div>
      ),
    },
    { key: 'method', title: 'Method', render: (_, d) => METHOD_LABELS[d.method] },
    {
      key: 'address',
      title: 'Address',
      render: (_, d) =>
        d.method === 'pickup' ? (
          'Collects at the office'
        ) : (
          <div className="fs-admin-cell fs-dl-address">
            {addressLines(d).map((line, i) => (i === 0 ? <span key={i} className="fs-dl-cell__main">{line}</span> : <span key={i}>{line}</span>))}
          </div>
        ),
    },
    {
      key: 'pack',
      title: 'Pack',
      render: (_, d) => (
        <div className="fs-dl-tags">
          <div className="fs-admin-cell fs-dl-pack">{d.packName}</div>
          {d.stockShort && <NoStockTag />}
        </div>
      ),
    },
    {
      // A locked handover is completed from here, with a reason.
      key: 'state',
      title: 'State',
      render: (_, d) => (
        <div className="fs-dl-tags">
          <StateTag state={d.state} />
          {d.handoverLocked && <LockedTag />}
          {canOverride(d) && (
            <Button size="small" danger onClick={() => setDialog({ kind: 'override', delivery: d })} aria-label={`Override handover for ${d.customerName} (${d.packName})`}>
              Override handover
            </Button>
          )}
        </div>
      ),
    },
    {
      key: 'promised',
      title: 'Promised',
      render: (_, d) => (
        <div className="fs-dl-tags">
          <span className="fs-dl-nowrap">{formatDate(d.promisedDate)}</span>
          {d.late && <LateTag />}
        </div>
      ),
    },
    { key: 'scheduled', title: 'Scheduled', render: (_, d) => <span className="fs-dl-nowrap">{d.scheduledFor ? formatDate(d.scheduledFor) : '-'}</span> },
    {
      // A scheduled delivery gets (another) rider from here.
      key: 'rider',
      title: 'Rider',
      render: (_, d) => (
        <div className="fs-dl-rider">
          {d.rider ? (
            <div className="fs-admin-cell">
              <span className="fs-dl-cell__main">{d.rider.name}</span>
              <span>{formatPhone(d.rider.phoneNumber)}</span>
            </div>
          ) : (
            '-'
          )}
          {canAssignRider(d) && (
            <Button size="small" onClick={() => setDialog({ kind: 'assign', delivery: d })} aria-label={`${d.rider ? 'Change rider' : 'Assign rider'} for ${d.customerName} (${d.packName})`}>
              {d.rider ? 'Change' : 'Assign rider'}
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <div className="fs-dl-queue">
      <QueueFilters typed={typed} onTyped={setTyped} filter={filter} onFilter={changeFilter} onClear={clear} />
      <div className="fs-dl-bulk" role="group" aria-label="Selected deliveries">
        <p className="fs-dl-bulk__count" role="status">
          {selected.length ? `${selected.length} selected` : 'Select deliveries to schedule them, or pickups to make them ready.'}
        </p>
        <Button type="primary" disabled={toSchedule.length === 0} onClick={() => setDialog({ kind: 'schedule', deliveries: toSchedule })}>
          {toSchedule.length ? `Schedule ${count(toSchedule.length, 'delivery', 'deliveries')}` : 'Schedule'}
        </Button>
        <Button disabled={toMarkReady.length === 0 || marking} loading={marking} onClick={() => void markSelectedReady()}>
          {toMarkReady.length ? `Ready for pickup (${toMarkReady.length})` : 'Ready for pickup'}
        </Button>
      </div>
      <PagedList
        result={result}
        failed={failed}
        failure={FAILURE}
        onRetry={refetch}
        empty={isFiltered(filter, search) ? 'No deliveries match these filters' : 'No packs are waiting to be handed over'}
        region="Deliveries queue"
        table={(items) => (
          <Table<Delivery>
            rowKey="id"
            columns={columns}
            dataSource={items}
            loading={loading}
            pagination={false}
            size="small"
            // No scroll.x: antd would copy the header (its 'Select all' box) into a hidden measuring
            // row, a focusable control inside aria-hidden. The region around the table scrolls instead.
            rowSelection={{
              selectedRowKeys: selected.map((d) => d.id),
              onChange: (_keys, rows) => setSelected(rows.filter(Boolean)),
              getCheckboxProps: (d) => ({ disabled: !canSchedule(d) && !canMarkReady(d), 'aria-label': `Select ${d.customerName} (${d.packName})` }),
            }}
          />
        )}
        pager={{ label: 'Deliveries: pages', noun: 'deliveries', pageSize: DELIVERIES_PAGE_SIZE, busy: loading, onPage: setPage }}
      />
      <ScheduleDialog deliveries={dialog?.kind === 'schedule' ? dialog.deliveries : null} onClose={() => setDialog(null)} onScheduled={() => setSelected([])} />
      <AssignRiderDialog delivery={dialog?.kind === 'assign' ? dialog.delivery : null} onClose={() => setDialog(null)} />
      <OverrideHandoverDialog delivery={dialog?.kind === 'override' ? dialog.delivery : null} onClose={() => setDialog(null)} />
    </div>
  );
}
