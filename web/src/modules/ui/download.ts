/** Long enough for any browser to have started the download from the object URL. */
const REVOKE_AFTER_MS = 10_000;

/** The file name the server chose (`attachment; filename="run-sheet-2026-12-02.csv"`), kept to safe characters. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename\*=UTF-8''([^;]+)|filename="?([^";]+)"?/i.exec(disposition) : null;
  const raw = match ? (match[1] ? decodeURIComponent(match[1]) : match[2]) : '';
  const safe = raw.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '');
  return safe || fallback;
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
