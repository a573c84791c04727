import { useQuery } from '@apollo/client/react';
import { Button } from 'antd';
import { useEffect, useId, useState } from 'react';
import { ListFailed, ListNote, Pager } from '../../ui/admin-list';
import { useToast } from '../../ui/toast';
import { ActivityFilterOptionsQuery, AdminActivityQuery } from '../graphql/operations';
import { actionLabel, changeRows, formatWhen } from '../utils/changes';
import './audit.css';

const PAGE_SIZE = 10;
const FAILURE = 'Failed to load the activity. Please try again.';

interface Filter {
  actorId: string;
  action: string;
  from: string;
  to: string;
}
const NO_FILTER: Filter = { actorId: '', action: '', from: '', to: '' };

type Entry = NonNullable<ReturnType<typeof useActivity>['entries']>[number];

function useActivity(filter: Filter, page: number, skip: boolean) {
  const { data, previousData, loading, error, refetch } = useQuery(AdminActivityQuery, {
    variables: {
      filter: { actorId: filter.actorId || null, action: filter.action || null, from: filter.from || null, to: filter.to || null },
      page,
      pageSize: PAGE_SIZE,
    },
    skip,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const result = (data ?? previousData)?.adminActivity;
  return { result, entries: result?.items, loading, failed: !!error && !data, refetch };
}

/**
 * The audit trail (issue 11): every admin change, newest first, filterable by admin, action and
 * a range of Lagos days, with what changed shown field by field.
 */
export function ActivityView() {
  const ids = useId();
  const toast = useToast();
  const [filter, setFilter] = useState<Filter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const badRange = !!filter.from && !!filter.to && filter.from > filter.to;
  const options = useQuery(ActivityFilterOptionsQuery);
  const { result, entries, loading, failed, refetch } = useActivity(filter, page, badRange);
  const admins = (options.data?.adminUsers.items ?? []).filter((u) => u.roles.includes('Admin'));
  const change = (patch: Partial<Filter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    setPage(1);
  };

  useEffect(() => {
    if (failed) toast.error('Error', FAILURE, { key: 'admin-activity' });
  }, [failed, toast]);

  let body;
  if (badRange) {
    body = null;
  } else if (failed) {
    body = <ListFailed message={FAILURE} onRetry={refetch} />;
  } else if (!entries) {
    body = <ListNote>Loading...</ListNote>;
  } else if (entries.length === 0) {
    body = <ListNote>No activity found</ListNote>;
  } else {
    body = (
      <>
        <ol className="fs-activity__list" aria-busy={loading || undefined}>
          {entries.map((e) => (
            <ActivityEntry key={e.id} entry={e} />
          ))}
        </ol>
        <Pager label="Activity: pages" noun="entries" page={result?.page ?? page} pageSize={PAGE_SIZE} totalCount={result?.totalCount ?? 0} busy={loading} onPage={setPage} />
      </>
    );
  }

  return (
    <section aria-labelledby={`${ids}-heading`} className="fs-activity">
      <h2 id={`${ids}-heading`}>Activity</h2>
      <form className="fs-activity__filters" aria-label="Filter activity" onSubmit={(e) => e.preventDefault()}>
        <div className="fs-activity__filter">
          <label htmlFor={`${ids}-admin`}>Admin</label>
          <select id={`${ids}-admin`} className="fs-control" value={filter.actorId} onChange={(e) => change({ actorId: e.target.value })}>
            <option value="">All admins</option>
            {admins.map((a) => (
              <option key={a.id} value={a.id}>
                {a.fullName}
              </option>
            ))}
          </select>
        </div>
        <div className="fs-activity__filter">
          <label htmlFor={`${ids}-action`}>Action</label>
          <select id={`${ids}-action`} className="fs-control" value={filter.action} onChange={(e) => change({ action: e.target.value })}>
            <option value="">All actions</option>
            {(options.data?.auditActions ?? []).map((a) => (
              <option key={a} value={a}>
                {actionLabel(a)}
              </option>
            ))}
          </select>
        </div>
        <div className="fs-activity__filter">
          <label htmlFor={`${ids}-from`}>From</label>
          <input id={`${ids}-from`} type="date" className="fs-control" value={filter.from} max={filter.to || undefined} onChange={(e) => change({ from: e.target.value })} />
        </div>
        <div className="fs-activity__filter">
          <label htmlFor={`${ids}-to`}>To</label>
          <input
            id={`${ids}-to`}
            type="date"
            className="fs-control"
            value={filter.to}
            min={filter.from || undefined}
            onChange={(e) => change({ to: e.target.value })}
            aria-invalid={badRange || undefined}
            aria-describedby={badRange ? `${ids}-range` : undefined}
          />
        </div>
        {badRange && (
          <p id={`${ids}-range`} className="fs-field__error fs-activity__range" role="alert">
            The From date must be on or before the To date.
          </p>
        )}
        <Button onClick={() => change(NO_FILTER)} disabled={!filter.actorId && !filter.action && !filter.from && !filter.to}>
          Clear filters
        </Button>
      </form>
      {body}
    </section>
  );
}

function ActivityEntry({ entry }: { entry: Entry }) {
  const rows = changeRows(entry.before, entry.after);
  return (
    <li className="fs-activity__entry">
      <div className="fs-activity__head">
        <strong>{actionLabel(entry.action)}</strong>
        <time dateTime={String(entry.createdAt)}>{formatWhen(String(entry.createdAt))}</time>
      </div>
      <p className="fs-activity__meta">
        By {entry.actorName ?? 'a removed admin'} · {entry.targetType}
        {entry.targetId ? ` ${entry.targetId}` : ''}
      </p>
      {entry.reason && <p className="fs-activity__reason">Reason: {entry.reason}</p>}
      {rows.length > 0 && (
        <table className="fs-activity__changes">
          <caption className="fs-visually-hidden">What changed</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.field}>
                <th scope="row">{r.label}</th>
                <td>{r.before}</td>
                <td>{r.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}
