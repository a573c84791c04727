import type { FoodPackCategory, FoodPackFilter } from '../../../gql/graphql';
import { formatNaira } from '../../ui/naira';

/** '₦1,933/day' */
export function perDay(dailyRateKobo: number): string {
  return `${formatNaira(dailyRateKobo)}/day`;
}

/** '2-month plan' */
export function planLabel(months: number): string {
  return `${months}-month plan`;
}

export const DURATIONS = [1, 2, 3, 4] as const;
export const CATEGORIES: readonly FoodPackCategory[] = ['provision', 'foodstuff', 'mixed'];

export function categoryLabel(category: FoodPackCategory): string {
  return category.charAt(0).toUpperCase() + category.slice(1);
}

/** What a visitor chose; null and '' mean 'all'. */
export interface PackFilters {
  search: string;
  durationMonths: number | null;
  category: FoodPackCategory | null;
}

export const NO_FILTERS: PackFilters = { search: '', durationMonths: null, category: null };

/** The server's filter: only what is set ('all' is leaving a field out, spec section 5). */
export function toFilterInput({ search, durationMonths, category }: PackFilters): FoodPackFilter | undefined {
  const filter: FoodPackFilter = {};
  const text = search.trim();
  if (text) filter.search = text;
  if (durationMonths) filter.durationMonths = durationMonths;
  if (category) filter.category = category;
  return Object.keys(filter).length ? filter : undefined;
}

export function hasFilters({ search, durationMonths, category }: PackFilters): boolean {
  return search.trim() !== '' || durationMonths !== null || category !== null;
}

/** 'Showing 1 pack', 'Showing 4 packs' */
export function showingCount(n: number): string {
  return `Showing ${n} pack${n === 1 ? '' : 's'}`;
}
