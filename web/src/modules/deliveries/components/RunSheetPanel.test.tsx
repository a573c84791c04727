import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from '../../../../test/user-input';
import { RidersQuery } from '../graphql/operations';
import { apiRider } from '../test-fixtures';
import { renderWithAdmin, toastText } from '../test-render';
import { lagosToday } from '../utils/deliveries';
import { RunSheetPanel } from './RunSheetPanel';

const user = userEvent.setup({ delay: null });
const ridersMock = { request: { query: RidersQuery }, result: { data: { riders: [apiRider('r-1', 'Sade Rider')] } }, maxUsageCount: Number.POSITIVE_INFINITY };

describe('the run sheet panel', () => {
  const realFetch = window.fetch;
  const realCreate = URL.createObjectURL;
  const realRevoke = URL.revokeObjectURL;
  afterEach(() => {
    window.fetch = realFetch;
    URL.createObjectURL = realCreate;
    URL.revokeObjectURL = realRevoke;
    jest.restoreAllMocks();
  });

  async function chooseDayAndRider() {
    const form = await screen.findByRole('form', { name: 'Run sheet' });
    expect(within(form).getByLabelText('Day')).toHaveValue(lagosToday());
    await user.clear(within(form).getByLabelText('Day'));
    await fill(user, within(form).getByLabelText('Day'), '2026-12-02');
    expect(within(form).getByText('Wednesday, Dec 2, 2026')).toBeInTheDocument();
    await waitFor(() => expect(within(within(form).getByLabelText('Rider')).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(within(form).getByLabelText('Rider'), 'r-1');
    return form;
  }

  it("downloads the day's CSV with the session's Bearer token (never in the address)", async () => {
    const blob = new Blob(['Stop,Customer\r\n'], { type: 'text/csv' });
    const fetchMock = jest.fn(async () => ({ ok: true, status: 200, headers: new Headers({ 'Content-Disposition': 'attachment; filename="run-sheet-2026-12-02.csv"' }), blob: async () => blob }) as unknown as Response);
    window.fetch = fetchMock as unknown as typeof fetch;
    URL.createObjectURL = jest.fn(() => 'blob:run-sheet');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });

    renderWithAdmin(<RunSheetPanel onOpen={jest.fn()} />, [ridersMock]);
    const form = await chooseDayAndRider();
    await user.click(within(form).getByRole('button', { name: 'Download CSV' }));
    expect(await toastText('run-sheet-2026-12-02.csv was downloaded.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/run-sheet.csv?date=2026-12-02&riderId=r-1', expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer admin-token' }) }));
    expect(saved).toEqual(['run-sheet-2026-12-02.csv']);
  });

  it('says why a download failed, and asks for a day before anything', async () => {
    window.fetch = jest.fn(async () => ({ ok: false, status: 403, headers: new Headers() }) as Response) as unknown as typeof fetch;
    const onOpen = jest.fn();
    renderWithAdmin(<RunSheetPanel onOpen={onOpen} />, [ridersMock]);
    const form = await chooseDayAndRider();
    await user.click(within(form).getByRole('button', { name: 'Download CSV' }));
    expect(await toastText('You do not have permission to download run sheets.')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Day'));
    expect(within(form).getByText('Choose the day')).toBeInTheDocument();
    expect(within(form).getByLabelText('Day')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('button', { name: 'Print run sheet' })).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(onOpen).not.toHaveBeenCalled();
  });
});
