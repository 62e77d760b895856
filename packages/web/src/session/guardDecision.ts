import { isLoggedIn, isSessionSettled, type SessionState } from './sessionState.ts';

export type GuardDecision = 'wait' | 'login' | 'home' | 'allow';

/** What a guarded route does: wait for the user, send to login, send home, or show the screen. */
export function guardDecision(
  session: SessionState,
  allowed: (session: SessionState) => boolean,
): GuardDecision {
  if (!isSessionSettled(session)) return 'wait';
  if (!isLoggedIn(session)) return 'login';
  return allowed(session) ? 'allow' : 'home';
}

export function loginPath(redirectTo: string): string {
  return `/auth/login?redirect=${encodeURIComponent(redirectTo)}`;
}
