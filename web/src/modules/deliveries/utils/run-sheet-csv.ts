/** A day's run sheet as CSV, from the REST shim (text/csv, Content-Disposition: attachment). */
export const RUN_SHEET_CSV_PATH = '/api/admin/run-sheet.csv';
/** Long enough for any browser to have started the download from the object URL. */
const REVOKE_AFTER_MS = 10_000;

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

/** The file name the server chose (`attachment; filename="run-sheet-2026-12-02.csv"`), kept to safe characters. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename\*=UTF-8''([^;]+)|filename="?([^";]+)"?/i.exec(disposition) : null;
  const raw = match ? (match[1] ? decodeURIComponent(match[1]) : match[2]) : '';
  const safe = raw.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '');
  return safe || fallback;
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
