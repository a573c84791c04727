import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ToastProvider } from '../../ui/ToastProvider';
import { ApplyToBecomeMarketerMutation, MyMarketerApplicationQuery } from '../graphql/operations';
import { BecomeMarketerCard } from './BecomeMarketerCard';

const user = userEvent.setup({ delay: null });

type Status = 'Pending' | 'Approved' | 'Declined';

function application(status: Status, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'MarketerApplication' as const,
    id: 'a-1',
    companyName: 'Obi Foods',
    status,
    createdAt: '2025-03-05T10:00:00.000Z',
    decidedAt: status === 'Pending' ? null : '2025-03-07T10:00:00.000Z',
    decisionReason: null,
    ...extra,
  };
}

const mine = (value: ReturnType<typeof application> | null): MockLink.MockedResponse => ({
  request: { query: MyMarketerApplicationQuery },
  result: { data: { myMarketerApplication: value } },
});

const input = (extra: Record<string, unknown> = {}) => ({
  companyName: 'Obi Foods',
  address: null,
  city: 'Ikeja',
  state: null,
  postalCode: null,
  country: null,
  website: null,
  socialMediaHandle: null,
  ...extra,
});

function renderCard(mocks: MockLink.MockedResponse[], roles: string[] = ['Customer']) {
  render(
    <MemoryRouter>
      <ToastProvider>
        <MockedProvider mocks={mocks}>
          <BecomeMarketerCard roles={roles} />
        </MockedProvider>
      </ToastProvider>
    </MemoryRouter>,
  );
}

const card = () => screen.getByRole('region', { name: /marketer/i });

describe('BecomeMarketerCard', () => {
  it('with no application: applies with a company name (required), then shows it is being reviewed', async () => {
    renderCard([
      mine(null),
      {
        request: { query: ApplyToBecomeMarketerMutation, variables: { input: input() } },
        result: { data: { applyToBecomeMarketer: application('Pending') } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Become a marketer' }));
    const form = screen.getByRole('form', { name: 'Apply to become a marketer' });
    const company = within(form).getByRole('textbox', { name: /Company Name/ });
    await user.type(within(form).getByRole('textbox', { name: /City/ }), 'Ikeja');
    await user.click(within(form).getByRole('button', { name: 'Send Application' }));
    expect(await within(form).findByText('Company name is required')).toBeInTheDocument();
    expect(company).toHaveAttribute('aria-invalid', 'true');
    expect(company).toHaveFocus();

    await user.type(company, ' Obi Foods ');
    await user.click(within(form).getByRole('button', { name: 'Send Application' }));
    expect(await within(card()).findByText('Your application is being reviewed.')).toBeInTheDocument();
    expect(card()).toHaveTextContent('You applied on Mar 5, 2025 for Obi Foods.');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(await screen.findByText('Application sent')).toBeInTheDocument();
  });

  it('keeps what was typed, shows the message and marks the field when the application is refused', async () => {
    renderCard([
      mine(null),
      {
        request: { query: ApplyToBecomeMarketerMutation, variables: { input: input({ city: null, website: 'not a site' }) } },
        result: {
          data: {
            applyToBecomeMarketer: {
              __typename: 'ErrorResult',
              errorCode: 'VALIDATION',
              message: 'Please check the highlighted fields',
              fieldErrors: [{ __typename: 'FieldError', field: 'website', message: 'Enter a valid web address' }],
            },
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Become a marketer' }));
    const form = screen.getByRole('form', { name: 'Apply to become a marketer' });
    await user.type(within(form).getByRole('textbox', { name: /Company Name/ }), 'Obi Foods');
    const website = within(form).getByRole('textbox', { name: /Website/ });
    await user.type(website, 'not a site');
    await user.click(within(form).getByRole('button', { name: 'Send Application' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('Please check the highlighted fields');
    expect(within(form).getByText('Enter a valid web address')).toBeInTheDocument();
    expect(website).toHaveAttribute('aria-invalid', 'true');
    expect(website).toHaveValue('not a site');
    expect(within(form).getByRole('textbox', { name: /Company Name/ })).toHaveValue('Obi Foods');
  });

  it('while pending: says it is being reviewed, with the date, and offers no form', async () => {
    renderCard([mine(application('Pending'))]);
    expect(await screen.findByText('Your application is being reviewed.')).toBeInTheDocument();
    expect(card()).toHaveTextContent('Mar 5, 2025');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('when declined: shows the reason and lets the customer apply again', async () => {
    renderCard([mine(application('Declined', { decisionReason: 'Please add your business address' }))]);
    expect(await screen.findByText('Please add your business address')).toBeInTheDocument();
    expect(card()).toHaveTextContent('was declined on Mar 7, 2025');
    await user.click(screen.getByRole('button', { name: 'Apply again' }));
    expect(screen.getByRole('form', { name: 'Apply to become a marketer' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Apply again' })).toBeInTheDocument();
  });

  it('when approved: links to the Marketer Portal', async () => {
    renderCard([mine(application('Approved'))]);
    expect(await screen.findByRole('link', { name: 'Go to the Marketer Portal' })).toHaveAttribute('href', '/marketer');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('for a marketer: links to the Marketer Portal without asking the server', () => {
    renderCard([], ['Customer', 'Marketer']);
    expect(screen.getByRole('link', { name: 'Go to the Marketer Portal' })).toHaveAttribute('href', '/marketer');
    expect(screen.queryByRole('button', { name: 'Become a marketer' })).not.toBeInTheDocument();
  });

  it('says when the application cannot be checked, and tries again', async () => {
    renderCard([{ request: { query: MyMarketerApplicationQuery }, error: new Error('offline') }, mine(null)]);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not check your marketer application.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Become a marketer' })).toBeInTheDocument();
  });
});
