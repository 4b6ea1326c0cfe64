import requestTimeout from '../../../cms/src/middlewares/request-timeout';

type Ctx = Parameters<ReturnType<typeof requestTimeout>>[0];
const strapi = { log: { warn: jest.fn() } } as unknown as Parameters<typeof requestTimeout>[1]['strapi'];
const context = (type: string): Ctx => ({ status: 404, body: undefined, state: { route: { info: { type } } }, acceptsLanguages: () => false });
const slow = (ctx: Ctx, ms: number) => () =>
  new Promise<void>((resolve) =>
    setTimeout(() => {
      ctx.status = 200;
      ctx.body = { data: [] };
      resolve();
    }, ms),
  );

describe('time limit of content API requests', () => {
  test('a content API request past the limit is answered 503 with a JSON message', async () => {
    const ctx = context('content-api');
    await requestTimeout({ ms: 20 }, { strapi })(ctx, slow(ctx, 200));
    expect(ctx.status).toBe(503);
    expect(ctx.body).toEqual({
      data: null,
      error: {
        status: 503,
        name: 'ServiceUnavailableError',
        message: 'La requête a pris trop de temps\u00a0: affinez-la (moins d’entrées, moins de relations).',
      },
    });
  });

  test('a request within the limit is answered as it is', async () => {
    const ctx = context('content-api');
    await requestTimeout({ ms: 200 }, { strapi })(ctx, slow(ctx, 5));
    expect(ctx.status).toBe(200);
  });

  test('the admin panel is not limited', async () => {
    const ctx = context('admin');
    await requestTimeout({ ms: 10 }, { strapi })(ctx, slow(ctx, 60));
    expect(ctx.status).toBe(200);
  });
});
