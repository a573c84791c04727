import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from '../../../test/user-input';
import { renderWithAdmin, toastText } from '../deliveries/test-render';
import { AdjustStockMutation, RecordStockReceivedMutation, StockLevelsQuery, StockMovementsQuery } from './graphql/operations';
import { StockTab } from './StockTab';

const user = userEvent.setup({ delay: null });

const pack = (foodPackId: string, name: string, onHand: number, reserved: number) => ({ __typename: 'PackStock' as const, foodPackId, name, onHand, reserved, available: onHand - reserved });
const rice = pack('p-1', 'Rice Pack', 10, 4);
const oil = pack('p-2', 'Oil Pack', 1, 3);
const beans = pack('p-3', 'Beans Pack', 2, 2);
const levels = (packs: ReturnType<typeof pack>[], reuse = false): MockLink.MockedResponse => ({
  request: { query: StockLevelsQuery },
  result: { data: { stockLevels: packs } },
  maxUsageCount: reuse ? Number.POSITIVE_INFINITY : 1,
});
const refused = (field: string, message: string) => ({ __typename: 'ErrorResult' as const, errorCode: 'VALIDATION', message, fieldErrors: [{ __typename: 'FieldError' as const, field, message }] });

const cardOf = (name: string) => screen.getByRole('heading', { level: 4, name }).closest('li')!;

describe('the Stock tab', () => {
  it('shows each pack on hand, reserved and available, saying in words which are short or empty', async () => {
    renderWithAdmin(<StockTab />, [levels([rice, oil, beans])]);
    expect(screen.getByRole('heading', { level: 2, name: 'Stock' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Stock levels', selected: true })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Stock by pack' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(cardOf('Rice Pack')).toHaveTextContent('On hand10Reserved4Available6 6 available');
    expect(cardOf('Oil Pack')).toHaveTextContent('Available-2 Short by 2');
    expect(cardOf('Beans Pack')).toHaveTextContent('Available0 None available');
    expect(within(cardOf('Rice Pack')).getByRole('button', { name: 'Record stock received for Rice Pack' })).toBeInTheDocument();
  });

  it('says when nothing could be fetched, tries again, and says when there are no packs', async () => {
    renderWithAdmin(<StockTab />, [{ request: { query: StockLevelsQuery }, error: new Error('offline') }, levels([])]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch the stock levels. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No food packs yet: create a pack in Food Packs first.')).toBeInTheDocument();
  });

  it('records stock received: checked as the server does, its refusal on the field, then a toast with the figures', async () => {
    const input = { foodPackId: 'p-1', quantity: 1200, note: 'DN-42' };
    renderWithAdmin(<StockTab />, [
      levels([rice]),
      { request: { query: RecordStockReceivedMutation, variables: { input } }, result: { data: { recordStockReceived: refused('quantity', 'Enter a whole number of packs from 1 to 100,000') } } },
      { request: { query: RecordStockReceivedMutation, variables: { input } }, result: { data: { recordStockReceived: pack('p-1', 'Rice Pack', 1210, 4) } } },
      levels([pack('p-1', 'Rice Pack', 1210, 4)], true),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Record stock received for Rice Pack' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record stock received: Rice Pack' });
    const form = within(dialog).getByRole('form', { name: 'Record stock received for Rice Pack' });
    await user.click(within(form).getByRole('button', { name: 'Record received' }));
    expect(await within(form).findByText('Enter a whole number of packs from 1 to 100,000')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Packs received/ })).toHaveFocus();

    await fill(user, within(form).getByRole('textbox', { name: /^Packs received/ }), '1,200');
    await fill(user, within(form).getByRole('textbox', { name: /^Note/ }), 'DN-42');
    await user.click(within(form).getByRole('button', { name: 'Record received' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Enter a whole number of packs from 1 to 100,000');
    expect(within(form).getByRole('textbox', { name: /^Packs received/ })).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(form).getByRole('button', { name: 'Record received' }));
    expect(await toastText('Rice Pack: 1210 on hand, 4 reserved: 1206 available.')).toBeInTheDocument();
    await waitFor(() => expect(cardOf('Rice Pack')).toHaveTextContent('On hand1210'));
  });

  it('adjusts stock only with a reason, taking away by default', async () => {
    const input = { foodPackId: 'p-1', quantity: -2, reason: 'Two bags damaged by rain' };
    renderWithAdmin(<StockTab />, [
      levels([rice]),
      { request: { query: AdjustStockMutation, variables: { input } }, result: { data: { adjustStock: pack('p-1', 'Rice Pack', 8, 4) } } },
      levels([pack('p-1', 'Rice Pack', 8, 4)], true),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Adjust stock of Rice Pack' }));
    const form = await screen.findByRole('form', { name: 'Adjust stock of Rice Pack' });
    expect(within(form).getByRole('combobox', { name: /^Change/ })).toHaveValue('remove');
    await fill(user, within(form).getByRole('textbox', { name: /^Packs/ }), '2');
    await fill(user, within(form).getByRole('textbox', { name: /^Reason/ }), 'ab');
    await user.click(within(form).getByRole('button', { name: 'Adjust stock' }));
    expect(await within(form).findByText('Say why, in 3 to 200 characters')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Reason/ })).toHaveFocus();

    await user.clear(within(form).getByRole('textbox', { name: /^Reason/ }));
    await fill(user, within(form).getByRole('textbox', { name: /^Reason/ }), 'Two bags damaged by rain');
    await user.click(within(form).getByRole('button', { name: 'Adjust stock' }));
    expect(await toastText('Rice Pack: 8 on hand, 4 reserved: 4 available.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Adjust stock of Rice Pack' })).not.toBeInTheDocument());
  });

  it("lists a pack's movements, newest first, with who and why", async () => {
    const movement = (id: string, kind: string, quantity: number, reason: string | null, actorName: string | null, planId: string | null = null) => ({
      __typename: 'StockMovement' as const,
      id,
      kind,
      quantity,
      planId,
      reason,
      actorName,
      at: '2026-11-20T10:00:00.000Z',
    });
    renderWithAdmin(<StockTab />, [
      levels([rice]),
      {
        request: { query: StockMovementsQuery, variables: { foodPackId: 'p-1', page: 1, pageSize: 20 } },
        result: {
          data: {
            stockMovements: {
              __typename: 'StockMovementPage',
              items: [movement('m-2', 'adjusted', -3, 'Damaged', 'Adaeze Okafor'), movement('m-1', 'reserved', 1, null, null, 'abcdef12-0000')],
              totalCount: 2,
              page: 1,
              pageSize: 20,
            },
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Stock movements of Rice Pack' }));
    const region = await screen.findByRole('region', { name: 'Stock movements of Rice Pack' });
    const rows = within(region).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/Adjusted−3DamagedAdaeze Okafor$/);
    expect(rows[1]).toHaveTextContent(/Reserved for a plan1Plan abcdef12System$/);
    expect(screen.getByText('Showing 1 to 2 of 2 movements')).toBeInTheDocument();
  });
});
