import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { AdministeredUserFragment } from '../../graphql/generated/graphql.ts';
import { graphql } from '../../graphql/generated/index.ts';
import type { Outcome } from '../../outcomes/outcome.ts';
import { useOutcomeMutation } from '../../outcomes/useOutcomeMutation.ts';
import { useSession } from '../../session/sessionContext.ts';
import { type Flash, flashOf } from '../../ui/flash.ts';
import { AdministeredUser } from './useUsers.ts';

const ActivateUser = graphql(`
  mutation ActivateUser($id: Int!) {
    activateUser(id: $id) {
      ...OutcomeFields
    }
  }
`);

const SuspendUser = graphql(`
  mutation SuspendUser($id: Int!) {
    suspendUser(id: $id) {
      ...OutcomeFields
    }
  }
`);

const SetUserPermissions = graphql(`
  mutation SetUserPermissions($id: Int!, $permissions: [Int!]!) {
    setUserPermissions(id: $id, permissions: $permissions) {
      ...OutcomeFields
    }
  }
`);

const SendPasswordResetLink = graphql(`
  mutation SendPasswordResetLink($id: Int!) {
    sendPasswordResetLink(id: $id) {
      ...OutcomeFields
    }
  }
`);

const ResendVerificationEmail = graphql(`
  mutation ResendVerificationEmail($id: Int!) {
    resendVerificationEmail(id: $id) {
      ...OutcomeFields
    }
  }
`);

type User = AdministeredUserFragment;

/**
 * The administrator's actions on an account. Each reports the server's answer (success or refusal);
 * a success changes the row in place, so that the pages loaded so far stay as they are.
 */
export function useUserActions(report: (flash: Flash) => void) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const session = useSession();
  const failed = 'users.action_failed';
  const activate = useOutcomeMutation(ActivateUser, (data) => data.activateUser, failed);
  const suspend = useOutcomeMutation(SuspendUser, (data) => data.suspendUser, failed);
  const setPermissions = useOutcomeMutation(SetUserPermissions, (data) => data.setUserPermissions, failed);
  const sendReset = useOutcomeMutation(SendPasswordResetLink, (data) => data.sendPasswordResetLink, failed);
  const resendVerification = useOutcomeMutation(
    ResendVerificationEmail,
    (data) => data.resendVerificationEmail,
    failed,
  );

  async function perform(user: User, send: () => Promise<Outcome>, change?: (user: User) => User) {
    const answer = await send();
    if (answer.success && change) {
      client.cache.updateFragment(
        { id: client.cache.identify({ __typename: 'User', id: user.id }), fragment: AdministeredUser },
        (cached) => cached && change(cached),
      );
    }
    // An administrator changing their own account: the menu and guards follow.
    if (answer.success && user.id === session.user?.id) void session.reloadUser();
    report(flashOf(answer.success ? 'success' : 'error', answer, failed, t));
  }

  const variables = (user: User) => ({ variables: { id: user.id } });
  return {
    activate: (user: User) =>
      perform(
        user,
        () => activate.run(variables(user)),
        (cached) => ({ ...cached, status: 'activated' }),
      ),
    suspend: (user: User) =>
      perform(
        user,
        () => suspend.run(variables(user)),
        (cached) => ({ ...cached, status: 'suspended' }),
      ),
    setPermission: (user: User, permission: number) =>
      perform(
        user,
        () => setPermissions.run({ variables: { id: user.id, permissions: [permission] } }),
        (cached) => ({ ...cached, permissions: [{ __typename: 'Permission', id: permission }] }),
      ),
    sendPasswordResetLink: (user: User) => perform(user, () => sendReset.run(variables(user))),
    resendVerificationEmail: (user: User) => perform(user, () => resendVerification.run(variables(user))),
  };
}

export type UserActions = ReturnType<typeof useUserActions>;
