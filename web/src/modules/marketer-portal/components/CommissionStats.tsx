import { lazy, useId, type ReactNode } from 'react';
import type { MyMarketerProfileQuery } from '../../../gql/marketer/graphql';
import { formatNaira } from '../../ui/format';
import { Tag } from '../../ui/Tag';
import { WhenVisible } from '../../ui/WhenVisible';
import { monthLabel } from '../utils/portal';

// The chart library is most of the portal's code: the figures show at once, the chart when it
// has arrived, and only once it comes into view (below the fold on a phone, issue 31).
const MonthlyChart = lazy(() => import('./MonthlyChart'));

type Summary = MyMarketerProfileQuery['myMarketerProfile']['summary'];

export interface CommissionStatsProps {
  summary: Summary;
  totalCustomers: number;
  activeCustomers: number;
}

function StatCard({ title, value, caption, extra }: { title: string; value: string; caption: string; extra?: ReactNode }) {
  return (
    <li className="fs-mp-stat">
      <h3 className="fs-mp-stat__title">{title}</h3>
      <p className="fs-mp-stat__value">
        {value}
        {extra}
      </p>
      <p className="fs-mp-stat__caption">{caption}</p>
    </li>
  );
}

/**
 * What the marketer has earned (money in kobo from the API, shown in naira): lifetime, this month,
 * their customers, where the money stands (Pending, Approved, Paid) and the last 6 months as a
 * bar chart with the same figures as a table for screen readers.
 */
export function CommissionStats({ summary, totalCustomers, activeCustomers }: CommissionStatsProps) {
  const breakdownId = useId();
  const chartId = useId();
  return (
    <section aria-label="Your earnings" className="fs-mp-stats-section">
      <ul className="fs-mp-stats">
        <StatCard title="Total Commission" value={formatNaira(summary.totalKobo)} caption="Lifetime earnings" />
        <StatCard title="This Month" value={formatNaira(summary.thisMonthKobo)} caption="Current month earnings" />
        <StatCard
          title="Total Customers"
          value={totalCustomers.toLocaleString('en-NG')}
          caption="Active customers"
          extra={
            <Tag color={activeCustomers > 0 ? 'blue' : 'default'} className="fs-mp-stat__tag">
              {activeCustomers.toLocaleString('en-NG')} active
            </Tag>
          }
        />
        <li className="fs-mp-stat">
          <h3 className="fs-mp-stat__title" id={breakdownId}>
            Commission Status
          </h3>
          <dl className="fs-mp-breakdown" aria-labelledby={breakdownId}>
            <div>
              <dt>Pending</dt>
              <dd>{formatNaira(summary.pendingKobo)}</dd>
            </div>
            <div>
              <dt>Approved (to be paid)</dt>
              <dd>{formatNaira(summary.approvedKobo)}</dd>
            </div>
            <div>
              <dt>Paid</dt>
              <dd>{formatNaira(summary.paidKobo)}</dd>
            </div>
            {summary.reversedKobo !== 0 && (
              <div>
                <dt>Reversed</dt>
                <dd>{formatNaira(summary.reversedKobo)}</dd>
              </div>
            )}
          </dl>
        </li>
      </ul>
      <figure className="fs-mp-card fs-mp-chart" aria-labelledby={chartId}>
        <figcaption id={chartId} className="fs-mp-card__title">
          Commission by month
        </figcaption>
        <WhenVisible rootMargin="0px" fallback={<div className="fs-mp-chart__plot" aria-hidden="true" />} placeholderClassName="fs-mp-chart__plot">
          <MonthlyChart months={summary.byMonth} />
        </WhenVisible>
        {/* Hidden by its wrapper: a table given the class itself still lays out at its content's width. */}
        <div className="fs-visually-hidden">
          <table>
            <caption>Commission earned per month, last {summary.byMonth.length} months, oldest first</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col">Commission</th>
              </tr>
            </thead>
            <tbody>
              {summary.byMonth.map((m) => (
                <tr key={m.month}>
                  <th scope="row">{monthLabel(m.month, true)}</th>
                  <td>{formatNaira(m.amountKobo)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </figure>
    </section>
  );
}
