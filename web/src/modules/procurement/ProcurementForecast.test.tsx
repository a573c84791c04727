import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithAdmin, toastText } from '../deliveries/test-render';
import { StockLevelsQuery } from '../stock/graphql/operations';
import { StockTab } from '../stock/StockTab';
import { ProcurementForecastQuery } from './graphql/operations';
import { ProcurementForecast } from './ProcurementForecast';

const user = userEvent.setup({ delay: null });

const forecast = (packs: { foodPackId: string; name: string; completions: number[]; available: number; needed: number[] }[], itemLines: { text: string; needed: number[]; packs: string[] }[]) => ({
  request: { query: ProcurementForecastQuery },
  result: {
    data: {
      procurementForecast: {
        __typename: 'ProcurementForecast' as const,
        asOf: '2027-02-10',
        horizonWeeks: [1, 2, 4, 8],
        horizonEnds: ['2027-02-17', '2027-02-24', '2027-03-10', '2027-04-07'],
        packs: packs.map((p) => ({ __typename: 'ProcurementPackForecast' as const, ...p })),
        itemLines: itemLines.map((l) => ({ __typename: 'ProcurementItemLine' as const, ...l })),
      },
    },
  },
});
const family = { foodPackId: 'p-1', name: 'Family Pack', completions: [1, 4, 5, 6], available: 3, needed: [0, 1, 2, 3] };
const spice = { foodPackId: 'p-2', name: 'Spice Mix', completions: [0, 0, 0, 0], available: -1, needed: [1, 1, 1, 1] };
const rice = { text: '50kg bag of rice', needed: [0, 1, 2, 3], packs: ['Family Pack'] };
const tomato = { text: 'Tin of tomato', needed: [1, 2, 3, 4], packs: ['Family Pack', 'Spice Mix'] };

describe('the procurement forecast', () => {
  const realFetch = window.fetch;
  const realCreate = URL.createObjectURL;
  const realRevoke = URL.revokeObjectURL;
  afterEach(() => {
    window.fetch = realFetch;
    URL.createObjectURL = realCreate;
    URL.revokeObjectURL = realRevoke;
    jest.restoreAllMocks();
  });

  it('shows each pack’s shortfall per horizon in words, the item lines across packs, and a chart the tables stand for', async () => {
    renderWithAdmin(<ProcurementForecast />, [forecast([family, spice], [tomato, rice])]);
    expect(screen.getByRole('heading', { level: 3, name: 'Procurement forecast' })).toBeInTheDocument();
    expect(screen.getByText('Loading the forecast...')).toBeInTheDocument();
    const packs = await screen.findByRole('table', { name: /^Packs needed per horizon/ });
    expect(within(packs).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Pack', 'Available', 'Within 1 week', 'Within 2 weeks', 'Within 4 weeks', 'Within 8 weeks']);
    const familyRow = within(packs).getByRole('row', { name: /^Family Pack/ });
    expect(within(familyRow).getAllByRole('cell').map((c) => c.textContent)).toEqual(['3', '1 due Covered', '4 due Short by 1', '5 due Short by 2', '6 due Short by 3']);
    expect(within(within(packs).getByRole('row', { name: /^Spice Mix/ })).getAllByRole('cell').map((c) => c.textContent)).toEqual(['-1', '0 due Short by 1', '0 due Short by 1', '0 due Short by 1', '0 due Short by 1']);
    expect(screen.getByText('To buy within 8 weeks: 4 × Tin of tomato, 3 × 50kg bag of rice.')).toBeInTheDocument();
    const items = screen.getByRole('table', { name: /^Item lines needed per horizon/ });
    expect(within(within(items).getByRole('row', { name: /^Tin of tomato/ })).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', '2', '3', '4', 'Family Pack, Spice Mix']);
    expect(screen.getByText(/^As of Feb 10, 2027/)).toBeInTheDocument();
    // The tables scroll sideways on a phone, and can be scrolled from the keyboard.
    expect(screen.getByRole('region', { name: 'Packs' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('region', { name: 'Item lines' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByText('Packs to buy per pack and horizon: the same figures as the Packs table.')).toBeInTheDocument();
  });

  it('says when nothing could be fetched, tries again, and says when there is nothing to buy', async () => {
    renderWithAdmin(<ProcurementForecast />, [{ request: { query: ProcurementForecastQuery }, error: new Error('offline') }, forecast([], [])]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch the procurement forecast. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Nothing to buy: no open plan is due within 8 weeks and no pack is short.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it('downloads the CSV with the session’s Bearer token, and says why a download failed', async () => {
    const blob = new Blob(['Procurement forecast\r\n'], { type: 'text/csv' });
    const fetchMock = jest.fn(async () => ({ ok: true, status: 200, headers: new Headers({ 'Content-Disposition': 'attachment; filename="procurement-forecast-2027-02-10.csv"' }), blob: async () => blob }) as unknown as Response);
    window.fetch = fetchMock as unknown as typeof fetch;
    URL.createObjectURL = jest.fn(() => 'blob:forecast');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderWithAdmin(<ProcurementForecast />, [forecast([family], [rice])]);
    await screen.findByRole('table', { name: /^Packs needed/ });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await toastText('procurement-forecast-2027-02-10.csv was downloaded.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/procurement-forecast.csv', expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer admin-token' }) }));
    expect(saved).toEqual(['procurement-forecast-2027-02-10.csv']);

    window.fetch = jest.fn(async () => ({ ok: false, status: 403, headers: new Headers() }) as Response) as unknown as typeof fetch;
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await toastText('You do not have permission to download the forecast.')).toBeInTheDocument();
  });

  it('is the Stock tab’s second section, downloaded when first opened', async () => {
    renderWithAdmin(<StockTab />, [{ request: { query: StockLevelsQuery }, result: { data: { stockLevels: [] } } }, forecast([spice], [])]);
    await user.click(screen.getByRole('tab', { name: 'Procurement forecast' }));
    expect(screen.getByRole('tab', { name: 'Procurement forecast', selected: true })).toBeInTheDocument();
    const packs = await screen.findByRole('table', { name: /^Packs needed/ });
    expect(within(packs).getByRole('row', { name: /^Spice Mix/ })).toHaveTextContent('Short by 1');
  });
});
