import { createContext, useContext } from 'react';
import type { SessionState, SessionUser } from './sessionState.ts';

export interface Session extends SessionState {
  setToken(token: string | null): void;
  setUser(user: SessionUser | null): void;
  /** Makes `language` the user's, also when their record is still loading (the choice then wins over it). */
  chooseLanguage(language: string): void;
  /** Signs in with what `login` or `register` returned. */
  signIn(token: string, user: SessionUser | null): void;
  /** Clears the session locally; the caller ends it on the server first. */
  logout(): void;
  /** Loads the signed-in user again (after a change the server made, such as verifying the address). */
  reloadUser(): Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}
