/**
 * A request's URL as the request log keeps it: the path, with a pay link's or a contribution link's token masked, and the
 * query's parameter names without their values. Reset and set-password links carry a token and an
 * e-mail address in the query, and a pay link's token is its key: none of it belongs in logs,
 * which many people and systems read. Pure.
 */
export function loggableUrl(url: string | undefined): string {
  if (!url) return '';
  const at = url.indexOf('?');
  const path = (at === -1 ? url : url.slice(0, at)).replace(/^\/([pc])\/[^/]+/, '/$1/…');
  if (at === -1) return path;
  const names = [...new URLSearchParams(url.slice(at + 1)).keys()];
  return names.length ? `${path}?${[...new Set(names)].map((name) => `${name}=…`).join('&')}` : path;
}
