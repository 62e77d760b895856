import { useRef } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { safeRedirect } from '../auth/safeRedirect.ts';
import { guardDecision, loginPath } from '../session/guardDecision.ts';
import { useSession } from '../session/sessionContext.ts';
import { isLoggedIn, isSessionSettled, type SessionState } from '../session/sessionState.ts';
import { LoadingIndicator } from '../ui/LoadingIndicator.tsx';

function RequireRole({ allowed }: { allowed: (session: SessionState) => boolean }) {
  const session = useSession();
  const location = useLocation();
  switch (guardDecision(session, allowed)) {
    case 'wait':
      return <LoadingIndicator />;
    case 'login':
      return <Navigate to={loginPath(location.pathname + location.search)} replace />;
    case 'home':
      return <Navigate to="/" replace />;
    case 'allow':
      return <Outlet />;
  }
}

/** Any signed-in user (their own jobs). */
export function RequireSignedIn() {
  return <RequireRole allowed={() => true} />;
}

export function RequireContributor() {
  return <RequireRole allowed={(session) => session.isContributor} />;
}

export function RequireAdmin() {
  return <RequireRole allowed={(session) => session.isAdmin} />;
}

/**
 * Login and register are for visitors: a signed-in user goes where the login would have taken them (its
 * `redirect`, else home), and no form shows while a stored session is still being checked.
 */
export function RequireSignedOut() {
  const session = useSession();
  const [params] = useSearchParams();
  // Once a form is shown, signing in through it is its own to finish (it goes on with its notice).
  const formShown = useRef(false);
  if (!isSessionSettled(session)) return <LoadingIndicator />;
  if (isLoggedIn(session) && !formShown.current)
    return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  formShown.current = true;
  return <Outlet />;
}
