import { type Location, UNSAFE_createMemoryHistory } from 'react-router';
import { describe, expect, it } from 'vitest';
import { leavesScreen } from '../records/LeaveGuard.tsx';
import { guardHistory } from './navigationGuard.ts';

/** A guarded history at the form, after the view; `shown` is every location the router was given. */
function atForm() {
  const memory = UNSAFE_createMemoryHistory({
    initialEntries: ['/collections/1', '/collections/1/edit'],
    initialIndex: 1,
    v5Compat: true,
  });
  const guard = guardHistory(memory);
  const shown: Location[] = [];
  guard.history.listen((update) => shown.push(update.location));
  const check = (from: Location, to: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
    leavesScreen(from, to);
  return { memory, guard, shown, check };
}

describe('guardHistory', () => {
  it('lets every navigation pass while nothing blocks', () => {
    const { guard, shown } = atForm();
    guard.history.push('/search');
    guard.history.go(-1);
    expect(shown.map((location) => location.pathname)).toEqual(['/search', '/collections/1/edit']);
    expect(guard.held()).toBeNull();
  });

  it('holds a link or navigate() to another screen until proceeded', () => {
    const { guard, shown, check } = atForm();
    guard.block(check);
    guard.history.push('/search', { from: 'menu' });
    expect(shown).toEqual([]);
    expect(guard.history.location.pathname).toBe('/collections/1/edit');
    expect(guard.held()?.by).toBe(check);
    guard.held()?.proceed();
    expect(guard.held()).toBeNull();
    expect(shown.map((location) => [location.pathname, location.state])).toEqual([
      ['/search', { from: 'menu' }],
    ]);
  });

  it('lets a navigation the app passes go by while a form blocks, and only that one', () => {
    const { guard, shown, check } = atForm();
    guard.block(check);
    guard.pass(() => guard.history.push('/collections/1', { flash: 'saved' }));
    expect(guard.held()).toBeNull();
    expect(shown.map((location) => [location.pathname, location.state])).toEqual([
      ['/collections/1', { flash: 'saved' }],
    ]);
    guard.history.push('/search');
    expect(guard.held()?.by, 'the next one is asked about again').toBe(check);
  });

  it('lets a tab of the same screen pass (only the query changes)', () => {
    const { guard, shown, check } = atForm();
    guard.block(check);
    guard.history.replace('/collections/1/edit?tab=names');
    expect(shown.map((location) => location.search)).toEqual(['?tab=names']);
  });

  it('undoes a held back button at once, stays on reset, goes back on proceed', () => {
    const { memory, guard, shown, check } = atForm();
    guard.block(check);
    guard.history.go(-1);
    expect(shown, 'the router never sees the view').toEqual([]);
    expect(memory.location.pathname, 'the browser is back at the form').toBe('/collections/1/edit');
    guard.held()?.reset();
    expect(guard.held()).toBeNull();

    guard.history.go(-1);
    guard.held()?.proceed();
    expect(shown.map((location) => location.pathname)).toEqual(['/collections/1']);
    expect(memory.location.pathname).toBe('/collections/1');
  });

  it('asks no more once the form unblocks, and drops the question it held', () => {
    const { guard, shown, check } = atForm();
    const unblock = guard.block(check);
    guard.history.push('/search');
    unblock();
    expect(guard.held()).toBeNull();
    guard.history.push('/search');
    expect(shown.map((location) => location.pathname)).toEqual(['/search']);
  });
});
