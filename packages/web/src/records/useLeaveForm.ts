import { useApolloClient } from '@apollo/client/react';
import { use, useState } from 'react';
import { type NavigateOptions, useNavigate } from 'react-router';
import { NavigationGuardContext } from '../ui/navigationGuard.ts';
import { preloadRoute } from '../ui/routeHandle.ts';

/** The longest a saved form waits for the next screen's code before going all the same. */
const CODE_WAIT_MS = 1000;

/**
 * Leaves a form after its save or delete, past its leave guard (what it held is saved or gone), without
 * drawing the form clean first. The next screen's code and record are asked for at once; the form goes
 * once the code is there and the record's request has left (drawing the next screen would hold a timer
 * back until drawn). Meanwhile the form is busy (`leaving`): nothing saves it twice.
 */
export function useLeaveForm() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const guard = use(NavigationGuardContext);
  const [leaving, setLeaving] = useState(false);

  function leave(to: string, options: NavigateOptions = {}) {
    setLeaving(true);
    const from = guard?.history.location.key;
    const go = () => {
      const navigateTo = () => navigate(to, options);
      // Gone elsewhere meanwhile (the back button): that is where the user wants to be.
      if (!guard) navigateTo();
      else if (guard.history.location.key === from) guard.pass(navigateTo);
    };
    const codeWait = new Promise((resolve) => setTimeout(resolve, CODE_WAIT_MS));
    // A timer later, so that the record's batch, set to leave without waiting (recordPrefetch.ts), may
    // leave before the next screen is drawn.
    void Promise.race([preloadRoute(to, client), codeWait]).then(() => setTimeout(go, 1));
  }

  return { leave, leaving };
}
