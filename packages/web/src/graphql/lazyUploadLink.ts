import { ApolloLink } from '@apollo/client';
import { from, mergeMap } from 'rxjs';

/**
 * The multipart link of apollo-upload-client, for operations that send files; its code loads with the
 * first. Its fetch reports upload progress to an operation whose fetchOptions ask for it.
 */
export function lazyUploadLink(uri: string): ApolloLink {
  let link: Promise<ApolloLink> | undefined;
  const load = () =>
    Promise.all([import('apollo-upload-client/UploadHttpLink.mjs'), import('./progressFetch.ts')]).then(
      ([{ default: UploadHttpLink }, { progressFetch }]) => new UploadHttpLink({ uri, fetch: progressFetch }),
      (error: unknown) => {
        link = undefined; // the next upload tries again
        throw error;
      },
    );
  return new ApolloLink((operation, forward) => {
    link ??= load();
    return from(link).pipe(mergeMap((upload) => upload.request(operation, forward)));
  });
}
