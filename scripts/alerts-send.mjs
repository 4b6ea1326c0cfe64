// npm run alerts:send: the job alerts' run at once (issue 32), as the CMS's schedule runs it every morning.
// Asks the running CMS (CMS_URL, by default npm start's) with the operator secret of cms/.env, on the CMS's
// own port (nginx does not forward it), and prints its report. Running it twice sends nothing twice.
import { DEFAULT_PORTS } from '@rythmo/site-map';
import { cmsEnvValue, ensureCmsEnv } from './lib/cms-env.mjs';

ensureCmsEnv();
const base = process.env.CMS_URL ?? `http://127.0.0.1:${DEFAULT_PORTS.cms}`;
const response = await fetch(`${base}/api/alerts/run`, { method: 'POST', headers: { authorization: `Bearer ${cmsEnvValue('OPERATOR_SECRET')}` } });
const body = await response.json().catch(() => null);
if (!response.ok) {
  console.error(`The CMS at ${base} answered ${response.status}: ${body?.error?.message ?? 'no message'}`);
  process.exit(1);
}
const { alerts, emails, offers, ms, loopDelayMaxMs } = body.data;
console.log(`Alerts: ${alerts} run, ${emails} emails queued with ${offers} offers, in ${ms} ms (longest event-loop stall ${loopDelayMaxMs} ms)`);
