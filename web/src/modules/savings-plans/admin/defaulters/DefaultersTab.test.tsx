import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSessionStore, SessionProvider } from '../../../../lib/session';
import { ToastProvider } from '../../../ui/ToastProvider';
import { DefaultersTab } from './DefaultersTab';
import { ArrearsAgeingQuery, DefaulterDetailsQuery, DefaultersQuery } from './graphql/operations';
import { ageing, apiDefaulter, apiDefaulterDetails, defaulterPage } from './test-fixtures';

const user = userEvent.setup({ delay: null });

const emeka = apiDefaulter('u-6', 'Emeka Nwosu', { amountOwedKobo: 2_450_000, duePayments: 2, lastPaymentAt: null });
const bola = apiDefaulter('u-7', 'Bola Ade');

function listMock(page: number, items: ReturnType<typeof apiDefaulter>[], totalCount = items.length): MockLink.MockedResponse {
  return { request: { query: DefaultersQuery, variables: { page, pageSize: 10 } }, result: { data: defaulterPage(items, { page, totalCount }) } };
}
const ageingMock = (figures?: Parameters<typeof ageing>[0]): MockLink.MockedResponse => ({ request: { query: ArrearsAgeingQuery }, result: { data: ageing(figures) } });

function renderTab(mocks: MockLink.MockedResponse[]) {
  const session = createSessionStore(window.localStorage);
  session.signIn({ token: 'admin-token', user: { id: 'a-1', firstName: 'Adaeze', lastName: 'Okafor', email: 'admin@demo.ng', phoneNumber: '08030000001', roles: ['Admin'] } });
  render(
    <SessionProvider store={session}>
      <ToastProvider>
        <MockedProvider mocks={mocks}>
          <DefaultersTab />
        </MockedProvider>
      </ToastProvider>
    </SessionProvider>,
  );
}

const toastText = (text: string | RegExp) => screen.findByText(text, { selector: '.ant-notification-notice-description, .ant-notification-notice-description *' });
const bodyRows = () => within(screen.getByRole('region', { name: 'Defaulters' })).getAllByRole('row').slice(1);

describe('Defaulters tab', () => {
  it('shows the arrears by age and the defaulters, 10 a page, with Never for one who never paid', async () => {
    renderTab([
      ageingMock([
        [1, 1_250_000],
        [2, 2_400_000],
        [0, 0],
        [1, 600_000],
      ]),
      listMock(1, [emeka, bola], 12),
      listMock(2, [apiDefaulter('u-8', 'Chidi Eze')], 12),
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Defaulters Management' })).toBeInTheDocument();
    const buckets = within(await screen.findByRole('list', { name: 'Arrears by age' })).getAllByRole('listitem');
    expect(buckets.map((b) => b.textContent)).toEqual([
      '1-7 days overdue₦12,5001 customer',
      '8-30 days overdue₦24,0002 customers',
      '31-60 days overdue₦00 customers',
      '61+ days overdue₦6,0001 customer',
    ]);

    await screen.findByText('Emeka Nwosu');
    expect(bodyRows().map((r) => r.textContent)).toEqual(['1Emeka Nwosu0803 123 4567₦24,5002NeverView Details', '2Bola Ade0803 123 4567₦12,0001Mar 5, 2025View Details']);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Chidi Eze')).toBeInTheDocument();
    expect(bodyRows()[0]).toHaveTextContent(/^11Chidi Eze/);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('says when nobody is behind', async () => {
    renderTab([ageingMock(), listMock(1, [])]);
    expect(await screen.findByText('No defaulters found')).toBeInTheDocument();
  });

  it('View Details: personal information, the payment summary and each payment past due', async () => {
    renderTab([ageingMock(), listMock(1, [emeka]), { request: { query: DefaulterDetailsQuery, variables: { userId: 'u-6' } }, result: { data: apiDefaulterDetails('u-6') } }]);
    await user.click(await screen.findByRole('button', { name: 'View Details of Emeka Nwosu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Defaulter details: Emeka Nwosu' });
    const personal = await within(dialog).findByRole('region', { name: 'Personal information' });
    expect(personal).toHaveTextContent('NameEmeka NwosuPhone Number0803 000 0006Emailemeka@example.ngAddress-');
    expect(within(dialog).getByRole('region', { name: 'Payment summary' })).toHaveTextContent('Total Owed₦24,500Due Payments2');
    const due = within(within(dialog).getByRole('region', { name: 'Due payments' })).getAllByRole('row').slice(1);
    expect(due.map((r) => r.textContent)).toEqual(['1Family PackFeb 1, 2025₦12,00033 days', '2Family PackMar 4, 2025₦12,5001 day']);
  });

  describe('Export CSV', () => {
    const realFetch = window.fetch;
    const realCreate = URL.createObjectURL;
    const realRevoke = URL.revokeObjectURL;
    afterEach(() => {
      window.fetch = realFetch;
      URL.createObjectURL = realCreate;
      URL.revokeObjectURL = realRevoke;
      jest.restoreAllMocks();
    });

    it("downloads the file with the session's Bearer token, showing progress on the button", async () => {
      let answer!: (res: Partial<Response>) => void;
      const fetchMock = jest.fn(() => new Promise<Partial<Response>>((resolve) => (answer = resolve)));
      window.fetch = fetchMock as unknown as typeof fetch;
      const blob = new Blob(['Name,Phone Number\r\n'], { type: 'text/csv' });
      URL.createObjectURL = jest.fn(() => 'blob:defaulters');
      URL.revokeObjectURL = jest.fn();
      const saved: { href: string; download: string }[] = [];
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ href: this.href, download: this.download });
      });

      renderTab([ageingMock(), listMock(1, [])]);
      await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
      expect(await screen.findByRole('button', { name: /Exporting\.\.\./ })).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledWith('/api/admin/defaulters.csv', expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer admin-token' }) }));

      answer({ ok: true, status: 200, headers: new Headers({ 'Content-Disposition': 'attachment; filename="defaulters-2025-03-05.csv"' }), blob: async () => blob });
      expect(await toastText('defaulters-2025-03-05.csv was downloaded.')).toBeInTheDocument();
      expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
      expect(saved).toEqual([{ href: 'blob:defaulters', download: 'defaulters-2025-03-05.csv' }]);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled());
    });

    it('says clearly when the export is unavailable', async () => {
      window.fetch = jest.fn(async () => ({ ok: false, status: 503, headers: new Headers() }) as Response) as unknown as typeof fetch;
      renderTab([ageingMock(), listMock(1, [])]);
      await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
      expect(await toastText('The export is temporarily unavailable. Please try again in a moment.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    });
  });
});
