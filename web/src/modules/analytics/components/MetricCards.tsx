import { useQuery } from '@apollo/client/react';
import { Button } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { useToast } from '../../ui/toast';
import { DashboardMetricsQuery } from '../graphql/operations';
import { describeTrend, metricCards } from '../utils/metrics';
import './analytics.css';

// The chart library is the bulk of the console's code: the figures show at once, the
// sparklines when it has arrived.
const TrendSparkline = lazy(() => import('./TrendSparkline'));

const TITLES = ['Total Users', 'Active Marketers', 'Food Packs', 'Revenue'];

/**
 * The dashboard's four figures (spec section 2): Total Users, Active Marketers, Food Packs and
 * Revenue (credited money only), each with its last 8 weeks. Fetched afresh on every visit.
 */
export function MetricCards() {
  const { data, error, refetch } = useQuery(DashboardMetricsQuery, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const toast = useToast();
  const failed = !!error && !data;

  useEffect(() => {
    if (failed) toast.error('Error', 'Failed to load dashboard metrics', { key: 'dashboard-metrics' });
  }, [failed, toast]);

  if (failed) {
    return (
      <div className="fs-state fs-state--error fs-metrics__error" role="alert">
        <p>Failed to load dashboard metrics.</p>
        <Button onClick={() => void refetch().catch(() => undefined)}>Try Again</Button>
      </div>
    );
  }

  const cards = data ? metricCards(data.dashboardMetrics) : null;
  return (
    <section aria-label="Dashboard metrics" aria-busy={!cards || undefined}>
      <ul className="fs-metrics">
        {cards
          ? cards.map((card) => (
              <li key={card.key} className="fs-metric">
                <h3 className="fs-metric__title">{card.title}</h3>
                <p className="fs-metric__value">{card.value}</p>
                <Suspense fallback={<div className="fs-metric__spark" aria-hidden="true" />}>
                  <TrendSparkline card={card} />
                </Suspense>
                <p className="fs-visually-hidden">{describeTrend(card)}</p>
              </li>
            ))
          : TITLES.map((title) => (
              <li key={title} className="fs-metric">
                <h3 className="fs-metric__title">{title}</h3>
                <p className="fs-metric__value fs-metric__value--loading">
                  <span className="fs-visually-hidden">Loading</span>
                </p>
                {/* The trend's room, so the cards keep their size when the figures arrive (issue 31). */}
                <div className="fs-metric__spark" aria-hidden="true" />
              </li>
            ))}
      </ul>
    </section>
  );
}
