import { useQuery } from '@apollo/client/react';
import { graphql } from '../../graphql/generated/index.ts';

const pageSize = 25;

/** The fields of an account the administration shows; actions update them in the cache. */
export const AdministeredUser = graphql(`
  fragment AdministeredUser on User {
    id
    name
    email
    permissions {
      id
    }
    email_verified_at
    registered_at
    status
  }
`);

const Users = graphql(`
  query Users($search: String, $first: Int, $after: String) {
    users(search: $search, first: $first, after: $after) {
      total
      endCursor
      hasNextPage
      items {
        ...AdministeredUser
      }
    }
  }
`);

/** The accounts whose name or e-mail contains `search`; `more()` appends the next page. */
export function useUsers(search: string) {
  const { data, previousData, loading, error, fetchMore } = useQuery(Users, {
    variables: { search: search.trim() || null, first: pageSize, after: null },
    notifyOnNetworkStatusChange: true,
  });
  // The previous list stays while the next search loads, so that typing does not blank the table.
  const result = (data ?? previousData)?.users;

  function more() {
    if (!result?.hasNextPage) return;
    void fetchMore({
      variables: { after: result.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        users: {
          ...fetchMoreResult.users,
          items: [...(previous.users?.items ?? []), ...fetchMoreResult.users.items],
        },
      }),
    });
  }

  return { result, loading, error, more };
}
