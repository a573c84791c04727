import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError, type DocumentNode } from 'graphql';
import { setTrackingSink, type TrackingEvent } from '../src/lib/tracking';
import { ALL_PACKS } from '../src/modules/food-packs/components/AvailablePacksModal';
import { PAGE_SIZE } from '../src/modules/food-packs/components/usePrefetchPacks';
import { LoginMutation } from '../src/modules/auth/graphql/operations';
import { FeaturedFoodPacksQuery, FoodPacksQuery } from '../src/modules/food-packs/graphql/operations';
import { FoodPackQuery } from '../src/modules/food-packs/graphql/pack-page-operations';
import { apiPack, authPayload, packPage } from './fixtures';
import { revealAll } from './intersection-observer';
import { currentLocation, customer, renderApp, sessionStore } from './render';

const user = userEvent.setup({ delay: null });

const staples = apiPack('p-1', 'Starter Staples Pack', { featured: true });
const basket = apiPack('p-2', 'Provision Basket', { category: 'provision', durationMonths: 2, originalPriceKobo: 4_500_000, description: 'Breakfast and store-cupboard provisions.' });
const hamper = apiPack('p-3', 'Festive Family Hamper', { category: 'mixed', durationMonths: 4, description: 'The big one for the festive season.' });

function packsMock(filter: Record<string, unknown> | null, items: ReturnType<typeof apiPack>[], extra: object = {}) {
  const variables = filter ? { filter, page: 1, pageSize: PAGE_SIZE } : { page: 1, pageSize: PAGE_SIZE };
  return { request: { query: FoodPacksQuery, variables }, result: { data: packPage(items) }, ...extra };
}

function failing(query: DocumentNode, variables?: Record<string, unknown>, { code, delay = 0 }: { code?: string; delay?: number } = {}): MockLink.MockedResponse {
  return { request: { query, variables }, result: { errors: [new GraphQLError('Something broke', code ? { extensions: { code } } : {})] }, delay };
}

describe('food-pack browser', () => {
  it('sends search, duration and category to the server, shows the count, and clears', async () => {
    await renderApp({
      route: '/food-packs',
      mocks: [
        packsMock(null, [staples, basket, hamper]),
        packsMock({ search: 'rice' }, [staples, basket]),
        packsMock({ search: 'rice', durationMonths: 2 }, [basket]),
        packsMock({ search: 'rice', durationMonths: 2, category: 'mixed' }, []),
      ],
    });
    expect(await screen.findByText('Showing 3 packs')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search packs or items' }), 'rice');
    expect(await screen.findByText('Showing 2 packs')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Duration' }), '2 months');
    expect(await screen.findByText('Showing 1 pack')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Mixed');
    expect(await screen.findByText('No food packs match your search. Please try different criteria.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Showing 3 packs')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search packs or items' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Duration' })).toHaveValue('');
  });

  it('shows a spinner while loading, the error with Try Again, and loads again', async () => {
    await renderApp({ route: '/food-packs', mocks: [failing(FoodPacksQuery, { page: 1, pageSize: PAGE_SIZE }, { delay: 50 }), packsMock(null, [staples])] });
    expect(screen.getByText('Loading food packs')).toBeInTheDocument();
    expect(await screen.findByText(/Failed to fetch food packs/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Showing 1 pack')).toBeInTheDocument();
  });

  it('offers Load more when there are more packs than one page', async () => {
    const total = PAGE_SIZE + 1;
    const many = Array.from({ length: total }, (_, i) => apiPack(`m-${i}`, `Pack ${i + 1}`));
    await renderApp({
      route: '/food-packs',
      mocks: [
        { request: { query: FoodPacksQuery, variables: { page: 1, pageSize: PAGE_SIZE } }, result: { data: packPage(many.slice(0, PAGE_SIZE), total) } },
        { request: { query: FoodPacksQuery, variables: { page: 2, pageSize: PAGE_SIZE } }, result: { data: packPage(many.slice(PAGE_SIZE), total, 2) } },
      ],
    });
    expect(await screen.findByText(`Showing ${total} packs`)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(PAGE_SIZE);
    await user.click(screen.getByRole('button', { name: 'Load more packs' }));
    expect(await screen.findByRole('article', { name: `Pack ${total}` })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(total);
    expect(screen.queryByRole('button', { name: 'Load more packs' })).not.toBeInTheDocument();
  });

  it('shows a pack on its card: banner, picture, price, saving, per day, items', async () => {
    await renderApp({ route: '/food-packs', mocks: [packsMock(null, [staples, basket])] });
    const card = await screen.findByRole('article', { name: 'Starter Staples Pack' });
    expect(within(card).getByText('Most Popular')).toBeInTheDocument();
    const img = within(card).getByRole('img', { name: 'Starter Staples Pack' });
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '300');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(within(card).getByText('1-month plan')).toBeInTheDocument();
    expect(within(card).getByText('₦45,000')).toBeInTheDocument();
    expect(within(card).getByText('₦50,000').closest('del')).toBeInTheDocument();
    expect(within(card).getByText('₦1,500/day')).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['10kg bag of rice', '5kg beans', '5kg garri', '2 litres oil']);
    // The rest of the contents unfold in place (issue 29), and fold again.
    const more = within(card).getByRole('button', { name: '+2 more items' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(card).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['10kg bag of rice', '5kg beans', '5kg garri', '2 litres oil', '1kg salt', 'Seasoning cubes']);
    expect(within(card).getByRole('button', { name: 'Show fewer items' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByRole('link', { name: 'View pack details' })).toHaveAttribute('href', '/food-packs/p-1');

    const plain = screen.getByRole('article', { name: 'Provision Basket' });
    expect(within(plain).queryByText('Most Popular')).not.toBeInTheDocument();
    expect(plain.querySelector('del')).toBeNull();
  });

  it("Start Saving Now asks a visitor to log in, who then lands in that pack's set-up on its own page", async () => {
    const login = { request: { query: LoginMutation, variables: { input: { email: 'ada@example.com', password: 'Str0ng!pass' } } }, result: { data: { login: authPayload(customer) } } };
    const onePack = { request: { query: FoodPackQuery, variables: { id: 'p-1' } }, result: { data: { foodPack: staples } } };
    await renderApp({ route: '/food-packs', mocks: [packsMock(null, [staples]), login, onePack] });
    await user.click(await screen.findByRole('button', { name: 'Start Saving Now' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Welcome Back')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'Str0ng!pass');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Set Up Your Savings Plan' })).toBeInTheDocument();
    // Opened once: the address no longer asks for it.
    await waitFor(() => expect(currentLocation()).toBe('/food-packs/p-1'));
    expect(screen.getByRole('heading', { level: 1, name: /Starter Staples Pack/ })).toBeInTheDocument();
  });

  it('Start Saving Now opens the plan set-up for a signed-in customer, and tracks it', async () => {
    const events: TrackingEvent[] = [];
    setTrackingSink((e) => events.push(e));
    try {
      await renderApp({ route: '/food-packs', session: sessionStore(customer), mocks: [packsMock(null, [staples])] });
      await user.click(await screen.findByRole('button', { name: 'Start Saving Now' }));
      const dialog = await screen.findByRole('dialog', { name: 'Set Up Your Savings Plan' });
      expect(within(dialog).getAllByText('Starter Staples Pack').length).toBeGreaterThan(0);
      expect(events).toContainEqual(expect.objectContaining({ event: 'view_content', currency: 'NGN', value: 45_000 }));
    } finally {
      setTrackingSink(null);
    }
  });
});

describe('home page', () => {
  it('hero: featured packs with their badge; previous/next and the arrow keys change slides', async () => {
    await renderApp({ mocks: [{ request: { query: FeaturedFoodPacksQuery }, result: { data: { featuredFoodPacks: [staples, basket] } } }] });
    const hero = screen.getByRole('region', { name: 'Featured food packs' });
    const first = await within(hero).findByRole('group', { name: '1 of 2' });
    expect(within(first).getByRole('heading', { level: 1 })).toHaveTextContent('Save small, get the Starter Staples Pack');
    expect(within(first).getByText('1-month savings plan')).toBeInTheDocument();
    expect(within(first).getByText('₦45,000')).toBeInTheDocument();
    expect(within(first).getByText('₦1,500/day')).toBeInTheDocument();
    expect(within(first).getByText('Live')).toBeInTheDocument();
    expect(within(first).getByText('Join 10,000+ families saving for their food needs')).toBeInTheDocument();

    await user.click(within(hero).getByRole('button', { name: 'Next slide' }));
    expect(within(hero).getByRole('group', { name: '2 of 2' })).toHaveTextContent('Provision Basket');
    expect(within(hero).queryByRole('group', { name: '1 of 2' })).not.toBeInTheDocument();
    expect(within(hero).getByRole('button', { name: 'Slide 2: Provision Basket' })).toHaveAttribute('aria-current', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(within(hero).getByRole('group', { name: '1 of 2' })).toBeInTheDocument();
  });

  it('hero: the fallback slides when the featured packs cannot be loaded', async () => {
    await renderApp({ mocks: [failing(FeaturedFoodPacksQuery, undefined)] });
    // The skeleton's region is replaced by the carousel's once the failure is known.
    await screen.findByText('Provision Pack');
    const hero = screen.getByRole('region', { name: 'Featured food packs' });
    for (const text of ['4-month savings plan', '₦28,000', '₦7,000/month', 'Family Pack', '₦36,000', '₦12,000/month', 'Festival Pack', '6-month savings plan', '₦60,000', '₦10,000/month']) {
      expect(within(hero).getByText(text)).toBeInTheDocument();
    }
  });

  it('loads the browser, testimonials, FAQ and call to action when scrolled to', async () => {
    await renderApp({ mocks: [packsMock(null, [staples])] });
    expect(screen.queryByRole('heading', { name: 'Browse Our Food Packs' })).not.toBeInTheDocument();
    act(() => revealAll());

    expect(await screen.findByRole('heading', { name: 'Browse Our Food Packs' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 1 pack')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Starter Staples Pack' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: 'View All Food Packs' })).toHaveAttribute('href', '/food-packs');

    expect(await screen.findByRole('heading', { name: 'What Families Say' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^Rated [1-5] out of 5$/ })).toHaveLength(3);
    // antd's accordion marks its headers up as tabs.
    const q1 = screen.getByRole('tab', { name: 'How does the food savings scheme work?' });
    const q2 = screen.getByRole('tab', { name: 'What payment methods can I use?' });
    await user.click(q1);
    expect(q1).toHaveAttribute('aria-expanded', 'true');
    await user.click(q2);
    expect(q2).toHaveAttribute('aria-expanded', 'true');
    expect(q1).toHaveAttribute('aria-expanded', 'false');

    const cta = screen.getByRole('region', { name: "Ready to Secure Your Family's Food Needs?" });
    expect(within(cta).getByText('10,000+')).toBeInTheDocument();
    await user.click(within(cta).getByRole('link', { name: 'Sign Up' }));
    expect(await within(await screen.findByRole('dialog')).findByText('Create an Account')).toBeInTheDocument();
  });
});

describe('/food-packs', () => {
  it.each([
    ['/food-packs?payment=success&reference=abc&trxref=abc', 'Payment Successful', 'Your payment has been processed successfully.', '/food-packs'],
    ['/food-packs?payment=failed&ref=ad', 'Payment Failed', 'Your payment was not successful. Please try again.', '/food-packs?ref=ad'],
  ])('%s: says how the payment went and cleans the address', async (route, title, message, cleaned) => {
    await renderApp({ route, mocks: [packsMock(null, [staples])] });
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe(cleaned));
    expect(screen.getByRole('heading', { level: 1, name: 'Our Food Packs' })).toBeInTheDocument();
    expect(document.title).toBe('Our Food Packs — Food Savings');
  });

  it('Available Food Packs needs sign-in: a visitor is told so and it closes', async () => {
    await renderApp({ route: '/food-packs', mocks: [packsMock(null, [staples])] });
    await user.click(screen.getByRole('button', { name: 'View Available Food Packs' }));
    expect(await screen.findByText('Authentication required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to view food packs')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Available Food Packs' })).not.toBeInTheDocument();
  });

  it('Available Food Packs: refused by the server, it says so and closes', async () => {
    await renderApp({
      route: '/food-packs',
      session: sessionStore(customer),
      mocks: [packsMock(null, [staples]), failing(FoodPacksQuery, ALL_PACKS, { code: 'UNAUTHENTICATED', delay: 20 })],
    });
    await user.click(screen.getByRole('button', { name: 'View Available Food Packs' }));
    expect(await screen.findByText('Please log in to view food packs')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Available Food Packs' })).not.toBeInTheDocument());
  });

  it('Available Food Packs: loads when opened, searches name and description, filters by category', async () => {
    await renderApp({
      route: '/food-packs',
      session: sessionStore(customer),
      mocks: [packsMock(null, [staples]), { request: { query: FoodPacksQuery, variables: ALL_PACKS }, result: { data: packPage([staples, basket, hamper]) } }],
    });
    await user.click(screen.getByRole('button', { name: 'View Available Food Packs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Available Food Packs' });
    expect(await within(dialog).findAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(within(dialog).getByText('Featured')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('searchbox'), 'festive season');
    expect(within(dialog).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Festive Family Hamper']);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'Provision');
    expect(within(dialog).getByText('No food packs found matching your criteria.')).toBeInTheDocument();
  });
});
