/** The three views of the auth dialog. */
export type AuthView = 'login' | 'register' | 'forgot';
