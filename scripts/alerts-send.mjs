// npm run alerts:send: the job alerts' run at once, as the CMS's schedule runs it every morning.
// Asks the running CMS (CMS_URL, by default npm start's) with the operator secret of cms/.env, on the CMS's
// own port (nginx does not forward it), says how far it is while it runs, then prints its report. Running
// it twice sends nothing twice.
import { DEFAULT_PORTS } from '@rythmo/site-map';
import { cmsEnvValue, ensureCmsEnv } from './lib/cms-env.mjs';
import { runAlerts } from './lib/alert-run.mjs';

ensureCmsEnv();
const base = process.env.CMS_URL ?? `http://127.0.0.1:${DEFAULT_PORTS.cms}`;
let shown = '';
try {
  const { state, report, error } = await runAlerts(base, cmsEnvValue('OPERATOR_SECRET'), {
    onProgress: ({ report }) => {
      const line = `… ${report.alerts} of ${report.due} alerts run, ${report.emails} emails queued`;
      if (line !== shown) console.log(line);
      shown = line;
    },
  });
  if (state === 'failed') throw new Error(`The run failed: ${error}`);
  const { alerts, emails, offers, ms, loopDelayMaxMs, longestHoldMs } = report;
  console.log(
    `Alerts: ${alerts} run, ${emails} emails queued with ${offers} offers, in ${ms} ms (the run held the event loop ${longestHoldMs} ms at most; longest stall ${loopDelayMaxMs} ms)`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
