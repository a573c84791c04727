import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareContributionLinkMutation, TurnOffContributionLinkMutation } from '../graphql/contribution-link-operations';
import ContributionLinkPanel from './ContributionLinkPanel';

const URL_1 = 'https://foodsavings.ng/c/Ab3dE5gH7jK9mN2p';
const URL_2 = 'https://foodsavings.ng/c/Zz9yX8wV7uT6sR5q';
const link = (url: string | null) => ({ __typename: 'ContributionLinkShare' as const, planId: 'plan-1', active: url !== null, url });
const share = (url: string) => ({ request: { query: ShareContributionLinkMutation, variables: { planId: 'plan-1' } }, result: { data: { shareContributionLink: link(url) } } });
const turnOff = { request: { query: TurnOffContributionLinkMutation, variables: { planId: 'plan-1' } }, result: { data: { turnOffContributionLink: link(null) } } };

function show(mocks: unknown[]) {
  const onClose = jest.fn();
  render(
    <MockedProvider mocks={mocks as never}>
      <ContributionLinkPanel planId="plan-1" packName="Family Pack" onClose={onClose} />
    </MockedProvider>,
  );
  return onClose;
}

describe('ContributionLinkPanel', () => {
  afterEach(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });

  it('shows the link to copy, copies it, and offers the share sheet where the phone has one', async () => {
    const share_ = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share_, configurable: true });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    show([share(URL_1)]);
    expect(await screen.findByLabelText('Your link')).toHaveValue(URL_1);
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(URL_1);
    expect(await screen.findByText('Link copied. Paste it into a message to family or friends.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Share…' }));
    expect(share_).toHaveBeenCalledWith(expect.objectContaining({ url: URL_1 }));
  });

  it('turns the link off, then on again as a new link; no share sheet without one', async () => {
    show([share(URL_1), turnOff, share(URL_2)]);
    expect(await screen.findByLabelText('Your link')).toHaveValue(URL_1);
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Turn off link' }));
    expect(await screen.findByText('Link turned off. Nobody can pay through it any more.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your link')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on a new link' }));
    expect(await screen.findByLabelText('Your link')).toHaveValue(URL_2);
  });

  it("says why when the plan can't have one", async () => {
    const refused = {
      request: { query: ShareContributionLinkMutation, variables: { planId: 'plan-1' } },
      result: { data: { shareContributionLink: { __typename: 'ErrorResult', errorCode: 'PLAN_CLOSED', message: 'This savings plan is not taking contributions any more: it is fully paid or closed.', fieldErrors: [] } } },
    };
    show([refused]);
    expect(await screen.findByRole('alert')).toHaveTextContent('not taking contributions');
  });
});
