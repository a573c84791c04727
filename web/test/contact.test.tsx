import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setTrackingSink, type TrackingEvent } from '../src/lib/tracking';
import { SendContactMessageMutation } from '../src/modules/contact/graphql/operations';
import { errorResult } from './fixtures';
import { renderApp } from './render';

const user = userEvent.setup({ delay: null });
const input = { name: 'Ada Obi', email: 'ada@example.com', subject: 'Delivery to Ikeja', message: 'When will my pack arrive?' };

function sendMock(result: object) {
  return { request: { query: SendContactMessageMutation, variables: { input } }, result: { data: { sendContactMessage: result } }, delay: 30 };
}

async function fill(form: HTMLElement) {
  await user.type(within(form).getByLabelText('Name'), input.name);
  await user.type(within(form).getByLabelText('Email'), ` ${input.email.toUpperCase()} `);
  await user.type(within(form).getByLabelText('Subject'), input.subject);
  await user.type(within(form).getByLabelText('Message'), input.message);
}

describe('/contact', () => {
  it('checks every field and the e-mail address before sending', async () => {
    await renderApp({ route: '/contact' });
    expect(document.title).toBe('Contact Us — Food Savings');
    const form = screen.getByRole('form', { name: 'Send us a message' });
    expect(within(form).getByLabelText('Message')).toHaveAttribute('rows', '5');
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(within(form).getByLabelText('Subject')).toHaveAccessibleDescription('Subject is required');
    expect(within(form).getByLabelText('Message')).toHaveAccessibleDescription('Message is required');
    expect(within(form).getByLabelText('Name')).toHaveFocus();
    await user.type(within(form).getByLabelText('Email'), 'ada@');
    await user.tab();
    expect(within(form).getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address');
  });

  it('sends the message, says thank you, clears the form and records a lead', async () => {
    const events: TrackingEvent[] = [];
    setTrackingSink((e) => events.push(e));
    try {
      await renderApp({ route: '/contact', mocks: [sendMock({ __typename: 'Ack', ok: true, message: 'ok' })] });
      const form = screen.getByRole('form', { name: 'Send us a message' });
      await fill(form);
      await user.click(within(form).getByRole('button', { name: 'Send Message' }));
      expect(await within(form).findByRole('button', { name: /Sending\.\.\./ })).toBeInTheDocument();
      expect(await screen.findByText('Message Sent')).toBeInTheDocument();
      expect(screen.getByText("Thank you for reaching out! We'll get back to you soon.")).toBeInTheDocument();
      expect(within(form).getByLabelText('Name')).toHaveValue('');
      expect(events).toContainEqual(expect.objectContaining({ event: 'lead' }));
    } finally {
      setTrackingSink(null);
    }
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    await renderApp({ route: '/contact', mocks: [sendMock(errorResult('RATE_LIMITED', 'Too many messages. Please try again in 12 minutes.'))] });
    const form = screen.getByRole('form', { name: 'Send us a message' });
    await fill(form);
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Too many messages. Please try again in 12 minutes.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Message')).toHaveValue(input.message);
    expect(within(form).getByLabelText('Subject')).toHaveValue(input.subject);
  });
});
