import { formatNaira } from '../../ui/format';

/** The dashboard figures as the API sends them (DashboardMetrics). Money in kobo. */
export interface DashboardFigures {
  totalUsers: number;
  activeMarketers: number;
  foodPacks: number;
  revenueKobo: number;
  trend: readonly { weekStart: string; newUsers: number; newMarketers: number; newFoodPacks: number; revenueKobo: number }[];
}

export interface MetricCardData {
  key: 'users' | 'marketers' | 'packs' | 'revenue';
  title: string;
  value: string;
  /** What each point of the trend counts, e.g. 'new users'. */
  trendLabel: string;
  /** One point a week, oldest first. */
  trend: { weekStart: string; value: number }[];
  /** A point's value as people read it (money in naira). */
  format: (value: number) => string;
}

const count = (n: number) => n.toLocaleString('en-NG');

/** The four cards of the admin dashboard (spec section 2), each with its weekly trend. */
export function metricCards(m: DashboardFigures): MetricCardData[] {
  const series = (pick: (w: DashboardFigures['trend'][number]) => number) => m.trend.map((w) => ({ weekStart: w.weekStart, value: pick(w) }));
  return [
    { key: 'users', title: 'Total Users', value: count(m.totalUsers), trendLabel: 'new users', trend: series((w) => w.newUsers), format: count },
    { key: 'marketers', title: 'Active Marketers', value: count(m.activeMarketers), trendLabel: 'new marketers', trend: series((w) => w.newMarketers), format: count },
    { key: 'packs', title: 'Food Packs', value: count(m.foodPacks), trendLabel: 'new food packs', trend: series((w) => w.newFoodPacks), format: count },
    { key: 'revenue', title: 'Revenue', value: formatNaira(m.revenueKobo), trendLabel: 'revenue', trend: series((w) => w.revenueKobo), format: formatNaira },
  ];
}

/**
 * The sparkline in words, for screen readers (the drawing itself is hidden from them):
 * 'New users per week over the last 8 weeks, oldest first: 1, 0, 4 … This week: 4.'
 */
export function describeTrend(card: MetricCardData): string {
  if (card.trend.length === 0) return '';
  const values = card.trend.map((p) => card.format(p.value));
  const label = card.trendLabel.charAt(0).toUpperCase() + card.trendLabel.slice(1);
  return `${label} per week over the last ${values.length} weeks, oldest first: ${values.join(', ')}. This week: ${values[values.length - 1]}.`;
}
