import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../session/sessionContext.ts';
import { flashOf, withFlash } from '../ui/flash.ts';
import type { AuthOutcome } from './AuthForm.tsx';
import { safeRedirect } from './safeRedirect.ts';

/** After login or register: the session starts and the user goes back where they came from. */
export function useSignInAndReturn(): (outcome: AuthOutcome) => boolean {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (outcome) => {
    if (!outcome.token) return false;
    session.signIn(outcome.token, outcome.user ?? null);
    const flash = outcome.message ? withFlash(flashOf('success', outcome, 'Auth.logged_in', t)) : undefined;
    navigate(safeRedirect(params.get('redirect')), { state: flash, replace: true });
    return true;
  };
}
