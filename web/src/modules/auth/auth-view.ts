/** The three views of the auth dialog. */
export type AuthView = 'login' | 'register' | 'forgot';

export interface AuthDialogOptions {
  /** After logging in, stay on the current page instead of going to the user's home (e.g. from 'Start Saving'). */
  stayAfterLogin?: boolean;
}
