import { fileNameOf } from '../../../../ui/download';

/** Spec section 9: the defaulters list shows 10 a page. */
export const DEFAULTERS_PAGE_SIZE = 10;

/** Every defaulter as CSV, from the REST shim (text/csv, Content-Disposition: attachment). */
export const DEFAULTERS_CSV_URL = '/api/admin/defaulters.csv';
const FALLBACK_FILE_NAME = 'defaulters.csv';

/** An export that did not happen, with a message fit for the person who asked. */
export class ExportFailed extends Error {}

const FAILURE = 'Failed to export defaulters. Please try again.';

function messageFor(status: number): string {
  if (status === 401) return 'Your session has expired. Please log in again.';
  if (status === 403) return 'You do not have permission to export defaulters.';
  if (status === 503) return 'The export is temporarily unavailable. Please try again in a moment.';
  return FAILURE;
}

/**
 * Fetches the CSV with the session's Bearer token: a plain link would go without the
 * Authorization header (and a token in the URL would leak into logs and history).
 */
export async function fetchDefaultersCsv(token: string | null, fetchFn: typeof fetch): Promise<{ blob: Blob; fileName: string }> {
  if (!token) throw new ExportFailed(messageFor(401));
  let res: Response;
  try {
    res = await fetchFn(DEFAULTERS_CSV_URL, { headers: { Authorization: `Bearer ${token}`, Accept: 'text/csv' }, credentials: 'same-origin' });
  } catch {
    throw new ExportFailed('Could not reach the server. Check your connection and try again.');
  }
  if (!res.ok) throw new ExportFailed(messageFor(res.status));
  return { blob: await res.blob(), fileName: fileNameOf(res.headers.get('Content-Disposition'), FALLBACK_FILE_NAME) };
}
