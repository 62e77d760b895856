import { useApolloClient, useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { type Flash, flashOf, type ServerMessage } from '../../app/flash.ts';
import type { AdministeredUserFragment } from '../../graphql/generated/graphql.ts';
import { graphql } from '../../graphql/generated/index.ts';
import { useSession } from '../../session/sessionContext.ts';
import { AdministeredUser } from './useUsers.ts';

const ActivateUser = graphql(`
  mutation ActivateUser($id: Int!) {
    activateUser(id: $id) {
      success
      message
      message_key
      message_params {
        name
        value
      }
    }
  }
`);

const SuspendUser = graphql(`
  mutation SuspendUser($id: Int!) {
    suspendUser(id: $id) {
      success
      message
      message_key
      message_params {
        name
        value
      }
    }
  }
`);

const SetUserPermissions = graphql(`
  mutation SetUserPermissions($id: Int!, $permissions: [Int!]!) {
    setUserPermissions(id: $id, permissions: $permissions) {
      success
      message
      message_key
      message_params {
        name
        value
      }
    }
  }
`);

const SendPasswordResetLink = graphql(`
  mutation SendPasswordResetLink($id: Int!) {
    sendPasswordResetLink(id: $id) {
      success
      message
      message_key
      message_params {
        name
        value
      }
    }
  }
`);

const ResendVerificationEmail = graphql(`
  mutation ResendVerificationEmail($id: Int!) {
    resendVerificationEmail(id: $id) {
      success
      message
      message_key
      message_params {
        name
        value
      }
    }
  }
`);

type User = AdministeredUserFragment;
type Answer = (ServerMessage & { success: boolean }) | undefined;

/**
 * The administrator's actions on an account. Each reports the server's answer (success or refusal);
 * a success changes the row in place, so that the pages loaded so far stay as they are.
 */
export function useUserActions(report: (flash: Flash) => void) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const session = useSession();
  const [activate] = useMutation(ActivateUser);
  const [suspend] = useMutation(SuspendUser);
  const [setPermissions] = useMutation(SetUserPermissions);
  const [sendReset] = useMutation(SendPasswordResetLink);
  const [resendVerification] = useMutation(ResendVerificationEmail);

  async function perform(user: User, send: () => Promise<Answer>, change?: (user: User) => User) {
    let answer: Answer;
    try {
      answer = await send();
    } catch {
      answer = undefined;
    }
    if (answer?.success && change) {
      client.cache.updateFragment(
        { id: client.cache.identify({ __typename: 'User', id: user.id }), fragment: AdministeredUser },
        (cached) => cached && change(cached),
      );
    }
    // An administrator changing their own account: the menu and guards follow.
    if (answer?.success && user.id === session.user?.id) void session.reloadUser();
    report(flashOf(answer?.success ? 'success' : 'error', answer, 'users.action_failed', t));
  }

  const variables = (user: User) => ({ variables: { id: user.id } });
  return {
    activate: (user: User) =>
      perform(
        user,
        async () => (await activate(variables(user))).data?.activateUser,
        (cached) => ({ ...cached, status: 'activated' }),
      ),
    suspend: (user: User) =>
      perform(
        user,
        async () => (await suspend(variables(user))).data?.suspendUser,
        (cached) => ({ ...cached, status: 'suspended' }),
      ),
    setPermission: (user: User, permission: number) =>
      perform(
        user,
        async () =>
          (await setPermissions({ variables: { id: user.id, permissions: [permission] } })).data
            ?.setUserPermissions,
        (cached) => ({ ...cached, permissions: [{ __typename: 'Permission', id: permission }] }),
      ),
    sendPasswordResetLink: (user: User) =>
      perform(user, async () => (await sendReset(variables(user))).data?.sendPasswordResetLink),
    resendVerificationEmail: (user: User) =>
      perform(user, async () => (await resendVerification(variables(user))).data?.resendVerificationEmail),
  };
}

export type UserActions = ReturnType<typeof useUserActions>;
