import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * zxcvbn-ts's list of the passwords most often found in breaches (about 49,000, lower-case,
 * maintained with the package), as a set built on first use. Used on the server only: the list
 * is ~200 kB gzipped, too heavy for the web bundle, so the web shows the server's field error.
 */
let listed: ReadonlySet<string> | undefined;

export function isListedCommonPassword(form: string): boolean {
  listed ??= new Set(dictionary['passwords-common']);
  return listed.has(form);
}
