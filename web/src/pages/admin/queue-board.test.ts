import { openQueueBoard } from './queue-board';

describe('opening the queue board', () => {
  it('trades the token for the board cookie, then navigates there (no token in the URL)', async () => {
    const fetch = jest.fn().mockResolvedValue({ ok: true, status: 204 });
    const navigate = jest.fn();
    expect(await openQueueBoard('tok', { fetch, navigate })).toBe(true);
    expect(fetch).toHaveBeenCalledWith('/admin/queues/session', expect.objectContaining({ method: 'POST', headers: { Authorization: 'Bearer tok' } }));
    expect(navigate).toHaveBeenCalledWith('/admin/queues');
  });

  it('stays put when the server has no board for this user', async () => {
    const navigate = jest.fn();
    expect(await openQueueBoard('tok', { fetch: jest.fn().mockResolvedValue({ ok: false, status: 404 }), navigate })).toBe(false);
    expect(await openQueueBoard(null, { fetch: jest.fn(), navigate })).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});
