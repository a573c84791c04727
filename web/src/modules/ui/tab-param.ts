import { useSearchParams } from 'react-router-dom';

/**
 * The open tab of a page, kept in its address (`?tab=…`, so a link or a reload opens it), and how to
 * open another: the entry is replaced, so Back leaves the page rather than stepping through tabs.
 * `parse` turns the parameter (or its absence) into a tab; `alsoOnSelect` may edit the rest of the
 * address in the same step (the console drops the deliveries' filters when leaving that tab).
 */
export function useTabParam<K extends string>(parse: (value: string | null) => K, alsoOnSelect?: (next: URLSearchParams, key: K) => void): [K, (key: K) => void] {
  const [params, setParams] = useSearchParams();
  const select = (key: K) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', key);
        alsoOnSelect?.(next, key);
        return next;
      },
      { replace: true },
    );
  return [parse(params.get('tab')), select];
}
