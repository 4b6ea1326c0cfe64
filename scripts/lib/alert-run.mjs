// The job alerts' run at once, asked of a running CMS with the operator secret: POST
// /api/alerts/run starts it (or finds the one going) and answers at once; GET /api/alerts/run tells how far
// it is, every second here, until it has ended. Used by npm run alerts:send and npm run bench:alerts.

/** The run's state once it has ended (`done` or `failed`, with its report); each state seen before goes to onProgress. */
export async function runAlerts(base, secret, { onProgress = () => undefined, intervalMs = 1000 } = {}) {
  const ask = async (method) => {
    const response = await fetch(`${base}/api/alerts/run`, { method, headers: { authorization: `Bearer ${secret}` } });
    const body = await response.json().catch(() => null);
    if (!response.ok) throw new Error(`The CMS at ${base} answered ${response.status}: ${body?.error?.message ?? 'no message'}`);
    return body.data;
  };
  let state = await ask('POST');
  while (state.state === 'running') {
    onProgress(state);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    state = await ask('GET');
  }
  return state;
}
