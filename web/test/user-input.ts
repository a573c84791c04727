import type { UserEvent } from '@testing-library/user-event';

/**
 * Enters a value in one go, as a paste: antd inputs inside a Formik form re-render slowly under
 * jsdom, and typing long text key by key took most of a 20-second test on a busy CI machine.
 * Use `user.type` where the keystrokes themselves matter.
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
