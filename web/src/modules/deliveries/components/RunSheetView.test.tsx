import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { print as printDocument } from 'graphql';
import { RidersQuery, RunSheetQuery } from '../graphql/operations';
import { apiRider } from '../test-fixtures';
import { renderWithAdmin } from '../test-render';
import { RunSheetView } from './RunSheetView';

const user = userEvent.setup({ delay: null });
const sade = apiRider('r-1', 'Sade Rider');
const ridersMock = { request: { query: RidersQuery }, result: { data: { riders: [sade] } }, maxUsageCount: Number.POSITIVE_INFINITY };

function stop(id: string, customerName: string, extra = {}) {
  return {
    __typename: 'RunSheetStop' as const,
    id,
    customerName,
    phoneNumber: '08031234567',
    street: '12 Allen Avenue',
    landmark: 'opposite Shoprite',
    area: 'Ikeja',
    packName: 'Family Pack',
    items: ['Rice (50kg)', 'Vegetable oil (5L)', 'Tomato paste (carton)'],
    state: 'Scheduled',
    scheduledFor: '2026-12-02',
    rider: sade,
    ...extra,
  };
}

const sheet = (riderId: string | null, stops: ReturnType<typeof stop>[]) => ({ request: { query: RunSheetQuery, variables: { date: '2026-12-02', riderId } }, result: { data: { runSheet: stops } } });

describe('the printable run sheet', () => {
  it("lists each stop: name, phone, street, landmark, area, the pack and its items, and nothing like a handover code", async () => {
    const onBack = jest.fn();
    const print = jest.fn();
    renderWithAdmin(<RunSheetView date="2026-12-02" riderId="r-1" onBack={onBack} print={print} />, [
      sheet('r-1', [stop('f-1', 'Ada Obi'), stop('f-2', 'Musa Bello', { street: '3 Ago Palace Way', landmark: null, area: 'Oshodi-Isolo', packName: 'Rice Pack', items: ['Rice (25kg)'] })]),
      ridersMock,
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Run sheet: Wednesday, Dec 2, 2026' })).toHaveFocus();
    expect(await screen.findByText('Rider: Sade Rider (0805 999 0000) · 2 stops')).toBeInTheDocument();

    const stops = within(screen.getByRole('list', { name: 'Stops' })).getAllByRole('listitem').filter((li) => li.parentElement?.getAttribute('aria-label') === 'Stops');
    expect(stops).toHaveLength(2);
    expect(within(stops[0]).getByRole('heading', { name: 'Stop 1: Ada Obi' })).toBeInTheDocument();
    expect(stops[0]).toHaveTextContent('0803 123 4567');
    expect(stops[0]).toHaveTextContent('12 Allen AvenueNear opposite ShopriteIkeja');
    expect(within(within(stops[0]).getByRole('list', { name: 'Family Pack: items' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Rice (50kg)',
      'Vegetable oil (5L)',
      'Tomato paste (carton)',
    ]);
    expect(stops[1]).toHaveTextContent('Stop 2: Musa Bello');
    expect(stops[1]).toHaveTextContent('3 Ago Palace WayOshodi-Isolo');
    expect(within(stops[1]).getByRole('list', { name: 'Rice Pack: items' })).toHaveTextContent('Rice (25kg)');

    // The sheet goes to riders: the code is never asked for, and nothing on the page looks like one.
    expect(printDocument(RunSheetQuery)).not.toMatch(/\bcode\b/i);
    // Each piece of text apart: joined, a phone number's '4567' and the street's '12' would read as six digits.
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
    expect(texts.join(' ')).not.toMatch(/(^|\D)\d{6}(\D|$)/);
    expect(document.body.textContent).not.toMatch(/code/i);

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Back to deliveries' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it("names each stop's rider on everyone's sheet, and says when a day has no deliveries", async () => {
    renderWithAdmin(<RunSheetView date="2026-12-02" riderId={null} onBack={jest.fn()} />, [sheet(null, [stop('f-1', 'Ada Obi'), stop('f-2', 'Kemi Ade', { rider: null })]), ridersMock]);
    expect(await screen.findByText('All riders · 2 stops')).toBeInTheDocument();
    expect(screen.getByText('Rider: Sade Rider (0805 999 0000)')).toBeInTheDocument();
    expect(screen.getByText('Rider: not assigned')).toBeInTheDocument();
  });

  it('says when nothing is scheduled, with nothing to print', async () => {
    renderWithAdmin(<RunSheetView date="2026-12-02" riderId="r-1" onBack={jest.fn()} />, [sheet('r-1', []), ridersMock]);
    expect(await screen.findByText('No deliveries are scheduled for this day with this rider.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
  });
});
