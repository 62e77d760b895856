import { useApolloClient } from '@apollo/client/react';
import { type ReactNode, startTransition, useEffect, useMemo, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../graphql/generated/index.ts';
import { type Session, SessionContext } from './sessionContext.ts';
import { initialSessionState, type SessionUser, sessionReducer } from './sessionState.ts';
import { readTokenCookie, writeTokenCookie } from './tokenCookie.ts';
import { userLanguage } from './userLanguage.ts';

const MeQuery = graphql(`
  query Me {
    me {
      ...SessionUserFields
    }
  }
`);

export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const { i18n } = useTranslation();
  const [state, dispatch] = useReducer(sessionReducer, undefined, () =>
    initialSessionState(readTokenCookie()),
  );

  const started = useRef(false);

  // Start, and every change of the token to a value: (re)load the user (spec §4 "Start").
  useEffect(() => {
    const starting = !started.current;
    started.current = true;
    if (!state.token) {
      if (starting) dispatch({ type: 'noUserToLoad' });
      return;
    }
    let current = true;
    dispatch({ type: 'startLoadingUser' });
    // As a transition: the screen a guard then lets through may still be loading its code, and React keeps
    // the guard's indicator meanwhile instead of showing the shell's own, which it would hold for at least
    // 300 ms (React's pause before revealing a suspended screen) even when the code comes sooner.
    const settle = (action: Parameters<typeof dispatch>[0]) =>
      current && startTransition(() => dispatch(action));
    client.query({ query: MeQuery }).then(
      ({ data }) => settle({ type: 'setUser', user: data?.me ?? null }),
      () => settle({ type: 'userLoadFailed' }),
    );
    return () => {
      current = false;
    };
  }, [client, state.token]);

  // A user set by login, register or `me` brings the language they saved; the start stays German (spec §1).
  useEffect(() => {
    const language = userLanguage(state.user?.locale);
    if (language && language !== i18n.language) void i18n.changeLanguage(language);
  }, [i18n, state.user]);

  const session = useMemo<Session>(() => {
    const setToken = (token: string | null) => {
      writeTokenCookie(token);
      dispatch({ type: 'setToken', token });
    };
    const setUser = (user: SessionUser | null) => dispatch({ type: 'setUser', user });
    return {
      ...state,
      setToken,
      setUser,
      chooseLanguage: (language) => dispatch({ type: 'chooseLanguage', language }),
      signIn(token, user) {
        setToken(token);
        setUser(user);
      },
      logout() {
        writeTokenCookie(null);
        dispatch({ type: 'logout' });
      },
      async reloadUser() {
        if (!state.token) return;
        try {
          const { data } = await client.query({ query: MeQuery });
          dispatch({ type: 'setUser', user: data?.me ?? null });
        } catch {
          // As at the start: a failed reload changes nothing (spec §4).
        }
      },
    };
  }, [client, state]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
