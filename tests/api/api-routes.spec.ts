import { expect, test } from '@playwright/test';
import { apiRoutes, callPath, SEARCH_THREAD, type ApiCall } from '@rythmo/site-map';
import { POSTGRES_API, SQLITE_API } from '../e2e/support/candidates';

// The API's table (packages/site-map/src/api-routes.ts) against the CMS that serves it: every route of it is
// one the CMS or its search thread routes (called without a token or a body, it gets its handler's answer,
// a refusal or a 400, never the router's bare 404 or a 405).

const isRouterMiss = (status: number, body: unknown): boolean =>
  status === 405 || (status === 404 && (body as { error?: { message?: unknown } } | null)?.error?.message === 'Not Found');

for (const api of [SQLITE_API, POSTGRES_API]) {
  test(`every route of the API's table is routed, on ${api.name}`, async () => {
    const missed: string[] = [];
    for (const route of apiRoutes()) {
      const call = (route.path.includes(':') ? [route.name, { id: 'x1', provider: 'x1' }] : route.name) as ApiCall;
      const base = route.handler === SEARCH_THREAD ? api.search() : api.base();
      const response = await fetch(`${base}/api${callPath(call)}`, { method: route.method, redirect: 'manual' });
      const body: unknown = await response.json().catch(() => null);
      if (isRouterMiss(response.status, body)) missed.push(`${route.name}: ${route.method} ${route.path} → ${response.status}`);
    }
    expect(missed).toEqual([]);
  });
}

test('a path the table does not hold is the router’s 404', async () => {
  const response = await fetch(`${SQLITE_API.base()}/api/alerts/x1/y`, { method: 'GET' });
  expect(isRouterMiss(response.status, await response.json())).toBe(true);
});
