import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '../../ui/ToastProvider';
import { DecideMarketerApplicationMutation, MarketerApplicationsQuery, MarketersQuery, PendingApplicationCountQuery } from '../graphql/operations';
import { MarketersTab } from '../MarketersTab';
import { apiMarketer } from '../test-fixtures';

const user = userEvent.setup({ delay: null });

type Status = 'Pending' | 'Approved' | 'Declined';

function application(id: string, name: string, extra: { status?: Status; decidedAt?: string | null; decisionReason?: string | null; companyName?: string } = {}) {
  return {
    __typename: 'MarketerApplication' as const,
    id,
    userId: `u-${id}`,
    name,
    email: `${name.split(' ')[0].toLowerCase()}@example.ng`,
    phoneNumber: '2348031234567',
    companyName: 'Eze Provisions',
    status: 'Pending' as Status,
    createdAt: '2025-03-05T10:00:00.000Z',
    decidedAt: null,
    decisionReason: null,
    ...extra,
  };
}

type Application = ReturnType<typeof application>;

/** A pretend server: the applications and marketers it holds, answered as they are at each request. */
function server(initial: Application[], marketers: ReturnType<typeof apiMarketer>[] = []) {
  const state = { applications: initial, marketers };
  const page = <T,>(typename: string, items: T[]) => ({ __typename: typename, items, totalCount: items.length, page: 1, pageSize: 10 });
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: MarketerApplicationsQuery, variables: (v: Record<string, unknown>) => v.page === 1 && v.pageSize === 10 },
      result: (v: Record<string, unknown>) => ({ data: { marketerApplications: page('MarketerApplicationPage', state.applications.filter((a) => a.status === v.status)) } }),
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: PendingApplicationCountQuery },
      result: () => ({ data: { marketerApplications: { __typename: 'MarketerApplicationPage', totalCount: state.applications.filter((a) => a.status === 'Pending').length } } }),
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: MarketersQuery, variables: { search: null, page: 1, pageSize: 10, sort: 'REGISTERED_AT', direction: 'DESC' } },
      result: () => ({ data: { marketers: page('MarketerPage', state.marketers) } }),
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
  return { state, mocks };
}

function renderTab(mocks: MockLink.MockedResponse[]) {
  render(
    <ToastProvider>
      <MockedProvider mocks={mocks}>
        <MarketersTab />
      </MockedProvider>
    </ToastProvider>,
  );
}

const toastText = (text: string | RegExp) => screen.findByText(text, { selector: '.ant-notification-notice-description, .ant-notification-notice-description *' });

/** The status filter (antd's Segmented: a radio group whose inputs are hidden under their labels). */
async function showStatus(status: Status) {
  const filter = screen.getByRole('radiogroup', { name: 'Show applications' });
  await user.click(within(filter).getByText(status));
  await waitFor(() => expect(within(filter).getByRole('radio', { name: status })).toBeChecked());
}

async function openApplications(pending: number) {
  const tab = await screen.findByRole('tab', { name: `Applications ${pending} pending` });
  await user.click(tab);
}

describe('Marketers tab: applications', () => {
  it('shows the number pending on the tab and lists the pending applications; the filter shows declined ones with their reason', async () => {
    const { mocks } = server([
      application('a-1', 'Chiamaka Eze'),
      application('a-2', 'Emeka Nwosu', { companyName: 'Nwosu Foods' }),
      application('a-3', 'Bola Ade', { status: 'Declined', decidedAt: '2025-03-07T10:00:00.000Z', decisionReason: 'No business details' }),
    ]);
    renderTab(mocks);
    await openApplications(2);

    const table = await screen.findByRole('region', { name: 'Pending applications' });
    const header = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(header.slice(0, 5)).toEqual(['Name', 'Phone', 'Company', 'Applied', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Chiamaka Eze');
    expect(rows[0]).toHaveTextContent('chiamaka@example.ng');
    expect(rows[0]).toHaveTextContent('0803 123 4567');
    expect(rows[0]).toHaveTextContent('Eze Provisions');
    expect(rows[0]).toHaveTextContent('Mar 5, 2025');
    expect(rows[0]).toHaveTextContent('Pending');
    expect(within(rows[1]).getByRole('button', { name: 'Approve Emeka Nwosu' })).toBeInTheDocument();
    expect(within(rows[1]).getByRole('button', { name: 'Decline Emeka Nwosu' })).toBeInTheDocument();

    await showStatus('Declined');
    const declined = await screen.findByRole('region', { name: 'Declined applications' });
    const declinedRows = within(declined).getAllByRole('row').slice(1);
    expect(declinedRows).toHaveLength(1);
    expect(declinedRows[0]).toHaveTextContent('Bola Ade');
    expect(declinedRows[0]).toHaveTextContent('Reason: No business details');
    expect(within(declinedRows[0]).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();

    await showStatus('Approved');
    expect(await screen.findByText('No approved applications')).toBeInTheDocument();
  });

  it('approves after a confirmation, then refreshes the applications and the marketers list', async () => {
    const { state, mocks } = server([application('a-1', 'Chiamaka Eze')]);
    const approved = application('a-1', 'Chiamaka Eze', { status: 'Approved', decidedAt: '2025-03-08T10:00:00.000Z' });
    let decided = 0;
    mocks.push({
      request: { query: DecideMarketerApplicationMutation, variables: { id: 'a-1', approve: true, reason: null } },
      result: () => {
        decided += 1;
        state.applications = [approved];
        state.marketers = [apiMarketer('m-9', 'Chiamaka Eze', { companyName: 'Eze Provisions', city: null, state: null, country: null, totalCustomers: 0, rateHistory: [] })];
        return { data: { decideMarketerApplication: approved } };
      },
    });
    renderTab(mocks);
    expect(await screen.findByText('No marketer data available.')).toBeInTheDocument();
    await openApplications(1);
    await user.click(await screen.findByRole('button', { name: 'Approve Chiamaka Eze' }));

    const dialog = await screen.findByRole('dialog', { name: 'Approve application?' });
    expect(dialog).toHaveTextContent('Approve Chiamaka Eze as a marketer? They get the Marketer role and a referral link at the default 10 % rate.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await toastText('Chiamaka Eze is now a marketer, with a referral link at the default 10% rate.')).toBeInTheDocument();
    expect(decided).toBe(1);
    expect(await screen.findByText('No pending applications')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Applications' })).toBeInTheDocument());

    await user.click(screen.getByRole('tab', { name: 'Marketers' }));
    expect(await screen.findByText('Chiamaka Eze')).toBeInTheDocument();
  });

  it('declines only with a reason, and sends it', async () => {
    const { state, mocks } = server([application('a-1', 'Chiamaka Eze')]);
    const declined = application('a-1', 'Chiamaka Eze', { status: 'Declined', decidedAt: '2025-03-08T10:00:00.000Z', decisionReason: 'Please add your company address' });
    mocks.push({
      request: { query: DecideMarketerApplicationMutation, variables: { id: 'a-1', approve: false, reason: 'Please add your company address' } },
      result: () => {
        state.applications = [declined];
        return { data: { decideMarketerApplication: declined } };
      },
    });
    renderTab(mocks);
    await openApplications(1);
    await user.click(await screen.findByRole('button', { name: 'Decline Chiamaka Eze' }));

    const dialog = await screen.findByRole('dialog', { name: 'Decline Chiamaka Eze?' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Please give a reason for declining')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();

    await user.type(reason, '  Please add your company address ');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await toastText(/Chiamaka Eze's application was declined/)).toBeInTheDocument();
    expect(await screen.findByText('No pending applications')).toBeInTheDocument();
  });

  it('keeps the reason and marks it when the server refuses it', async () => {
    const { mocks } = server([application('a-1', 'Chiamaka Eze')]);
    mocks.push({
      request: { query: DecideMarketerApplicationMutation, variables: { id: 'a-1', approve: false, reason: 'x' } },
      result: {
        data: {
          decideMarketerApplication: {
            __typename: 'ErrorResult',
            errorCode: 'VALIDATION',
            message: 'The reason is too short',
            fieldErrors: [{ __typename: 'FieldError', field: 'reason', message: 'The reason is too short' }],
          },
        },
      },
    });
    renderTab(mocks);
    await openApplications(1);
    await user.click(await screen.findByRole('button', { name: 'Decline Chiamaka Eze' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Chiamaka Eze?' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await user.type(reason, 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('The reason is too short')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveValue('x');
  });

  it('says when the applications cannot be loaded, and tries again', async () => {
    const { mocks } = server([]);
    renderTab([
      { request: { query: MarketerApplicationsQuery, variables: { status: 'Pending', page: 1, pageSize: 10 } }, error: new Error('offline') },
      ...mocks,
    ]);
    await user.click(await screen.findByRole('tab', { name: 'Applications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch marketer applications. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No pending applications')).toBeInTheDocument();
  });
});
