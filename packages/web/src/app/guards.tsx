import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../session/sessionContext.ts';
import type { SessionState } from '../session/sessionState.ts';
import { guardDecision, loginPath } from './guardDecision.ts';
import { LoadingIndicator } from './LoadingIndicator.tsx';

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

export function RequireContributor() {
  return <RequireRole allowed={(session) => session.isContributor} />;
}

export function RequireAdmin() {
  return <RequireRole allowed={(session) => session.isAdmin} />;
}
