import { createToastChannel, type ToastChannel, type ToastNotice } from './toast';

/** A screen that records what is on it. */
function screenOf(channel: ToastChannel) {
  const visible = new Map<unknown, ToastNotice>();
  channel.attach({ show: (n) => void visible.set(n.key, n), close: (key) => void visible.delete(key) });
  return () => [...visible.values()].map((n) => n.title);
}

const raise = (channel: ToastChannel, title: string, key?: string) => channel.show({ type: 'info', title, duration: 5, key });
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('toasts and pages', () => {
  it("closes the page's own toasts when another page is shown, and keeps the one raised as the app set off for it", async () => {
    const channel = createToastChannel();
    const onScreen = screenOf(channel);
    channel.arrived('/register');
    raise(channel, 'Password mismatch');
    await nextTask();
    // The form is fixed and sent: the success toast, then the navigation, in one task.
    raise(channel, 'Registration successful');
    channel.leavingFor('/profile');
    expect(onScreen()).toEqual(['Password mismatch', 'Registration successful']);
    channel.arrived('/profile');
    expect(onScreen()).toEqual(['Registration successful']);
  });

  it('keeps a toast raised just after the navigation set off (log out: go to /login, then say so)', async () => {
    const channel = createToastChannel();
    const onScreen = screenOf(channel);
    channel.arrived('/profile');
    raise(channel, 'Saved');
    await nextTask();
    channel.leavingFor('/login');
    raise(channel, 'Logged out');
    await nextTask();
    channel.arrived('/login');
    expect(onScreen()).toEqual(['Logged out']);
  });

  it('closes nothing when the same page is shown again (a tab or filter in the query string)', () => {
    const channel = createToastChannel();
    const onScreen = screenOf(channel);
    channel.arrived('/profile');
    raise(channel, 'Plan started');
    channel.leavingFor('/profile');
    channel.arrived('/profile');
    expect(onScreen()).toEqual(['Plan started']);
  });

  it('closes toasts of the page left by the back button too (no navigation announced)', async () => {
    const channel = createToastChannel();
    const onScreen = screenOf(channel);
    channel.arrived('/contact');
    raise(channel, 'Message sent');
    await nextTask();
    channel.arrived('/');
    expect(onScreen()).toEqual([]);
  });

  it('drops a toast still waiting for the toast code when its page is left, and shows the rest in order', async () => {
    const channel = createToastChannel();
    channel.arrived('/register');
    raise(channel, 'Password mismatch');
    await nextTask();
    raise(channel, 'Registration successful');
    channel.leavingFor('/profile');
    channel.arrived('/profile');
    expect(screenOf(channel)()).toEqual(['Registration successful']);
  });

  it('treats a toast shown again with the same key as belonging to the page where it was shown last', async () => {
    const channel = createToastChannel();
    const onScreen = screenOf(channel);
    channel.arrived('/admin');
    raise(channel, 'Access denied', 'guard');
    await nextTask();
    raise(channel, 'Access denied', 'guard');
    channel.leavingFor('/');
    channel.arrived('/');
    expect(onScreen()).toEqual(['Access denied']);
  });

  it('gives every toast without a key one of its own, so each can be closed', () => {
    const channel = createToastChannel();
    const keys: unknown[] = [];
    channel.attach({ show: (n) => void keys.push(n.key), close: () => undefined });
    raise(channel, 'one');
    raise(channel, 'two');
    raise(channel, 'three', 'mine');
    expect(new Set(keys).size).toBe(3);
    expect(keys[2]).toBe('mine');
  });
});
