import { Button, Modal, Space } from 'antd';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useToast } from './toast';
import './fields.css';
import './admin-list.css';

/*
 * Pieces the admin console's and the marketer portal's lists and dialogs share. Only those
 * signed-in pages (lazy chunks of their own) import this file: it pulls in antd's Modal and
 * friends, which public pages must not download.
 */

/** Typing settles this long before the server is asked. */
export const SEARCH_DELAY_MS = 300;

/** The value once typing has paused for `delay` ms: one request per word, not per key. */
export function useSettled(value: string, delay = SEARCH_DELAY_MS): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * A server-side search with paging: what is typed, the settled search sent to the server, and
 * the page. A new search starts at page 1 in the same render, so page N of the new search is
 * never asked for.
 */
export function useSearchPaging() {
  const [typed, setTyped] = useState('');
  const settled = useSettled(typed.trim());
  const [shown, setShown] = useState({ search: '', page: 1 });
  if (shown.search !== settled) setShown({ search: settled, page: 1 });
  const { search, page } = shown.search === settled ? shown : { search: settled, page: 1 };
  const setPage = useCallback((next: number) => setShown((s) => ({ ...s, page: next })), []);
  return { typed, setTyped, search, page, setPage };
}

/** The search box above a list: the browser's own input (the system keyboard on a phone). */
export function SearchBox({ label, placeholder, value, onChange }: { label: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="fs-admin-search" role="search" aria-label={label}>
      <label htmlFor={id} className="fs-visually-hidden">
        {label}
      </label>
      <input id={id} type="search" className="fs-control" placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} autoComplete="off" enterKeyHint="search" />
    </div>
  );
}

/** 'Showing 11 to 20 of 57 users' and 'Page 2 of 6' (spec section 2); an empty list is 'Page 1 of 1'. */
export function pageSummary(page: number, pageSize: number, totalCount: number, noun: string) {
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  const first = totalCount === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(totalCount, page * pageSize);
  return { pages, showing: `Showing ${first} to ${last} of ${totalCount} ${noun}`, pageOf: `Page ${page} of ${pages}` };
}

export interface PagerProps {
  /** Names the navigation landmark, e.g. 'Marketers: pages'. */
  label: string;
  noun: string;
  page: number;
  pageSize: number;
  totalCount: number;
  busy: boolean;
  onPage: (page: number) => void;
}

/**
 * 'Showing X to Y of Z …', 'Page N of M' with Previous and Next (spec section 2). `page` is the page
 * on screen (the reply's), not the one asked for: while the next loads, the text still matches the rows.
 */
export function Pager({ label, noun, page, pageSize, totalCount, busy, onPage }: PagerProps) {
  const summary = pageSummary(page, pageSize, totalCount, noun);
  return (
    <nav className="fs-pager" aria-label={label}>
      <p className="fs-pager__summary" role="status">
        {summary.showing}
      </p>
      <div className="fs-pager__controls">
        <Button onClick={() => onPage(page - 1)} disabled={page <= 1 || busy}>
          Previous
        </Button>
        <span className="fs-pager__page">{summary.pageOf}</span>
        <Button onClick={() => onPage(page + 1)} disabled={page >= summary.pages || busy}>
          Next
        </Button>
      </div>
    </nav>
  );
}

/** A list that could not be fetched: the message and Try Again. */
export function ListFailed({ message, onRetry }: { message: string; onRetry: () => Promise<unknown> }) {
  return (
    <div className="fs-state fs-state--error" role="alert">
      <p>{message}</p>
      <Button onClick={() => void onRetry().catch(() => undefined)}>Try Again</Button>
    </div>
  );
}

/** 'Loading...', or why a list is empty, said to screen readers as it changes. */
export function ListNote({ children }: { children: ReactNode }) {
  return (
    <p className="fs-state" role="status">
      {children}
    </p>
  );
}

export interface PagedListProps<T> {
  /** The page to show (the reply's, or the previous one while the next loads); undefined before the first. */
  result: { items: T[]; totalCount: number; page: number } | undefined;
  /** Nothing could be fetched: say `failure`, with Try Again. */
  failed: boolean;
  failure: string;
  onRetry: () => Promise<unknown>;
  /** Said when the list is empty. */
  empty: ReactNode;
  /** The name of the table's scrollable region. */
  region: string;
  table: (items: T[]) => ReactNode;
  pager: Omit<PagerProps, 'page' | 'totalCount'>;
}

/** A paged list's states in one place: failed, loading, empty, or the table (scrolling sideways on a phone) and its pager. */
export function PagedList<T>({ result, failed, failure, onRetry, empty, region, table, pager }: PagedListProps<T>) {
  if (failed) return <ListFailed message={failure} onRetry={onRetry} />;
  if (!result) return <ListNote>Loading...</ListNote>;
  if (result.totalCount === 0) return <ListNote>{empty}</ListNote>;
  return (
    <>
      <div className="fs-admin-table" role="region" aria-label={region} tabIndex={0}>
        {table(result.items)}
      </div>
      <Pager {...pager} page={result.page} totalCount={result.totalCount} />
    </>
  );
}

type Answer = { __typename?: string } | null | undefined;

/**
 * Runs an admin mutation whose answer is the changed object or an ErrorResult: an ErrorResult's
 * message (or `failure`) is toasted, as is a request that failed. Resolves to the object, else null.
 */
export function useResultAction(failure: string) {
  const toast = useToast();
  return useCallback(
    async <R extends Answer, N extends string>(send: () => Promise<R>, ok: N): Promise<Extract<R, { __typename?: N }> | null> => {
      try {
        const result = await send();
        if (result?.__typename === ok) return result as Extract<R, { __typename?: N }>;
        if (result?.__typename === 'ErrorResult') toast.error('Error', (result as { message?: string }).message || failure);
      } catch {
        toast.error('Error', failure);
      }
      return null;
    },
    [toast, failure],
  );
}

export interface AdminDialogProps {
  open: boolean;
  title: ReactNode;
  /** A request is running: the dialog cannot be dismissed. */
  busy: boolean;
  onClose: () => void;
  width?: number;
  /** A selector for what to focus once the dialog has opened (its first field). */
  focusFirst?: string;
  /** Called once the dialog has closed (so focus can move). */
  afterClose?: () => void;
  children: ReactNode;
}

/** The admin console's dialogs: no footer of antd's own, not dismissible while busy, emptied on close. */
export function AdminDialog({ open, title, busy, onClose, width, focusFirst, afterClose, children }: AdminDialogProps) {
  const body = useRef<HTMLDivElement>(null);
  return (
    <Modal
      open={open}
      title={title}
      onCancel={() => !busy && onClose()}
      closable={!busy}
      mask={{ closable: !busy }}
      keyboard={!busy}
      footer={null}
      destroyOnHidden
      width={width}
      afterClose={afterClose}
      afterOpenChange={(isOpen) => isOpen && focusFirst && body.current?.querySelector<HTMLElement>(focusFirst)?.focus()}
    >
      <div ref={body}>{children}</div>
    </Modal>
  );
}

export interface DialogActionsProps {
  busy: boolean;
  onCancel: () => void;
  /** The button that leaves without doing anything ('Cancel' unless set, e.g. 'Keep plan'). */
  cancelLabel?: string;
  /** The main button, e.g. 'Save Changes'; it submits the surrounding form unless onConfirm is given. */
  label: string;
  busyLabel?: string;
  onConfirm?: () => void;
  danger?: boolean;
}

/** Cancel and the dialog's main button, at the end of the dialog. */
export function DialogActions({ busy, onCancel, cancelLabel = 'Cancel', label, busyLabel = 'Saving...', onConfirm, danger }: DialogActionsProps) {
  return (
    <Space wrap className="fs-admin-form__actions">
      {/* A destructive dialog starts on Cancel. */}
      <Button onClick={onCancel} disabled={busy} autoFocus={danger}>
        {cancelLabel}
      </Button>
      <Button type="primary" danger={danger} htmlType={onConfirm ? 'button' : 'submit'} onClick={onConfirm} loading={busy} aria-busy={busy || undefined}>
        {busy ? busyLabel : label}
      </Button>
    </Space>
  );
}

export interface ConfirmDeleteDialogProps {
  open: boolean;
  title: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** Called once the dialog has closed (so focus can move). */
  afterClose?: () => void;
  children: ReactNode;
}

/** A delete confirmation (Cancel first and focused); it cannot be dismissed while deleting. */
export function ConfirmDeleteDialog({ open, title, busy, onCancel, onConfirm, afterClose, children }: ConfirmDeleteDialogProps) {
  return (
    <AdminDialog open={open} title={title} busy={busy} onClose={onCancel} afterClose={afterClose}>
      {open && (
        <>
          {children}
          <DialogActions busy={busy} onCancel={onCancel} label="Delete" busyLabel="Deleting..." onConfirm={onConfirm} danger />
        </>
      )}
    </AdminDialog>
  );
}
