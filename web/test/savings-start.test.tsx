import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setTrackingSink, type TrackingEvent } from '../src/lib/tracking';
import { StartSavingsPlanModal } from '../src/modules/savings-plans';
import { ConfirmPaymentMutation, StartSavingsPlanMutation } from '../src/modules/savings-plans/graphql/operations';
import { PaymentGatewayProvider } from '../src/modules/savings-plans/hooks/gateway';
import { customer, renderApp, sessionStore, type RenderAppOptions } from './render';
import { OUTSIDE_LAGOS_MESSAGE } from '@api/modules/savings-plan/domain/lagos-address';
import { apiPlan, checkout, confirmation, fakeGateway, paymentsConfigMock, pickupOfficeMock, planError } from './savings-fixtures';
import { fill } from './user-input';
import { LateFinePolicyQuery, PLAN_POLICY } from '../src/lib/refund-policy';

const user = userEvent.setup({ delay: null, advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

/** ₦100,001 over 2 months: not divisible, so the last instalment carries the remainder. */
const pack = { id: 'pack-1', name: 'Family Rice Pack', priceKobo: 10_000_100, durationMonths: 2, imageUrl: '/images/pack-1.svg' };
const LANDMARK = 'Opposite Ikeja City Mall';
/** The server's late-fine cap (LATE_FINE_CAP_PERCENT), set to 20 here: the dialog states it, not the default 25. */
const finePolicyMock = { request: { query: LateFinePolicyQuery }, result: { data: { lateFinePolicy: { __typename: 'LateFinePolicy', capPercent: 20 } } }, maxUsageCount: Number.POSITIVE_INFINITY };
/** The profile's address ('12 Allen Avenue, Ikeja') fills the street and the area it names; the landmark is the customer's to give. */
const input = (frequency: string) => ({
  foodPackId: 'pack-1',
  frequency,
  preference: 'manual',
  fulfilment: { method: 'delivery', address: '12 Allen Avenue', landmark: LANDMARK, area: 'Ikeja' },
});

async function openModal(mocks: RenderAppOptions['mocks'] = [], onClose = jest.fn()) {
  const fake = fakeGateway();
  await renderApp({
    session: sessionStore(customer),
    mocks: [paymentsConfigMock, pickupOfficeMock, finePolicyMock, ...(mocks ?? [])],
    ui: (
      <PaymentGatewayProvider gateway={fake.gateway}>
        <StartSavingsPlanModal pack={pack} open onClose={onClose} />
      </PaymentGatewayProvider>
    ),
  });
  const dialog = await screen.findByRole('dialog', { name: 'Set Up Your Savings Plan' });
  return { ...fake, dialog, onClose };
}

const giveLandmark = async (dialog: HTMLElement) => fill(user, within(dialog).getByRole('textbox', { name: /^Landmark/ }), LANDMARK);
const amount = (dialog: HTMLElement) => within(dialog).getByText(/^(Daily|Weekly|Monthly) Payment$/).closest('p');
const rows = (dialog: HTMLElement) => within(within(dialog).getByRole('region', { name: 'Payment schedule' })).getAllByRole('listitem');

describe('Set Up Your Savings Plan', () => {
  beforeEach(() => {
    // 31 January 2026, 10:00 in Lagos: monthly due dates clamp to the end of February.
    jest.useFakeTimers({ advanceTimers: true, now: new Date('2026-01-31T09:00:00Z') });
  });
  afterEach(() => {
    jest.useRealTimers();
    setTrackingSink(null);
  });

  it('shows the pack, the amount per period and the schedule for each frequency', async () => {
    const { dialog } = await openModal();
    expect(within(dialog).getByRole('heading', { name: 'Family Rice Pack' })).toBeInTheDocument();
    expect(within(dialog).getByText('₦100,001 · 2 months')).toBeInTheDocument();

    // Monthly by default.
    expect(within(dialog).getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(amount(dialog)).toHaveTextContent('Monthly Payment ₦50,000');
    expect(within(dialog).getByText(/2 payments; the last is ₦50,001/)).toBeInTheDocument();
    expect(rows(dialog).map((r) => r.textContent)).toEqual(['Jan 31, 2026₦50,000', 'Feb 28, 2026₦50,001']);

    await user.click(within(dialog).getByRole('radio', { name: 'Weekly' }));
    expect(amount(dialog)).toHaveTextContent('Weekly Payment ₦12,500');
    expect(within(dialog).getByText(/8 payments; the last is ₦12,501/)).toBeInTheDocument();
    const weekly = rows(dialog);
    expect(weekly).toHaveLength(8);
    expect(weekly[1]).toHaveTextContent('Feb 7, 2026₦12,500');
    expect(weekly[7]).toHaveTextContent('Mar 21, 2026₦12,501');

    await user.click(within(dialog).getByRole('radio', { name: 'Daily' }));
    expect(amount(dialog)).toHaveTextContent('Daily Payment ₦1,666');
    expect(rows(dialog)).toHaveLength(60);
    expect(rows(dialog)[59]).toHaveTextContent('Mar 31, 2026₦1,707');

    // The terms of section 1, and the one refund policy (lib/refund-policy), the same as the FAQ's and the Terms'.
    const note = within(dialog).getByRole('note');
    expect(note).toHaveTextContent('within 4 months');
    expect(note).toHaveTextContent('a late fine of ₦10,000 applies for each month beyond the fourth');
    expect(await within(note).findByText(/never total more than 20% of its pack’s price/)).toBeInTheDocument();
    expect(note).toHaveTextContent('3 to 5 working days');
    for (const line of [PLAN_POLICY.changePack, PLAN_POLICY.cancel, PLAN_POLICY.afterDelivery]) expect(note).toHaveTextContent(line);
    expect(note).toHaveTextContent('Before you have paid 50% of your savings goal');
    expect(note).toHaveTextContent('refunded within 7 to 14 business days');
    expect(note).not.toHaveTextContent('non-refundable');
  });

  it('starts the plan, pays in the checkout, confirms it and says the plan started', async () => {
    const plan = apiPlan({ paidCount: 1 });
    let confirmed = 0;
    const events: TrackingEvent[] = [];
    setTrackingSink((e) => events.push(e));
    const { dialog, openCheckout, finish, onClose } = await openModal([
      { request: { query: StartSavingsPlanMutation, variables: { input: input('weekly') } }, result: { data: { startSavingsPlan: checkout(plan, 'fs-ref-1') } } },
      {
        request: { query: ConfirmPaymentMutation, variables: { reference: 'fs-ref-1' } },
        result: () => {
          confirmed++;
          return { data: { confirmPayment: confirmation(plan, 'fs-ref-1', 1_250_000) } };
        },
      },
    ]);
    expect(within(dialog).getByRole('textbox', { name: /^House number and street/ })).toHaveValue('12 Allen Avenue');
    expect(within(dialog).getByRole('combobox', { name: /^Area/ }).closest('.ant-select')).toHaveTextContent('Ikeja');
    await giveLandmark(dialog);
    await user.click(within(dialog).getByRole('radio', { name: 'Weekly' }));
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));

    await waitFor(() => expect(openCheckout).toHaveBeenCalled());
    expect(openCheckout).toHaveBeenCalledWith({
      accessCode: 'ac-fs-ref-1',
      authorizationUrl: 'http://localhost/fake-paystack/checkout/ac-fs-ref-1',
      reference: 'fs-ref-1',
      publicKey: 'pk_test_1',
      useStandIn: true,
    });
    expect(within(dialog).getByRole('button', { name: /Processing\.\.\./ })).toBeInTheDocument();

    await finish({ status: 'success', reference: 'fs-ref-1' });
    expect(await screen.findByText('Savings Plan Started!')).toBeInTheDocument();
    expect(confirmed).toBe(1);
    expect(onClose).toHaveBeenCalled();
    expect(events.map((e) => e.event)).toEqual(['begin_checkout', 'purchase']);
    expect(events[1]).toMatchObject({ currency: 'NGN', transaction_id: 'fs-ref-1', value: 12_500 });
  });

  it('cannot be closed while the payment is processing, and a cancelled checkout goes back to the form', async () => {
    const plan = apiPlan({ paidCount: 0 });
    const { dialog, finish, onClose } = await openModal([
      { request: { query: StartSavingsPlanMutation, variables: { input: input('weekly') } }, result: { data: { startSavingsPlan: checkout(plan) } } },
    ]);
    await giveLandmark(dialog);
    await user.click(within(dialog).getByRole('radio', { name: 'Weekly' }));
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));
    await within(dialog).findByRole('button', { name: /Processing\.\.\./ });

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Please Wait')).toBeInTheDocument();
    expect(screen.getByText('Your payment is being processed.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();

    await finish({ status: 'cancelled' });
    expect(await screen.findByText('Payment Cancelled')).toBeInTheDocument();
    expect(screen.getByText(/will not be activated until the first payment is made/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
    expect(within(dialog).getByRole('radio', { name: 'Weekly' })).toBeChecked(); // nothing chosen is lost

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('asks the server when the checkout window closed without saying: not paid is a cancel, paid is a started plan', async () => {
    const plan = apiPlan({ paidCount: 0 });
    const paid = apiPlan({ paidCount: 1 });
    const { dialog, finish } = await openModal([
      { request: { query: StartSavingsPlanMutation, variables: { input: input('monthly') } }, result: { data: { startSavingsPlan: checkout(plan, 'fs-ref-8') } }, maxUsageCount: 2 },
      { request: { query: ConfirmPaymentMutation, variables: { reference: 'fs-ref-8' } }, result: { data: { confirmPayment: planError('PAYMENT_NOT_SUCCESSFUL', 'This payment was not completed.') } } },
      { request: { query: ConfirmPaymentMutation, variables: { reference: 'fs-ref-8' } }, result: { data: { confirmPayment: confirmation(paid, 'fs-ref-8', 1_250_000) } } },
    ]);
    await giveLandmark(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));
    await within(dialog).findByRole('button', { name: /Processing\.\.\./ });
    await finish({ status: 'closed', reference: 'fs-ref-8' });
    expect(await screen.findByText('Payment Cancelled')).toBeInTheDocument();
    expect(screen.queryByText('Failed to process payment')).not.toBeInTheDocument();

    // Paid, then the window was cut off (sent back to another address): the server says so.
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));
    await within(dialog).findByRole('button', { name: /Processing\.\.\./ });
    await finish({ status: 'closed', reference: 'fs-ref-8' });
    expect(await screen.findByText('Savings Plan Started!')).toBeInTheDocument();
  });

  it("tells a declined card ('Failed to process payment') from the stand-in's Cancel payment ('Payment Cancelled'), both coming back with the reference", async () => {
    const plan = apiPlan({ paidCount: 0 });
    const { dialog, finish } = await openModal([
      { request: { query: StartSavingsPlanMutation, variables: { input: input('monthly') } }, result: { data: { startSavingsPlan: checkout(plan, 'fs-ref-9') } }, maxUsageCount: 2 },
      { request: { query: ConfirmPaymentMutation, variables: { reference: 'fs-ref-9' } }, result: { data: { confirmPayment: planError('PAYMENT_NOT_SUCCESSFUL', 'Your payment was not successful. Please try again.') } } },
      { request: { query: ConfirmPaymentMutation, variables: { reference: 'fs-ref-9' } }, result: { data: { confirmPayment: planError('PAYMENT_DECLINED', 'Your payment was not successful. Please try again.') } } },
    ]);
    await giveLandmark(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));
    await within(dialog).findByRole('button', { name: /Processing\.\.\./ });
    await finish({ status: 'returned', reference: 'fs-ref-9' });
    expect(await screen.findByText('Payment Cancelled')).toBeInTheDocument();
    expect(screen.queryByText('Failed to process payment')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));
    await within(dialog).findByRole('button', { name: /Processing\.\.\./ });
    await finish({ status: 'closed', reference: 'fs-ref-9' });
    expect(await screen.findByText('Failed to process payment')).toBeInTheDocument();
  });

  it('keeps the reference in front of the customer when the payment cannot be confirmed', async () => {
    const plan = apiPlan({ paidCount: 0 });
    const { dialog, finish } = await openModal([
      { request: { query: StartSavingsPlanMutation, variables: { input: input('monthly') } }, result: { data: { startSavingsPlan: checkout(plan, 'fs-ref-7') } } },
      {
        request: { query: ConfirmPaymentMutation, variables: { reference: 'fs-ref-7' } },
        result: { data: { confirmPayment: planError('PAYMENT_PROVIDER_ERROR', "We couldn't check this payment with the payment provider.") } },
      },
    ]);
    await giveLandmark(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));
    await within(dialog).findByRole('button', { name: /Processing\.\.\./ });
    await finish({ status: 'success', reference: 'fs-ref-7' });

    expect(await screen.findByText('Important: Save This Reference')).toBeInTheDocument();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Payment Error');
    expect(alert).toHaveTextContent('fs-ref-7');
    expect(screen.queryByText('Savings Plan Started!')).not.toBeInTheDocument();
  });

  it('shows Payment Error when the checkout cannot be opened, and field problems inline', async () => {
    const { dialog, openCheckout } = await openModal([
      {
        request: { query: StartSavingsPlanMutation, variables: { input: input('monthly') } },
        result: { data: { startSavingsPlan: planError('PAYMENT_PROVIDER_ERROR', "We couldn't start the payment process. Please try again or contact support if the issue persists.") } },
      },
    ]);
    const street = within(dialog).getByRole('textbox', { name: /^House number and street/ });
    await user.clear(street);
    await giveLandmark(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));
    expect(street).toHaveAccessibleDescription('Enter the street address: house number and street.');
    expect(street).toHaveFocus();

    await fill(user, street, '12 Allen Avenue');
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent("Payment ErrorWe couldn't start the payment process.");
    expect(openCheckout).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
    await act(async () => undefined);
  });
  it('asks for the street, a landmark and one of the 20 Lagos areas (searchable), each with its own message', async () => {
    const { dialog } = await openModal([
      {
        request: {
          query: StartSavingsPlanMutation,
          variables: { input: { ...input('monthly'), fulfilment: { method: 'delivery', address: '4 Admiralty Way', landmark: 'Beside the filling station', area: 'Eti-Osa' } } },
        },
        result: { data: { startSavingsPlan: checkout(apiPlan({ paidCount: 0 })) } },
      },
    ]);
    const street = within(dialog).getByRole('textbox', { name: /^House number and street/ });
    const landmark = within(dialog).getByRole('textbox', { name: /^Landmark/ });
    const area = within(dialog).getByRole('combobox', { name: /^Area/ });
    expect(landmark).toHaveAccessibleDescription(/a rider can find/);

    await user.clear(street);
    await fill(user, street, '4');
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));
    expect(street).toHaveAccessibleDescription('The street address must be 5 to 200 characters.');
    expect(landmark).toHaveAccessibleDescription(/Enter a landmark near the address, so the rider can find it\./);
    expect(street).toHaveFocus();

    await fill(user, street, ' Admiralty Way');
    await fill(user, landmark, 'Beside the filling station');
    // The area: typing part of its name narrows the list to it (case and hyphens do not matter).
    await user.click(area);
    await user.keyboard('ETI o');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Eti-Osa']);
    await user.click(await screen.findByTitle('Eti-Osa'));
    await waitFor(() => expect(area.closest('.ant-select')).toHaveTextContent('Eti-Osa'));
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));
    expect(await within(dialog).findByRole('button', { name: /Processing\.\.\./ })).toBeInTheDocument();
  });

  it("puts the server's refusal of an area outside Lagos on the area field, and keeps what was typed", async () => {
    const { dialog, openCheckout } = await openModal([
      {
        request: { query: StartSavingsPlanMutation, variables: { input: input('monthly') } },
        result: { data: { startSavingsPlan: planError('VALIDATION', OUTSIDE_LAGOS_MESSAGE, [{ field: 'fulfilment.area', message: OUTSIDE_LAGOS_MESSAGE }]) } },
      },
    ]);
    await giveLandmark(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByText('Failed to create savings plan')).toBeInTheDocument();
    const area = within(dialog).getByRole('combobox', { name: /^Area/ });
    await waitFor(() => expect(area).toHaveAccessibleDescription(expect.stringContaining(OUTSIDE_LAGOS_MESSAGE)));
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('textbox', { name: /^Landmark/ })).toHaveValue(LANDMARK);
    expect(within(dialog).getByRole('textbox', { name: /^House number and street/ })).not.toHaveAttribute('aria-invalid');
    expect(openCheckout).not.toHaveBeenCalled();
  });

  it('for pickup shows the office from the server and sends no address; back to delivery, the address is still there', async () => {
    const { dialog } = await openModal([
      {
        request: { query: StartSavingsPlanMutation, variables: { input: { ...input('monthly'), fulfilment: { method: 'pickup' } } } },
        result: { data: { startSavingsPlan: checkout(apiPlan({ paidCount: 0 })) } },
      },
    ]);
    await giveLandmark(dialog);
    await user.click(within(dialog).getByRole('radio', { name: /^Pickup/ }));
    const office = await within(dialog).findByRole('region', { name: 'Collect from our office' });
    expect(await within(office).findByText('15 Bode Thomas Street, Surulere, Lagos')).toBeInTheDocument();
    expect(within(office).getByText('Monday to Friday, 9:00 AM to 5:00 PM')).toBeInTheDocument();
    expect(within(office).getByRole('link', { name: '0803 000 1234' })).toHaveAttribute('href', 'tel:+2348030001234');
    expect(within(dialog).queryByRole('textbox', { name: /^Landmark/ })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: /^Delivery/ }));
    expect(within(dialog).getByRole('textbox', { name: /^Landmark/ })).toHaveValue(LANDMARK);
    await user.click(within(dialog).getByRole('radio', { name: /^Pickup/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));
    expect(await within(dialog).findByRole('button', { name: /Processing\.\.\./ })).toBeInTheDocument();
  });
});
