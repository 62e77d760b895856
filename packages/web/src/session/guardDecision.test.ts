import { describe, expect, it } from 'vitest';
import { guardDecision, loginPath } from './guardDecision.ts';
import { initialSessionState, type SessionState, sessionReducer } from './sessionState.ts';

const contributor = (s: SessionState) => s.isContributor;
const withUser = (permissionId: number) =>
  sessionReducer(initialSessionState('token'), {
    type: 'setUser',
    user: { id: 1, name: 'A', email: 'a@example.org', permissions: [{ id: permissionId }] },
  });

describe('guardDecision', () => {
  it('waits while the user of a token is loading', () => {
    expect(guardDecision(initialSessionState('token'), contributor)).toBe('wait');
  });

  it('sends visitors to login', () => {
    expect(guardDecision(initialSessionState(null), contributor)).toBe('login');
    expect(
      guardDecision(sessionReducer(initialSessionState('t'), { type: 'userLoadFailed' }), contributor),
    ).toBe('login');
  });

  it('sends users without the role home and lets the others in', () => {
    expect(guardDecision(withUser(3), contributor)).toBe('home');
    expect(guardDecision(withUser(2), contributor)).toBe('allow');
  });

  it('builds the login path with the way back', () => {
    expect(loginPath('/collections/create')).toBe('/auth/login?redirect=%2Fcollections%2Fcreate');
  });
});
