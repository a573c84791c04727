/** Spec section 9: the defaulters list shows 10 a page. */
export const DEFAULTERS_PAGE_SIZE = 10;

/** Every defaulter as CSV, from the REST shim (text/csv, Content-Disposition: attachment). */
export const DEFAULTERS_CSV_URL = '/api/admin/defaulters.csv';
const FALLBACK_FILE_NAME = 'defaulters.csv';
/** Long enough for any browser to have started the download from the object URL. */
const REVOKE_AFTER_MS = 10_000;

/** An export that did not happen, with a message fit for the person who asked. */
export class ExportFailed extends Error {}

const FAILURE = 'Failed to export defaulters. Please try again.';

function messageFor(status: number): string {
  if (status === 401) return 'Your session has expired. Please log in again.';
  if (status === 403) return 'You do not have permission to export defaulters.';
  if (status === 503) return 'The export is temporarily unavailable. Please try again in a moment.';
  return FAILURE;
}

/** The file name the server chose (`attachment; filename="defaulters-2025-03-05.csv"`), kept to safe characters. */
export function fileNameOf(disposition: string | null): string {
  const match = disposition ? /filename\*=UTF-8''([^;]+)|filename="?([^";]+)"?/i.exec(disposition) : null;
  const raw = match ? (match[1] ? decodeURIComponent(match[1]) : match[2]) : '';
  const safe = raw.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '');
  return safe || FALLBACK_FILE_NAME;
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
  return { blob: await res.blob(), fileName: fileNameOf(res.headers.get('Content-Disposition')) };
}

/** Hands a file to the browser's downloads through an object URL and a temporary <a download>. */
export function saveFile(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
