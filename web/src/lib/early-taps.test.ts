import { holdEarlyTaps } from './early-taps';

/** A server-rendered page: buttons in #root, one of them in a form, before any React runs. */
function page() {
  document.documentElement.removeAttribute('data-hydrated');
  document.body.innerHTML = `
    <div id="root">
      <button id="start">Start Saving Now</button>
      <button id="next">Next pack</button>
      <form id="form"><button id="send" type="submit">Send</button></form>
      <p id="text">Rice and beans</p>
    </div>`;
  const root = document.getElementById('root')!;
  const byId = (id: string) => document.getElementById(id)!;
  const taps: string[] = [];
  for (const id of ['start', 'next', 'send']) byId(id).addEventListener('click', () => taps.push(id));
  holdEarlyTaps(root);
  return { root, byId, taps };
}

/** What the app does once the page has hydrated (app/HydratedMark.tsx); the tap is made a task later. */
async function hydrated() {
  document.documentElement.dataset.hydrated = '';
  await Promise.resolve(); // the observer
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('a tap before the page has hydrated', () => {
  it('is held, its button marked busy, and made once the page has hydrated', async () => {
    const { byId, taps } = page();
    byId('start').click();
    expect(taps).toEqual([]);
    expect(byId('start').getAttribute('aria-busy')).toBe('true');
    await hydrated();
    expect(taps).toEqual(['start']);
    expect(byId('start').hasAttribute('aria-busy')).toBe(false);
  });

  it('is made once, for the last button tapped', async () => {
    const { byId, taps } = page();
    byId('start').click();
    byId('start').click();
    byId('next').click();
    expect(byId('start').hasAttribute('aria-busy')).toBe(false);
    await hydrated();
    expect(taps).toEqual(['next']);
  });

  it('does not submit a form by itself', async () => {
    const { byId, taps } = page();
    const submitted = jest.fn((event: Event) => event.preventDefault());
    byId('form').addEventListener('submit', submitted);
    byId('send').click();
    expect(submitted).not.toHaveBeenCalled();
    await hydrated();
    expect(taps).toEqual(['send']);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('is dropped when its button has left the page or been disabled meanwhile', async () => {
    const { byId, taps } = page();
    byId('start').click();
    byId('start').remove();
    await hydrated();
    expect(taps).toEqual([]);

    const again = page();
    again.byId('next').click();
    again.byId('next').setAttribute('disabled', '');
    await hydrated();
    expect(again.taps).toEqual([]);
  });

  it('leaves other taps alone, and taps after hydration go straight to the page', async () => {
    const { byId, taps } = page();
    const other = jest.fn();
    byId('text').addEventListener('click', other);
    byId('text').click();
    expect(other).toHaveBeenCalledTimes(1);
    await hydrated();
    byId('next').click();
    expect(taps).toEqual(['next']);
    expect(byId('next').hasAttribute('aria-busy')).toBe(false);
  });
});
