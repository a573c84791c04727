/** The three views of the auth dialog. */
export type AuthView = 'login' | 'register' | 'forgot';

export interface AuthDialogOptions {
  /** After logging in, stay on the current page instead of going to the user's home (e.g. from 'Start Saving'). */
  stayAfterLogin?: boolean;
  /**
   * Where to go after signing in or signing up, instead of the user's home: an internal path
   * (lib/next-path.ts), e.g. a pack's set-up after 'Start Saving'. Anything else is ignored.
   */
  next?: string;
}
