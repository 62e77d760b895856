import { createContext } from 'react';
import { type HistoryRouterProps, type Location, NavigationType, type Path, type To } from 'react-router';

/** React Router's history (its own type is not exported under a name). */
type History = HistoryRouterProps['history'];

/** Whether leaving `from` for `to` needs the user's word first. */
export type LeaveCheck = (from: Location, to: Path) => boolean;

/** A navigation held until the user answers the check that stopped it. */
export interface HeldNavigation {
  by: LeaveCheck;
  proceed(): void;
  reset(): void;
}

export interface NavigationGuard {
  /** The history the router navigates through: links, navigate(), back and forward all pass here. */
  history: History;
  /** Holds every navigation `check` asks about, until unregistered by the returned function. */
  block(check: LeaveCheck): () => void;
  held(): HeldNavigation | null;
  /**
   * Runs `go`, a navigation the app decided on itself (a form leaving after its save or delete), past every
   * check: nothing unsaved is left to ask about, and the form need not be drawn clean first to leave.
   */
  pass(go: () => void): void;
  subscribe(onChange: () => void): () => void;
}

/**
 * A history that can hold a navigation for a question: the router's blockers in a declarative router.
 * (The data router has them built in, but costs the first visit 14.5 kB: bench/first-visit.ts.)
 * A push or replace waits; back and forward have already moved the browser, so they are undone first
 * and done again on "proceed", as the data router does.
 */
export function guardHistory(history: History): NavigationGuard {
  const checks = new Set<LeaveCheck>();
  const subscribers = new Set<() => void>();
  let held: HeldNavigation | null = null;
  // The location the app shows: the browser's may be one a held back or forward is undoing.
  let current = history.location;
  let undoingPop = false;
  let passingPop = false;
  let passing = false;

  const notify = () => {
    for (const subscriber of subscribers) subscriber();
  };
  const release = () => {
    held = null;
    notify();
  };
  const checkOf = (to: Path) => [...checks].find((check) => check(current, to));
  const hold = (by: LeaveCheck, go: () => void) => {
    const proceed = () => {
      release();
      go();
    };
    held = { by, proceed, reset: release };
    notify();
  };

  function guarded(navigate: (to: To, state?: unknown) => void) {
    return (to: To, state?: unknown) => {
      const { pathname, search, hash } = history.createURL(to);
      const by = passing ? undefined : checkOf({ pathname, search, hash });
      if (by) hold(by, () => navigate(to, state));
      else navigate(to, state);
    };
  }

  const guardedHistory: History = {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push: guarded((to, state) => history.push(to, state)),
    replace: guarded((to, state) => history.replace(to, state)),
    go: (delta) => history.go(delta),
    listen(listener) {
      return history.listen((update) => {
        if (undoingPop) {
          undoingPop = false;
          return;
        }
        const { delta } = update;
        const by =
          update.action === NavigationType.Pop && !passingPop && delta ? checkOf(update.location) : null;
        if (by && delta) {
          undoingPop = true;
          history.go(-delta);
          hold(by, () => {
            passingPop = true;
            history.go(delta);
          });
          return;
        }
        passingPop = false;
        current = update.location;
        listener(update);
      });
    },
  };

  return {
    history: guardedHistory,
    block(check) {
      checks.add(check);
      return () => {
        checks.delete(check);
        if (held?.by === check) release();
      };
    },
    held: () => held,
    pass(go) {
      passing = true;
      try {
        go();
      } finally {
        passing = false;
      }
    },
    subscribe(onChange) {
      subscribers.add(onChange);
      return () => subscribers.delete(onChange);
    },
  };
}

export const NavigationGuardContext = createContext<NavigationGuard | null>(null);
