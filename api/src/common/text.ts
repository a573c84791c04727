/**
 * Free text people type (names, addresses, messages) ends up in e-mails, in other people's
 * screens and in logs. Line breaks in a one-line field let it pose as more lines of an e-mail
 * ("URGENT: ... verify at http://…"), and bidirectional overrides make text read differently from
 * what it is. Pure (no imports): shared with the web through the domain rules.
 */

/**
 * Unicode Cc (C0 controls, DEL, C1 controls), the line and paragraph separators U+2028/U+2029,
 * and the bidirectional embeddings, overrides and isolates U+202A–U+202E, U+2066–U+2069.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
/** The same, less tab and line feed: what a multi-line text (a message body) may keep. */
// eslint-disable-next-line no-control-regex -- as above
const UNSAFE_IN_MULTILINE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const UNSAFE_ALL = new RegExp(UNSAFE.source, 'g');
const UNSAFE_IN_MULTILINE_ALL = new RegExp(UNSAFE_IN_MULTILINE.source, 'g');

/** True when the text holds a control character (tab and line feed allowed with `multiline`). */
export function hasControlCharacters(text: string, opts: { multiline?: boolean } = {}): boolean {
  return (opts.multiline ? UNSAFE_IN_MULTILINE : UNSAFE).test(text);
}

/** The field error for a one-line field that holds one, e.g. "First name must not contain …". */
export function controlCharactersMessage(label: string): string {
  return `${label} must not contain line breaks or control characters`;
}

/** The field error for a multi-line field (line breaks are fine there). */
export function multilineControlCharactersMessage(label: string): string {
  return `${label} must not contain control characters`;
}

/**
 * One line for an e-mail subject or a greeting: every control character becomes a space and runs
 * of spaces shrink to one. For text stored before the rules refused it, and as a last guard.
 */
export function singleLine(text: string): string {
  return text.replace(UNSAFE_ALL, ' ').replace(/\s+/g, ' ').trim();
}

/** A multi-line text with line feeds and tabs kept and every other control character dropped. */
export function withoutControlCharacters(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(UNSAFE_IN_MULTILINE_ALL, '');
}
