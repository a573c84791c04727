import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { GraphQLFormattedError } from 'graphql';
// The printer alone: importing 'graphql' would put all of graphql-js in the public pages' shell chunk.
import { print } from 'graphql/language/printer';
import { createContext, useCallback, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { GraphQLRequestError } from './graphql-errors';

// What the public pages (home, /food-packs) read, and what the sign-in forms send: the same GraphQL
// operations as the rest of the app, but not through Apollo Client. Evaluating Apollo, making its
// client and its first query were some 40% of these pages' script work after the first paint on a
// phone (issue 9, README), and anonymous operations need none of its normalised cache: a few packs
// read, a log-in or a registration sent. Signed-in pages keep Apollo.

type Variables = Record<string, unknown>;

/** Runs an anonymous operation: its data, or a rejection (a GraphQLRequestError when the server answered). */
export type PublicFetch = <Data, Vars extends Variables>(document: TypedDocumentNode<Data, Vars>, variables?: Vars) => Promise<Data>;

/** What the server read before rendering a page, by operation and variables: the browser starts from it. */
export type PublicDataState = Record<string, unknown>;

/** One operation with one set of variables, as last read. Replaced, never changed, on every update. */
export interface PublicEntry {
  data?: unknown;
  error?: Error;
  /** A read under way (a first read, a refresh or a retry). */
  loading: boolean;
  /** More of a paged list under way (fetchMore). */
  loadingMore: boolean;
  /** When `data` arrived (ms since the epoch). */
  readAt: number;
}

/** A public page's data older than this is shown but read again when the page is shown again: prices change. */
export const PUBLIC_DATA_MAX_AGE_MS = 60_000;

const operationOf = (document: TypedDocumentNode<unknown, never>) => document.definitions.find((d) => d.kind === 'OperationDefinition');
const operationName = (document: TypedDocumentNode<unknown, never>) => operationOf(document)?.name?.value ?? 'anonymous';

export const publicDataKey = (document: TypedDocumentNode<unknown, never>, variables?: Variables) =>
  `${operationName(document)}:${JSON.stringify(variables ?? {})}`;

export class PublicDataStore {
  private readonly entries = new Map<string, PublicEntry>();
  private readonly reads = new Map<string, Promise<unknown>>();
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly run: PublicFetch,
    state: PublicDataState = {},
    private readonly now: () => number = Date.now,
  ) {
    for (const [key, data] of Object.entries(state)) this.entries.set(key, { data, loading: false, loadingMore: false, readAt: now() });
  }

  get = (key: string): PublicEntry | undefined => this.entries.get(key);

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** Reads the operation, or joins the read of it already under way. Keeps what was shown on failure. */
  fetch<Data, Vars extends Variables>(document: TypedDocumentNode<Data, Vars>, variables?: Vars): Promise<Data> {
    const key = publicDataKey(document, variables);
    const under = this.reads.get(key);
    if (under) return under as Promise<Data>;
    const read = this.run(document, variables).then(
      (data) => {
        this.reads.delete(key);
        this.update(key, { data, error: undefined, loading: false, readAt: this.now() });
        return data;
      },
      (error: unknown) => {
        this.reads.delete(key);
        this.update(key, { error: error instanceof Error ? error : new Error(String(error)), loading: false });
        throw error;
      },
    );
    this.reads.set(key, read);
    this.update(key, { loading: true });
    return read;
  }

  /** Reads the entry again if it has no answer, or an old one, and no read is under way. */
  refresh<Data, Vars extends Variables>(document: TypedDocumentNode<Data, Vars>, variables?: Vars): void {
    const entry = this.get(publicDataKey(document, variables));
    const fresh = entry?.data !== undefined && this.now() - entry.readAt < PUBLIC_DATA_MAX_AGE_MS;
    if (fresh || entry?.loading) return;
    this.fetch(document, variables).catch(() => undefined); // the entry holds the error
  }

  /** Reads the next part of a paged list (`more` over the entry's variables) and merges it into the entry. */
  async fetchMore<Data, Vars extends Variables>(document: TypedDocumentNode<Data, Vars>, variables: Vars, more: Partial<Vars>, merge: (shown: Data, next: Data) => Data): Promise<void> {
    const key = publicDataKey(document, variables);
    this.update(key, { loadingMore: true });
    try {
      const next = await this.run(document, { ...variables, ...more });
      const shown = this.get(key)?.data as Data | undefined;
      this.update(key, { data: shown === undefined ? next : merge(shown, next) });
    } finally {
      this.update(key, { loadingMore: false });
    }
  }

  /** Sends an anonymous mutation (log in, register, reset a password, a contact message): once, nothing kept. */
  send<Data, Vars extends Variables>(document: TypedDocumentNode<Data, Vars>, variables: Vars): Promise<Data> {
    return this.run(document, variables);
  }

  /** Drops every answer of these operations, whatever their variables: a page that shows them next reads them again. */
  forget(...documents: TypedDocumentNode<unknown, never>[]): void {
    const names = new Set(documents.map(operationName));
    for (const key of this.entries.keys()) if (names.has(key.slice(0, key.indexOf(':')))) this.entries.delete(key);
    this.listeners.forEach((listener) => listener());
  }

  /** Everything read so far, for the browser to start from (the server's render). */
  extract(): PublicDataState {
    const state: PublicDataState = {};
    for (const [key, entry] of this.entries) if (entry.data !== undefined) state[key] = entry.data;
    return state;
  }

  private update(key: string, change: Partial<PublicEntry>) {
    const entry = this.entries.get(key) ?? { loading: false, loadingMore: false, readAt: 0 };
    this.entries.set(key, { ...entry, ...change });
    this.listeners.forEach((listener) => listener());
  }
}

const PublicDataContext = createContext<PublicDataStore | null>(null);
export const PublicDataProvider = PublicDataContext.Provider;

export function usePublicDataStore(): PublicDataStore {
  const store = useContext(PublicDataContext);
  if (!store) throw new Error('usePublicDataStore must be used inside AppProviders');
  return store;
}

export interface PublicQueryResult<Data> {
  data: Data | undefined;
  /** What was shown before the variables changed, while the new answer loads. */
  previousData: Data | undefined;
  loading: boolean;
  loadingMore: boolean;
  error: Error | undefined;
  refetch: () => Promise<Data>;
  fetchMore: (more: Partial<Variables>, merge: (shown: Data, next: Data) => Data) => Promise<void>;
}

/**
 * An anonymous query's answer for a public page: what the server rendered with, else read when the
 * component mounts (or again when it is older than a minute; the old answer stays on screen).
 */
export function usePublicQuery<Data, Vars extends Variables>(document: TypedDocumentNode<Data, Vars>, variables?: Vars): PublicQueryResult<Data> {
  const store = usePublicDataStore();
  const key = publicDataKey(document, variables);
  const read = useCallback(() => store.get(key), [store, key]);
  const entry = useSyncExternalStore(store.subscribe, read, read);
  const data = entry?.data as Data | undefined;

  // The last answer shown, kept across a change of variables (React's "previous render" pattern).
  const [shown, setShown] = useState(data);
  if (data !== undefined && data !== shown) setShown(data);

  // The variables object is rebuilt on every render; the key stands for it.
  const [current, setCurrent] = useState({ key, variables });
  if (current.key !== key) setCurrent({ key, variables });
  useEffect(() => store.refresh(document, current.variables), [store, document, current]);

  return {
    data,
    previousData: data === undefined ? shown : undefined,
    loading: entry === undefined || entry.loading,
    loadingMore: entry?.loadingMore ?? false,
    error: entry?.loading ? undefined : entry?.error,
    refetch: () => store.fetch(document, current.variables),
    fetchMore: (more, merge) => store.fetchMore(document, (current.variables ?? {}) as Vars, more as Partial<Vars>, merge),
  };
}

/** A GraphQL response's data, or a GraphQLRequestError with its errors and status: what a PublicFetch returns. */
export function dataOrThrow(result: { data?: unknown; errors?: readonly GraphQLFormattedError[] | null } | null, status = 200): never {
  if (result?.errors?.length || status >= 400 || !result?.data) throw new GraphQLRequestError(result?.errors ?? [], status);
  return result.data as never;
}

/**
 * The browser's anonymous operations: POST /graphql, no token. A query is tried once more after a
 * network failure (spec section 9); a mutation never is: the first may have reached the server, and
 * a second registration would then be refused as a duplicate of the first.
 */
export function httpPublicFetch(uri = '/graphql', timeoutMs = 20_000): PublicFetch {
  return async (document, variables) => {
    const body = JSON.stringify({ operationName: operationName(document), query: print(document), variables: variables ?? {} });
    const attempts = operationOf(document)?.operation === 'mutation' ? 1 : 2;
    for (let attempt = 1; ; attempt++) {
      let response: Response;
      try {
        response = await fetch(uri, { method: 'POST', headers: { 'content-type': 'application/json' }, body, signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        if (attempt < attempts) {
          await new Promise((resolve) => setTimeout(resolve, 500));
          continue;
        }
        throw new Error(`Network error: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
      return dataOrThrow((await response.json().catch(() => null)) as Parameters<typeof dataOrThrow>[0], response.status);
    }
  };
}

/**
 * An anonymous mutation for a form (the sign-in and contact forms): `send(variables)` resolves to
 * its data or rejects as lib/graphql-errors.ts reads; `loading` while it is under way.
 */
export function useAnonymousMutation<Data, Vars extends Variables>(document: TypedDocumentNode<Data, Vars>): [(variables: Vars) => Promise<Data>, { loading: boolean }] {
  const store = usePublicDataStore();
  const [loading, setLoading] = useState(false);
  const send = useCallback(
    async (variables: Vars) => {
      setLoading(true);
      try {
        return await store.send(document, variables);
      } finally {
        setLoading(false);
      }
    },
    [store, document],
  );
  return [send, { loading }];
}
