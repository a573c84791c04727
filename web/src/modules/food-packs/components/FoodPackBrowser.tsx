import { useEffect, useId, useState, type ReactNode } from 'react';
import type { FoodPackCardFieldsFragment, FoodPackCategory, FoodPacksQueryVariables } from '../../../gql/graphql';
import { usePublicQuery } from '../../../lib/public-data';
import { useToast } from '../../ui/toast';
import { PageSpinner } from '../../ui/PageSpinner';
import { FoodPacksQuery } from '../graphql/operations';
import { hasFilters, NO_FILTERS, showingCount, toFilterInput, type PackFilters } from '../utils/packs';
import { FoodPackCard } from './FoodPackCard';
import { CategorySelect, DurationSelect, SearchField } from './PackFilterFields';
import { FIRST_PAGE, PAGE_SIZE } from './usePrefetchPacks';
import './food-packs.css';
import { Button } from '../../ui/Button';

/** Search is sent once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface FoodPackBrowserProps {
  onStartSaving: (pack: FoodPackCardFieldsFragment) => void;
  /** How many cards load their picture at once (those in the first screenful); the rest when scrolled near. */
  eagerImages?: number;
  /** Shown under the grid (e.g. 'View All Food Packs' on the home page). */
  footer?: ReactNode;
}

/**
 * 'Browse Our Food Packs' (spec section 2): search, duration and category filters applied by the
 * server, the count, and a grid of cards. Old results stay on screen while new ones load.
 */
export function FoodPackBrowser({ onStartSaving, eagerImages = 0, footer }: FoodPackBrowserProps) {
  const titleId = useId();
  const [searchText, setSearchText] = useState('');
  const [filters, setFilters] = useState<PackFilters>(NO_FILTERS);

  useEffect(() => {
    const timer = setTimeout(() => setFilters((f) => (f.search === searchText ? f : { ...f, search: searchText })), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const filter = toFilterInput(filters);
  const variables: FoodPacksQueryVariables = filter ? { ...FIRST_PAGE, filter } : FIRST_PAGE;
  const { data, previousData, loading, loadingMore, error, refetch, fetchMore } = usePublicQuery(FoodPacksQuery, variables);
  const result = data?.foodPacks ?? previousData?.foodPacks;
  const toast = useToast();

  const clear = () => {
    setSearchText('');
    setFilters(NO_FILTERS);
  };
  const setDuration = (durationMonths: number | null) => setFilters((f) => ({ ...f, durationMonths }));
  const setCategory = (category: FoodPackCategory | null) => setFilters((f) => ({ ...f, category }));

  const loadMore = () => {
    if (!result) return;
    fetchMore({ page: Math.floor(result.items.length / PAGE_SIZE) + 1 }, (shown, next) => ({
      foodPacks: {
        ...next.foodPacks,
        items: [...shown.foodPacks.items, ...next.foodPacks.items.filter((p) => !shown.foodPacks.items.some((q) => q.id === p.id))],
      },
    })).catch(() => toast.error('Failed to load more food packs', 'Please check your connection and try again.'));
  };

  let body: ReactNode;
  if (error && !loading) {
    body = (
      <div className="fs-state fs-state--error" role="alert">
        <p>Failed to fetch food packs. Please check your connection and try again.</p>
        <Button onClick={() => void refetch().catch(() => undefined)}>Try Again</Button>
      </div>
    );
  } else if (!result) {
    // A screenful held for the grid, so what is below it stays out of sight until the packs arrive.
    body = (
      <div className="fs-browser__loading">
        <PageSpinner label="Loading food packs" />
      </div>
    );
  } else if (result.items.length === 0) {
    body = (
      <div className="fs-state">
        <p>No food packs match your search. Please try different criteria.</p>
      </div>
    );
  } else {
    body = (
      <>
        <div className="fs-pack-grid" aria-busy={loading && !loadingMore ? true : undefined}>
          {result.items.map((pack, i) => (
            <FoodPackCard key={pack.id} pack={pack} onStartSaving={onStartSaving} eagerImage={i < eagerImages} priorityImage={i === 0 && eagerImages > 0} />
          ))}
        </div>
        {result.items.length < result.totalCount && (
          <div className="fs-load-more">
            <Button size="large" onClick={loadMore} loading={loadingMore}>
              {loadingMore ? 'Loading...' : 'Load more packs'}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <section className="fs-browser" aria-labelledby={titleId}>
      <h2 id={titleId}>Browse Our Food Packs</h2>
      <div className="fs-filters" role="search" aria-label="Food packs">
        <SearchField label="Search packs or items" placeholder="Search packs or items..." value={searchText} onChange={setSearchText} />
        <DurationSelect value={filters.durationMonths} onChange={setDuration} />
        <CategorySelect value={filters.category} onChange={setCategory} />
      </div>
      <div className="fs-browser__status">
        <p role="status" className="fs-browser__count">
          {result && !error ? showingCount(result.totalCount) : ''}
          {loading && result && !loadingMore && <span className="fs-browser__updating"> Updating…</span>}
        </p>
        {hasFilters({ ...filters, search: searchText }) && (
          <Button type="link" onClick={clear}>
            Clear filters
          </Button>
        )}
      </div>
      {body}
      {footer}
    </section>
  );
}
