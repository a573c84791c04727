import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { PublicDataProvider, PublicDataStore, publicDataKey } from '../../../lib/public-data';
import { createSessionStore, SessionProvider } from '../../../lib/session';
import { FIRST_PAGE } from '../components/usePrefetchPacks';
import { FeaturedFoodPacksQuery, FoodPacksQuery } from '../graphql/operations';
import { ToastProvider } from '../../ui/ToastProvider';
import { FoodPacksAdminTab } from './FoodPacksAdminTab';
import {
  AdjustFoodPackPricesMutation,
  AdminFoodPacksQuery,
  CreateFoodPackMutation,
  DeleteFoodPackMutation,
  PreviewFoodPackPriceAdjustmentQuery,
} from './graphql/operations';

// Files are chosen as a person would, whatever the input's accept list says (the checks are the app's).
const user = userEvent.setup({ delay: null, applyAccept: false });

function apiPack(id: string, name: string, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'FoodPack' as const,
    id,
    name,
    description: `${name}: staples for the month.`,
    imageUrl: `/images/${id}.png`,
    priceKobo: 4_500_000,
    originalPriceKobo: 5_000_000,
    dailyRateKobo: 150_000,
    durationMonths: 1,
    category: 'foodstuff',
    featured: false,
    available: true,
    inventory: 20,
    items: [{ __typename: 'FoodPackItem' as const, id: `${id}-i1`, text: '10kg bag of rice' }],
    ...extra,
  };
}

const staples = apiPack('p-1', 'Starter Staples Pack');
const basket = apiPack('p-2', 'Provision Basket', { category: 'provision', priceKobo: 3_000_000, originalPriceKobo: 3_000_000, dailyRateKobo: 100_000, available: false });
const LIST_VARIABLES = { page: 1, pageSize: 10, sort: { field: 'CREATED_AT', direction: 'DESC' } };

function listMock(items: ReturnType<typeof apiPack>[], { page = 1, totalCount = items.length, filter }: { page?: number; totalCount?: number; filter?: Record<string, unknown> } = {}): MockLink.MockedResponse {
  return {
    request: { query: AdminFoodPacksQuery, variables: { ...LIST_VARIABLES, page, ...(filter ? { filter } : {}) } },
    result: { data: { foodPacks: { __typename: 'FoodPackPage', items, totalCount, page, pageSize: 10 } } },
  };
}

/** The public pages' store, holding the catalogue's first page and the hero's packs as a visitor's tab would. */
function publicPages(): PublicDataStore {
  const read = () => Promise.reject(new Error('not asked in these tests'));
  return new PublicDataStore(read, { [publicDataKey(FoodPacksQuery, FIRST_PAGE)]: { foodPacks: { items: [], totalCount: 0 } }, [publicDataKey(FeaturedFoodPacksQuery)]: { featuredFoodPacks: [] } });
}

function renderTab(mocks: MockLink.MockedResponse[], publicData = publicPages()) {
  const session = createSessionStore(window.localStorage);
  session.signIn({ token: 'admin-token', expiresAt: new Date(Date.now() + 3_600_000).toISOString(), user: { id: 'a-1', firstName: 'Adaeze', lastName: 'Okafor', email: 'admin@demo.ng', phoneNumber: '08030000001', roles: ['Admin'] } });
  render(
    <ToastProvider>
      <SessionProvider store={session}>
        <PublicDataProvider value={publicData}>
          <MockedProvider mocks={mocks}>
            <FoodPacksAdminTab />
          </MockedProvider>
        </PublicDataProvider>
      </SessionProvider>
    </ToastProvider>,
  );
}

const toastText = (text: string | RegExp) => screen.findByText(text, { selector: '.ant-notification-notice-description, .ant-notification-notice-description *' });

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  Object.assign(window, { fetch: fetchMock });
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

describe('Food Packs admin tab', () => {
  it('shows every pack as cards or as a list, hidden ones marked', async () => {
    renderTab([listMock([staples, basket])]);
    const card = await screen.findByRole('article', { name: 'Provision Basket' });
    expect(card).toHaveTextContent('Hidden');
    expect(within(card).getByRole('switch', { name: 'Available: Provision Basket' })).not.toBeChecked();
    expect(screen.getByText('Showing 1 to 2 of 2 packs')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    const table = screen.getByRole('region', { name: 'Food packs' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('switch', { name: 'Featured: Starter Staples Pack' })).not.toBeChecked();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('Create needs the required fields and an image under 5MB, with the messages of section 5, then uploads and saves', async () => {
    const created = apiPack('p-3', 'Festive Hamper', { priceKobo: 6_000_000, originalPriceKobo: 6_000_000, category: 'mixed', durationMonths: 2, inventory: 0, imageUrl: '/images/k1.png' });
    const input = {
      name: 'Festive Hamper',
      description: 'For the season.',
      priceKobo: 6_000_000,
      originalPriceKobo: 6_000_000,
      durationMonths: 2,
      category: 'mixed',
      inventory: 0,
      items: ['Rice', 'Chicken'],
      available: true,
      featured: false,
      imageKey: 'k1.png',
    };
    renderTab([
      listMock([staples]),
      { request: { query: CreateFoodPackMutation, variables: { input } }, result: { data: { createFoodPack: created } } },
      listMock([created, staples]),
    ]);
    await screen.findByRole('article', { name: 'Starter Staples Pack' });
    await user.click(screen.getByRole('button', { name: 'Create Pack' }));
    const form = await screen.findByRole('form', { name: 'Create Food Pack' });

    await user.click(within(form).getByRole('button', { name: 'Create Pack' }));
    expect(await toastText('Please fill in all required fields and select an image')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveFocus();

    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Festive Hamper');
    await user.type(within(form).getByRole('textbox', { name: /^Description/ }), 'For the season.');
    await user.type(within(form).getByRole('textbox', { name: /^Price/ }), '60000');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Duration' }), '2 months');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Category' }), 'Mixed');
    await user.type(within(form).getByRole('textbox', { name: /^Items/ }), 'Rice{enter}{enter}Chicken');
    const image = within(form).getByLabelText(/^Image/);

    await user.upload(image, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await toastText('Please select an image file')).toBeInTheDocument();
    expect(within(form).getByText('Please select an image file', { selector: '.fs-field__error' })).toBeInTheDocument();
    expect(image).toHaveAttribute('aria-invalid', 'true');

    await user.upload(image, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    expect(await toastText('Image size should be less than 5MB')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Create Pack' }));
    expect(within(form).getByText('Image size should be less than 5MB', { selector: '.fs-field__error' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => ({ success: true, data: { key: 'k1.png', url: '/images/k1.png' } }) });
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'hamper.png', { type: 'image/png' });
    await user.upload(image, png);
    expect(within(form).getByRole('img', { name: 'The chosen picture' })).toHaveAttribute('src', 'blob:preview');
    await user.click(within(form).getByRole('button', { name: 'Create Pack' }));

    expect(await toastText('Festive Hamper was added to the catalogue.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/uploads/food-pack-image', expect.objectContaining({ method: 'POST', body: png, headers: { 'Content-Type': 'image/png', Authorization: 'Bearer admin-token' } }));
    // The list is fetched again and shows the new pack.
    expect(await screen.findByRole('article', { name: 'Festive Hamper' })).toBeInTheDocument();
  });

  it('keeps what was typed and puts the server\'s messages on the fields', async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => ({ success: true, data: { key: 'k2.png', url: '/images/k2.png' } }) });
    const input = {
      name: 'Tiny',
      description: 'Small.',
      priceKobo: 100,
      originalPriceKobo: 100,
      durationMonths: 1,
      category: 'provision',
      inventory: 0,
      items: [],
      available: true,
      featured: false,
      imageKey: 'k2.png',
    };
    const refused = {
      __typename: 'ErrorResult' as const,
      errorCode: 'VALIDATION',
      message: 'Price must be at least ₦2',
      fieldErrors: [{ __typename: 'FieldError' as const, field: 'priceKobo', message: 'Price must be at least ₦2' }],
    };
    renderTab([listMock([staples]), { request: { query: CreateFoodPackMutation, variables: { input } }, result: { data: { createFoodPack: refused } } }]);
    await screen.findByRole('article', { name: 'Starter Staples Pack' });
    await user.click(screen.getByRole('button', { name: 'Create Pack' }));
    const form = await screen.findByRole('form', { name: 'Create Food Pack' });
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Tiny');
    await user.type(within(form).getByRole('textbox', { name: /^Description/ }), 'Small.');
    await user.type(within(form).getByRole('textbox', { name: /^Price/ }), '1');
    await user.upload(within(form).getByLabelText(/^Image/), new File([new Uint8Array([0x89])], 'tiny.png', { type: 'image/png' }));
    await user.click(within(form).getByRole('button', { name: 'Create Pack' }));

    expect(await within(form).findByText('Price must be at least ₦2', { selector: '.fs-field__error' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Price/ })).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveValue('Tiny');
  });

  it('Adjust Prices: the percentage starts at 0, the preview shows old and new prices, then the admin confirms and the lists are read again', async () => {
    const preview = [
      { __typename: 'FoodPackPriceChange' as const, id: 'p-1', name: 'Starter Staples Pack', oldPriceKobo: 4_500_000, newPriceKobo: 4_950_000, oldOriginalPriceKobo: 5_000_000, newOriginalPriceKobo: 5_500_000 },
    ];
    const adjusted = apiPack('p-1', 'Starter Staples Pack', { priceKobo: 4_950_000, originalPriceKobo: 5_500_000, dailyRateKobo: 165_000 });
    const publicData = publicPages();
    renderTab([
      listMock([staples]),
      {
        request: { query: PreviewFoodPackPriceAdjustmentQuery, variables: { percentage: -100 } },
        result: { errors: [new GraphQLError('A decrease of 100% or more would make prices zero or negative', { extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'percentage', message: 'A decrease of 100% or more would make prices zero or negative' }] } })] },
      },
      { request: { query: PreviewFoodPackPriceAdjustmentQuery, variables: { percentage: 10 } }, result: { data: { previewFoodPackPriceAdjustment: preview } } },
      {
        request: { query: AdjustFoodPackPricesMutation, variables: { percentage: 10 } },
        result: { data: { adjustFoodPackPrices: { __typename: 'AdjustedFoodPackPrices', percentage: 10, changedCount: 1 } } },
      },
      listMock([adjusted]),
    ], publicData);
    const card = await screen.findByRole('article', { name: 'Starter Staples Pack' });
    expect(card).toHaveTextContent('₦45,000');
    await user.click(screen.getByRole('button', { name: 'Adjust Prices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust Prices' });
    const percentage = within(dialog).getByRole('spinbutton', { name: 'Percentage increase' });
    expect(percentage).toHaveValue(0);
    expect(dialog).toHaveTextContent('Savings plans already under way keep the price they locked in');
    const confirm = within(dialog).getByRole('button', { name: /^Confirm/ });
    expect(confirm).toBeDisabled();

    await user.clear(percentage);
    await user.type(percentage, '-100');
    await user.click(within(dialog).getByRole('button', { name: 'Preview Prices' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A decrease of 100% or more would make prices zero or negative');
    expect(percentage).toHaveAttribute('aria-invalid', 'true');

    await user.clear(percentage);
    await user.type(percentage, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Preview Prices' }));
    const table = await within(dialog).findByRole('table');
    expect(table).toHaveTextContent('1 pack at +10%');
    const row = within(table).getByRole('row', { name: /Starter Staples Pack/ });
    expect(row).toHaveTextContent('₦45,000 → to ₦49,500');
    expect(row).toHaveTextContent('₦50,000 → to ₦55,000');

    await user.click(within(dialog).getByRole('button', { name: 'Confirm: adjust 1 pack' }));
    expect(await toastText('Prices changed by +10% on 1 pack.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('article', { name: 'Starter Staples Pack' })).toHaveTextContent('₦49,500'));
    expect(publicData.extract()).toEqual({});
  });

  /** Opens Adjust Prices, previews -30 % and answers the adjustment with `answer`. */
  async function bigChange(answer: Record<string, unknown>) {
    const preview = [
      { __typename: 'FoodPackPriceChange' as const, id: 'p-1', name: 'Starter Staples Pack', oldPriceKobo: 4_500_000, newPriceKobo: 3_150_000, oldOriginalPriceKobo: 5_000_000, newOriginalPriceKobo: 3_500_000 },
    ];
    renderTab([
      listMock([staples]),
      { request: { query: PreviewFoodPackPriceAdjustmentQuery, variables: { percentage: -30 } }, result: { data: { previewFoodPackPriceAdjustment: preview } } },
      { request: { query: AdjustFoodPackPricesMutation, variables: { percentage: -30, confirmPercentage: -30 } }, result: { data: { adjustFoodPackPrices: answer } } },
      listMock([apiPack('p-1', 'Starter Staples Pack', { priceKobo: 3_150_000, originalPriceKobo: 3_500_000, dailyRateKobo: 105_000 })]),
    ]);
    await screen.findByRole('article', { name: 'Starter Staples Pack' });
    await user.click(screen.getByRole('button', { name: 'Adjust Prices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust Prices' });
    const percentage = within(dialog).getByRole('spinbutton', { name: 'Percentage increase' });
    await user.clear(percentage);
    await user.type(percentage, '-30');
    await user.click(within(dialog).getByRole('button', { name: 'Preview Prices' }));
    await within(dialog).findByRole('table');
    return dialog;
  }

  it('Adjust Prices beyond ±20 % asks for the percentage again before Confirm, and sends it', async () => {
    const dialog = await bigChange({ __typename: 'AdjustedFoodPackPrices', percentage: -30, changedCount: 1 });
    const retype = within(dialog).getByRole('textbox', { name: 'Type the percentage again to confirm' });
    expect(dialog).toHaveTextContent('This changes every price by more than 20%. Type -30 again to confirm.');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm: adjust 1 pack' });
    expect(confirm).toBeDisabled();
    await user.type(retype, '-3');
    expect(confirm).toBeDisabled();
    await user.type(retype, '0');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await toastText('Prices changed by -30% on 1 pack.')).toBeInTheDocument();
  });

  it("Adjust Prices shows the server's refusal of the confirmation under its field, keeping the input", async () => {
    const mismatch = 'The confirmation (+30%) does not match the percentage (-30%)';
    const dialog = await bigChange({ __typename: 'ErrorResult', errorCode: 'VALIDATION', message: mismatch, fieldErrors: [{ __typename: 'FieldError', field: 'confirmPercentage', message: mismatch }] });
    const retype = within(dialog).getByRole('textbox', { name: 'Type the percentage again to confirm' });
    await user.type(retype, '-30');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm: adjust 1 pack' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(mismatch);
    expect(retype).toHaveAttribute('aria-invalid', 'true');
    expect(retype).toHaveValue('-30');
  });

  it('Adjust Prices within ±20 % asks for no second typing', async () => {
    const preview = [
      { __typename: 'FoodPackPriceChange' as const, id: 'p-1', name: 'Starter Staples Pack', oldPriceKobo: 4_500_000, newPriceKobo: 3_600_000, oldOriginalPriceKobo: 5_000_000, newOriginalPriceKobo: 4_000_000 },
    ];
    renderTab([listMock([staples]), { request: { query: PreviewFoodPackPriceAdjustmentQuery, variables: { percentage: -20 } }, result: { data: { previewFoodPackPriceAdjustment: preview } } }]);
    await screen.findByRole('article', { name: 'Starter Staples Pack' });
    await user.click(screen.getByRole('button', { name: 'Adjust Prices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust Prices' });
    const percentage = within(dialog).getByRole('spinbutton', { name: 'Percentage increase' });
    await user.clear(percentage);
    await user.type(percentage, '-20');
    await user.click(within(dialog).getByRole('button', { name: 'Preview Prices' }));
    await within(dialog).findByRole('table');
    expect(within(dialog).queryByRole('textbox', { name: 'Type the percentage again to confirm' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Confirm: adjust 1 pack' })).toBeEnabled();
  });

  it('Delete asks first, says plans under way keep the pack, then retires it; the public pages read their packs again', async () => {
    const publicData = publicPages();
    renderTab(
      [
        listMock([staples, basket]),
        { request: { query: DeleteFoodPackMutation, variables: { id: 'p-2' } }, result: { data: { deleteFoodPack: { __typename: 'DeletedFoodPack', id: 'p-2' } } } },
        listMock([staples]),
      ],
      publicData,
    );
    await screen.findByRole('article', { name: 'Provision Basket' });
    await user.click(screen.getByRole('button', { name: 'Delete Provision Basket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this food pack?' });
    expect(dialog).toHaveTextContent('Savings plans already under way on this pack are kept, at the price they locked in.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await toastText('Provision Basket was removed from the catalogue.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Provision Basket' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Starter Staples Pack' })).toBeInTheDocument();
    expect(publicData.extract()).toEqual({});
  });

  it('pages on the server, 10 a page: Next asks for the next page, and a search or category starts again at page 1 on the server', async () => {
    const firstTen = Array.from({ length: 10 }, (_, i) => apiPack(`p-${i + 1}`, `Pack ${i + 1}`));
    renderTab([
      listMock(firstTen, { totalCount: 12 }),
      listMock([apiPack('p-11', 'Pack 11'), apiPack('p-12', 'Pack 12')], { page: 2, totalCount: 12 }),
      listMock([basket], { filter: { category: 'provision' } }),
    ]);
    expect(await screen.findByText('Showing 1 to 10 of 12 packs')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11 to 12 of 12 packs')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Pack 12' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'provision');
    expect(await screen.findByText('Showing 1 to 1 of 1 packs')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Provision Basket' })).toBeInTheDocument();
  });

  it('says when the packs cannot be loaded, and tries again', async () => {
    renderTab([{ request: { query: AdminFoodPacksQuery, variables: LIST_VARIABLES }, error: new Error('offline') }, listMock([])]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch food packs.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No food packs yet. Create the first one.')).toBeInTheDocument();
  });
});
