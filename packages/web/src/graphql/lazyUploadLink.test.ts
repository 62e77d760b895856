import type { ApolloLink } from '@apollo/client';
import { firstValueFrom, of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';

const created: string[] = [];
vi.mock('apollo-upload-client/UploadHttpLink.mjs', () => ({
  default: class {
    constructor({ uri }: { uri: string }) {
      created.push(uri);
    }
    request(operation: { operationName: string }) {
      return of({ data: { sent: operation.operationName } });
    }
  },
}));

const { lazyUploadLink } = await import('./lazyUploadLink.ts');

describe('lazyUploadLink', () => {
  it('loads the upload link on the first request, once, and passes the operation on', async () => {
    const link = lazyUploadLink('/graphql');
    expect(created).toEqual([]);
    const operation = { operationName: 'Upload' } as unknown as ApolloLink.Operation;
    const forward = (() => of()) as unknown as ApolloLink.ForwardFunction;
    await expect(firstValueFrom(link.request(operation, forward))).resolves.toEqual({
      data: { sent: 'Upload' },
    });
    await firstValueFrom(link.request(operation, forward));
    expect(created).toEqual(['/graphql']);
  });
});
