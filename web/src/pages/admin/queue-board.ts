/** Where the server mounts Bull Board (admins only, with Redis). */
export const QUEUE_BOARD_URL = '/admin/queues';

/**
 * Opens the job queue board. The browser navigates there without the Authorization header, and a
 * token in the URL would leak into logs and history, so the token is traded first for a short-lived
 * HttpOnly cookie sent only under /admin/queues. Answers false when the server has no board for
 * this user (404: not an admin, or no Redis configured).
 */
export async function openQueueBoard(token: string | null, deps: { fetch: typeof fetch; navigate: (url: string) => void }): Promise<boolean> {
  if (!token) return false;
  const res = await deps.fetch(`${QUEUE_BOARD_URL}/session`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, credentials: 'same-origin' });
  if (!res.ok) return false;
  deps.navigate(QUEUE_BOARD_URL);
  return true;
}
