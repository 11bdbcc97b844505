import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { MockRouter, type MockRouterOptions } from './router';

// Relative handler paths resolve against the page's origin, as in the browser.
const origin = globalThis.location.origin;
const run = (router: MockRouter, method: string, url: string) =>
  router.run({ request: new Request(url, { method }), requestId: '1' });

function routerWith() {
  const one = vi.fn(({ params }) => HttpResponse.json({ id: params.id }));
  const list = vi.fn(() => HttpResponse.json([]));
  const create = vi.fn(() => HttpResponse.json({ created: true }, { status: 201 }));
  const search = vi.fn(() => HttpResponse.json({ hits: 1 }));
  const router = new MockRouter(
    [
      http.get('/api/users/:id', one),
      http.get('/api/users', list),
      http.post('/api/users', create),
      http.get(`${origin}/api/products/search`, search),
    ],
    origin,
  );
  return { router, one, list, create, search };
}

describe('MockRouter', () => {
  it('answers with the handler whose method and path match, with its path parameters', async () => {
    const { router, one, list, create } = routerWith();
    const result = await run(router, 'GET', `${origin}/api/users/42`);
    expect(await result?.response?.json()).toEqual({ id: '42' });
    expect(one).toHaveBeenCalledOnce();
    expect(list).not.toHaveBeenCalled();
    expect(create).not.toHaveBeenCalled();
  });

  it('tells operations on the same path apart by method and ignores the query', async () => {
    const { router, list, create, search } = routerWith();
    expect((await run(router, 'POST', `${origin}/api/users`))?.response?.status).toBe(201);
    expect(create).toHaveBeenCalledOnce();
    expect(list).not.toHaveBeenCalled();
    expect(
      await (await run(router, 'GET', `${origin}/api/products/search?term=s`))?.response?.json(),
    ).toEqual({
      hits: 1,
    });
    expect(search).toHaveBeenCalledOnce();
  });

  it('picks a handler with an absolute URL by its path too, and matches paths regardless of case', async () => {
    const { router, one, search } = routerWith();
    expect(await run(router, 'GET', `${origin}/api/products/other`)).toBeNull();
    expect(search).not.toHaveBeenCalled();
    expect(await (await run(router, 'GET', `${origin}/API/Users/7`))?.response?.json()).toEqual({ id: '7' });
    expect(one).toHaveBeenCalledOnce();
  });

  it('runs no handler for the app’s own files, which go to the network', async () => {
    const { router, one, list, create, search } = routerWith();
    expect(await run(router, 'GET', `${origin}/assets/index-abc.js`)).toBeNull();
    expect(await run(router, 'DELETE', `${origin}/api/users`)).toBeNull();
    for (const handler of [one, list, create, search]) expect(handler).not.toHaveBeenCalled();
  });

  it('runs `around` only for requests a handler may answer, never for the app’s own files', async () => {
    const around = vi.fn<NonNullable<MockRouterOptions['around']>>((_request, handle) => handle());
    const router = new MockRouter([http.get('/api/users', () => HttpResponse.json([]))], origin, { around });
    expect((await run(router, 'GET', `${origin}/api/users`))?.response?.status).toBe(200);
    expect(around).toHaveBeenCalledOnce();
    // A chunk a handler imports while it holds the tabs' lock must not wait for that lock.
    expect(await run(router, 'GET', `${origin}/assets/schemaValidator-abc.js`)).toBeNull();
    expect(around).toHaveBeenCalledOnce();
  });
});
