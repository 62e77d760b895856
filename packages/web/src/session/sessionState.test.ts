import { describe, expect, it } from 'vitest';
import {
  initialSessionState,
  isLoggedIn,
  isSessionSettled,
  type SessionUser,
  sessionReducer,
} from './sessionState.ts';

const user = (permissionIds: number[], verifiedAt: string | null = '2024-01-01T00:00:00Z'): SessionUser => ({
  id: 7,
  name: 'Clara',
  email: 'clara@example.org',
  permissions: permissionIds.map((id) => ({ id })),
  email_verified_at: verifiedAt,
});

describe('session state', () => {
  it('starts with the token of the cookie, no user and nothing loaded', () => {
    expect(initialSessionState('abc')).toEqual({
      token: 'abc',
      user: null,
      verified: false,
      isAdmin: false,
      isContributor: false,
      isGuest: false,
      loadedUser: false,
      languageChosen: null,
    });
    expect(initialSessionState(undefined).token).toBeNull();
  });

  it('keeps a language chosen while the user loads over the one the loaded user had saved', () => {
    const loading = sessionReducer(initialSessionState('t'), { type: 'startLoadingUser' });
    const chosen = sessionReducer(loading, { type: 'chooseLanguage', language: 'en' });
    const loaded = sessionReducer(chosen, { type: 'setUser', user: { ...user([2]), locale: 'de' } });
    expect(loaded.user?.locale).toBe('en');
    // Chosen once the user is there, it is the user's at once; a later login brings its own again.
    const again = sessionReducer(loaded, { type: 'chooseLanguage', language: 'de' });
    expect(again.user?.locale).toBe('de');
    const otherLogin = sessionReducer(sessionReducer(chosen, { type: 'setToken', token: 'u' }), {
      type: 'setUser',
      user: { ...user([2]), locale: 'de' },
    });
    expect(otherLogin.user?.locale).toBe('de');
  });

  it('derives the cumulative roles from permission ids', () => {
    const admin = sessionReducer(initialSessionState('t'), { type: 'setUser', user: user([1]) });
    expect([admin.isAdmin, admin.isContributor, admin.isGuest]).toEqual([true, true, true]);
    const contributor = sessionReducer(admin, { type: 'setUser', user: user([2]) });
    expect([contributor.isAdmin, contributor.isContributor, contributor.isGuest]).toEqual([
      false,
      true,
      true,
    ]);
    const guest = sessionReducer(contributor, { type: 'setUser', user: user([3]) });
    expect([guest.isAdmin, guest.isContributor, guest.isGuest]).toEqual([false, false, true]);
    const none = sessionReducer(guest, { type: 'setUser', user: user([4]) });
    expect([none.isAdmin, none.isContributor, none.isGuest]).toEqual([false, false, false]);
  });

  it('marks the user loaded and verified by email_verified_at', () => {
    const verified = sessionReducer(initialSessionState('t'), { type: 'setUser', user: user([3]) });
    expect(verified.loadedUser).toBe(true);
    expect(verified.verified).toBe(true);
    const unverified = sessionReducer(verified, { type: 'setUser', user: user([3], null) });
    expect(unverified.verified).toBe(false);
  });

  it('keeps the token when loading the user fails', () => {
    const loading = sessionReducer(initialSessionState('t'), { type: 'startLoadingUser' });
    const failed = sessionReducer(loading, { type: 'userLoadFailed' });
    expect(failed.token).toBe('t');
    expect(failed.user).toBeNull();
    expect(failed.loadedUser).toBe(true);
  });

  it('clears everything on logout', () => {
    const admin = sessionReducer(initialSessionState('t'), { type: 'setUser', user: user([1]) });
    const out = sessionReducer(admin, { type: 'logout' });
    expect(out).toEqual(initialSessionState(null));
  });

  it('stores an empty token as none', () => {
    expect(sessionReducer(initialSessionState('t'), { type: 'setToken', token: '' }).token).toBeNull();
    expect(sessionReducer(initialSessionState(null), { type: 'setToken', token: 'n' }).token).toBe('n');
  });

  it('knows who is logged in and when the session is settled', () => {
    const start = initialSessionState('t');
    expect(isSessionSettled(start)).toBe(false);
    expect(isSessionSettled(initialSessionState(null))).toBe(true);
    const loaded = sessionReducer(start, { type: 'setUser', user: user([2]) });
    expect(isLoggedIn(loaded)).toBe(true);
    expect(isLoggedIn(sessionReducer(loaded, { type: 'logout' }))).toBe(false);
  });
});

describe('session start without a token', () => {
  it('marks the user loaded without one', () => {
    const state = sessionReducer(initialSessionState(null), { type: 'noUserToLoad' });
    expect(state.loadedUser).toBe(true);
    expect(state.user).toBeNull();
  });
});
