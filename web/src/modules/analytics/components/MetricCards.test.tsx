import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '../../ui/ToastProvider';
import { DashboardMetricsQuery } from '../graphql/operations';
import { MetricCards } from './MetricCards';

const user = userEvent.setup({ delay: null });
const weeks = ['2025-01-06', '2025-01-13', '2025-01-20', '2025-01-27', '2025-02-03', '2025-02-10', '2025-02-17', '2025-02-24'];
const metrics = {
  __typename: 'DashboardMetrics' as const,
  totalUsers: 1234,
  activeMarketers: 7,
  foodPacks: 9,
  revenueKobo: 123_456_700,
  trend: weeks.map((weekStart, i) => ({
    __typename: 'WeeklyMetrics' as const,
    weekStart,
    newUsers: i * 2,
    newMarketers: i % 2,
    newFoodPacks: i === 7 ? 3 : 0,
    revenueKobo: i * 1_000_000,
  })),
};
const ok = { request: { query: DashboardMetricsQuery }, result: { data: { dashboardMetrics: metrics } } };
const failure = { request: { query: DashboardMetricsQuery }, error: new Error('offline') };

function renderCards(mocks: ConstructorParameters<typeof MockedProvider>[0]['mocks']) {
  render(
    <ToastProvider>
      <MockedProvider mocks={mocks}>
        <MetricCards />
      </MockedProvider>
    </ToastProvider>,
  );
}

describe('MetricCards', () => {
  it('shows the four figures, revenue in naira, each trend readable as text', async () => {
    renderCards([ok]);
    const region = screen.getByRole('region', { name: 'Dashboard metrics' });
    const revenue = await within(region).findByText('₦1,234,567');
    expect(revenue.closest('li')).toHaveTextContent('Revenue');
    const cards = within(region).getAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Total Users', 'Active Marketers', 'Food Packs', 'Revenue']);
    expect(cards[0]).toHaveTextContent('1,234');
    expect(cards[1]).toHaveTextContent('7');
    expect(cards[2]).toHaveTextContent('9');
    expect(cards[0]).toHaveTextContent('New users per week over the last 8 weeks, oldest first: 0, 2, 4, 6, 8, 10, 12, 14. This week: 14.');
    expect(cards[3]).toHaveTextContent('This week: ₦70,000.');
  });

  it('says when the figures cannot be loaded, and tries again on request', async () => {
    renderCards([failure, ok]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dashboard metrics.');
    expect(await screen.findByText('Failed to load dashboard metrics', { selector: '.ant-notification-notice-description, .ant-notification-notice-description *' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('₦1,234,567')).toBeInTheDocument();
  });
});
