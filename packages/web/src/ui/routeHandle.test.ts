import type { ApolloClient } from '@apollo/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadRoute, type RouteHandle, registerRoutes } from './routeHandle.ts';

// What loads before a screen renders is found in the route table the table registered itself: the page's
// first address and a saved form's next one both start their screen's code and records this way.

describe('preloading a route', () => {
  // Addresses are read against the page's origin, as in the browser.
  beforeAll(() => vi.stubGlobal('window', { location: { origin: 'https://fontes.example' } }));
  afterAll(() => vi.unstubAllGlobals());

  it("asks the matched routes' handles, outermost first, with the address's params and query", async () => {
    const asked: string[] = [];
    const handle = (name: string): RouteHandle => ({
      preload: async ({ params, search }) => {
        asked.push(`${name} ${JSON.stringify(params)} ${search.toString()}`);
      },
    });
    registerRoutes([
      {
        path: '/',
        handle: handle('shell'),
        children: [
          { path: 'scores/:id', handle: handle('score') },
          { path: 'people/:id', handle: handle('person') },
        ],
      },
    ]);
    await preloadRoute('/scores/12?tab=parts', {} as ApolloClient);
    expect(asked).toEqual(['shell {"id":"12"} tab=parts', 'score {"id":"12"} tab=parts']);
  });

  it('settles when a preload fails or nothing matches', async () => {
    registerRoutes([{ path: '/broken', handle: { preload: () => Promise.reject(new Error('offline')) } }]);
    await expect(preloadRoute('/broken', {} as ApolloClient)).resolves.toBeUndefined();
    await expect(preloadRoute('/nowhere', {} as ApolloClient)).resolves.toBeUndefined();
  });
});
