import { readFileSync } from 'node:fs';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { buildSchema, isInterfaceType } from 'graphql';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { IiifAnnotationsForDigitalCopy } from '../entities/digitalCopy/digitalCopyQueries.ts';
import { evictCachedReads } from '../records/cachedReads.ts';
import { possibleTypes, typePolicies } from './createApolloClient.ts';

// §7: getIiifAnnotationsForDigitalCopy is cached per digital copy; a save of the copy drops its entry.

/** A client whose server answers two annotations per copy and counts the requests it gets. */
function clientAnswering() {
  const asked: number[] = [];
  const link = new ApolloLink((operation) => {
    const id = operation.variables.id as number;
    asked.push(id);
    const annotation = (n: number) => ({
      __typename: 'IiifAnnotationReference',
      id: id * 10 + n,
      iiifable_id: id * 10 + n,
    });
    return of({ data: { getIiifAnnotationsForDigitalCopy: [annotation(1), annotation(2)] } });
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache({ typePolicies }) });
  const read = async (id: number) => {
    const { data } = await client.query({
      query: IiifAnnotationsForDigitalCopy,
      variables: { id },
      fetchPolicy: 'cache-first',
    });
    return data?.getIiifAnnotationsForDigitalCopy.map((annotation) => annotation.id);
  };
  return { client, asked, read };
}

describe('the IIIF annotations of a digital copy on the client', () => {
  it('are asked for once per digital copy', async () => {
    const { asked, read } = clientAnswering();
    expect(await read(5)).toEqual([51, 52]);
    expect(await read(6)).toEqual([61, 62]);
    expect(await read(5)).toEqual([51, 52]);
    expect(asked).toEqual([5, 6]);
  });

  it('are asked for again after the digital copy was saved, the others still cached', async () => {
    const { client, asked, read } = clientAnswering();
    await read(5);
    await read(6);
    const definition = {
      cachedReads: (id: number) => [{ fieldName: 'getIiifAnnotationsForDigitalCopy', args: { id } }],
    };
    evictCachedReads(client.cache, definition, 5);
    await read(5);
    await read(6);
    expect(asked).toEqual([5, 6, 5]);
  });
});

describe('the cache', () => {
  it("knows the types of each of the schema's interfaces, so that fragments on them match", () => {
    const schemaFile = new URL('../../../server/src/graphql/schema.graphql', import.meta.url);
    const schema = buildSchema(readFileSync(schemaFile, 'utf8'));
    const interfaces = Object.values(schema.getTypeMap()).filter(isInterfaceType);
    const implementations = Object.fromEntries(
      interfaces.map((type) => [
        type.name,
        schema
          .getPossibleTypes(type)
          .map((t) => t.name)
          .sort(),
      ]),
    );
    expect(possibleTypes).toEqual(implementations);
  });
});
