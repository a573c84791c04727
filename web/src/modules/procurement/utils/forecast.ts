import { fileNameOf } from '../../ui/download';

/** "1 week", "8 weeks". */
export const weeksLabel = (weeks: number) => `${weeks} week${weeks === 1 ? '' : 's'}`;

/** A pack's need within a horizon, in words (never colour alone): "Short by 3", or "Covered". */
export const shortLabel = (needed: number) => (needed > 0 ? `Short by ${needed}` : 'Covered');

/** "320 × 50kg bag of rice". */
export const itemLineLabel = (count: number, text: string) => `${count} × ${text}`;

/** The forecast as CSV, from the REST shim (text/csv, Content-Disposition: attachment). */
export const FORECAST_CSV_PATH = '/api/admin/procurement-forecast.csv';

/** A download that did not happen, with a message fit for the person who asked. */
export class DownloadFailed extends Error {}

function messageFor(status: number): string {
  if (status === 401) return 'Your session has expired. Please log in again.';
  if (status === 403) return 'You do not have permission to download the forecast.';
  if (status === 503) return 'The download is temporarily unavailable. Please try again in a moment.';
  return 'Failed to download the forecast. Please try again.';
}

/**
 * Fetches the CSV with the session's Bearer token: a plain link would go without the
 * Authorization header (and a token in the URL would leak into logs and history).
 */
export async function fetchForecastCsv(token: string | null, fetchFn: typeof fetch): Promise<{ blob: Blob; fileName: string }> {
  if (!token) throw new DownloadFailed(messageFor(401));
  let res: Response;
  try {
    res = await fetchFn(FORECAST_CSV_PATH, { headers: { Authorization: `Bearer ${token}`, Accept: 'text/csv' }, credentials: 'same-origin' });
  } catch {
    throw new DownloadFailed('Could not reach the server. Check your connection and try again.');
  }
  if (!res.ok) throw new DownloadFailed(messageFor(res.status));
  return { blob: await res.blob(), fileName: fileNameOf(res.headers.get('Content-Disposition'), 'procurement-forecast.csv') };
}
