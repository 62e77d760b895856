import { graphql } from '../graphql/generated/index.ts';

/** The user fields the session needs; `me`, `login` and `register` all select them. */
export const SessionUserFields = graphql(`
  fragment SessionUserFields on User {
    id
    name
    email
    permissions {
      id
    }
    locale
    email_verified_at
  }
`);
