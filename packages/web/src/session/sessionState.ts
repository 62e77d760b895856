import { type Roles, rolesFromPermissions } from '@fontes/domain';

/** The signed-in user as `me`, `login` and `register` return it. */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  permissions: ReadonlyArray<{ id: number }>;
  locale?: string | null;
  email_verified_at?: string | null;
}

/** Spec §3 "Session state" and §4 "Session". */
export interface SessionState extends Roles {
  token: string | null;
  user: SessionUser | null;
  verified: boolean;
  loadedUser: boolean;
  /** A language chosen while the user was loading: it wins over the one the loaded user brings. */
  languageChosen: string | null;
}

export type SessionAction =
  | { type: 'setToken'; token: string | null }
  | { type: 'setUser'; user: SessionUser | null }
  | { type: 'startLoadingUser' }
  | { type: 'noUserToLoad' }
  | { type: 'userLoadFailed' }
  | { type: 'chooseLanguage'; language: string }
  | { type: 'logout' };

const noRoles: Roles = { isAdmin: false, isContributor: false, isGuest: false };

export function initialSessionState(token: string | null | undefined): SessionState {
  return {
    token: token || null,
    user: null,
    verified: false,
    ...noRoles,
    loadedUser: false,
    languageChosen: null,
  };
}

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'setToken':
      return { ...state, token: action.token || null, languageChosen: null };
    case 'setUser':
      // The role flags are reset first, then derived from the permission ids.
      return {
        ...state,
        ...noRoles,
        ...rolesFromPermissions(action.user?.permissions),
        user: action.user && withLanguageChosen(action.user, state.languageChosen),
        verified: !!action.user?.email_verified_at,
        loadedUser: true,
        languageChosen: null,
      };
    case 'chooseLanguage':
      // The user's answer asked for before the choice would bring the language saved before it.
      return state.user
        ? { ...state, user: { ...state.user, locale: action.language } }
        : { ...state, languageChosen: action.language };
    case 'startLoadingUser':
      return { ...state, loadedUser: false };
    case 'noUserToLoad':
      return { ...state, loadedUser: true };
    case 'userLoadFailed':
      // Swallowed silently and the token kept (spec §4); the screens must not wait forever.
      return { ...state, loadedUser: true };
    case 'logout':
      return initialSessionState(null);
  }
}

function withLanguageChosen(user: SessionUser, language: string | null): SessionUser {
  return language ? { ...user, locale: language } : user;
}

/** Whether someone is signed in, as the menu and the guards see it. */
export function isLoggedIn(state: Pick<SessionState, 'token' | 'user'>): boolean {
  return !!state.token && !!state.user;
}

/** Whether the session is known: the user is loaded, or there is no token that could load one. */
export function isSessionSettled(state: Pick<SessionState, 'token' | 'loadedUser'>): boolean {
  return state.loadedUser || !state.token;
}
