import { fileNameOf } from '../../ui/download';

/** A day's run sheet as CSV, from the REST shim (text/csv, Content-Disposition: attachment). */
export const RUN_SHEET_CSV_PATH = '/api/admin/run-sheet.csv';

/** A download that did not happen, with a message fit for the person who asked. */
export class DownloadFailed extends Error {}

const FAILURE = 'Failed to download the run sheet. Please try again.';

function messageFor(status: number): string {
  if (status === 401) return 'Your session has expired. Please log in again.';
  if (status === 403) return 'You do not have permission to download run sheets.';
  if (status === 400) return 'The run sheet could not be made for that day: check the date.';
  if (status === 503) return 'The download is temporarily unavailable. Please try again in a moment.';
  return FAILURE;
}

export function runSheetCsvUrl(date: string, riderId?: string | null): string {
  const params = new URLSearchParams({ date });
  if (riderId) params.set('riderId', riderId);
  return `${RUN_SHEET_CSV_PATH}?${params.toString()}`;
}

/**
 * Fetches the CSV with the session's Bearer token: a plain link would go without the
 * Authorization header (and a token in the URL would leak into logs and history).
 */
export async function fetchRunSheetCsv(token: string | null, date: string, riderId: string | null, fetchFn: typeof fetch): Promise<{ blob: Blob; fileName: string }> {
  if (!token) throw new DownloadFailed(messageFor(401));
  let res: Response;
  try {
    res = await fetchFn(runSheetCsvUrl(date, riderId), { headers: { Authorization: `Bearer ${token}`, Accept: 'text/csv' }, credentials: 'same-origin' });
  } catch {
    throw new DownloadFailed('Could not reach the server. Check your connection and try again.');
  }
  if (!res.ok) throw new DownloadFailed(messageFor(res.status));
  return { blob: await res.blob(), fileName: fileNameOf(res.headers.get('Content-Disposition'), `run-sheet-${date}.csv`) };
}
