import fs from 'fs';
import os from 'os';

/**
 * The CMS's settings in the tests (read from this process's environment by the CMSs it starts), for the
 * end-to-end stack and the API's tests alike: limits that the suite's many calls from one address stay
 * under, and timers short enough to watch.
 */
export function applyTestEnvironment(): void {
  // Through nginx every test is one client address: Strapi's own limit on the auth routes (all requests,
  // per address) would stop the suite's logins; failed logins keep their own limit (accounts-api.spec.ts).
  process.env.AUTH_RATE_MAX = '1000';
  // Registrations per client address an hour: the tests register hundreds of candidates from the loopback
  // address; the limit is tested from addresses of their own, its count planted (accounts-api.spec.ts).
  process.env.REGISTRATIONS_PER_CLIENT = '100000';
  // The contact form's limit per address: the browser tests send a few through nginx (one address); the
  // limit itself is tested on the CMS directly, with an address of its own (contact.spec.ts).
  process.env.CONTACT_RATE_MAX = '10';
  // Visitors' alerts waiting for their link, per client address a day: the site's tests create a few
  // through nginx (one address); the limit itself is tested on the CMS directly (tests/api/alerts-api.spec.ts).
  process.env.ALERTS_PENDING_PER_CLIENT = '20';
  // The email queue tries again after 1 s, then 2, 4, 5 at most: an outage test waits seconds, not hours.
  process.env.EMAIL_QUEUE_POLL_MS = '1000';
  process.env.EMAIL_RETRY_BASE_MS = '1000';
  process.env.EMAIL_RETRY_MAX_MS = '5000';
  // The retention's purge runs every 2 s (it deletes only what is older than 24 months; tests/api/my-data-api.spec.ts
  // makes an application that old and watches it go).
  process.env.DATA_PURGE_SCHEDULE = '*/2 * * * * *';
}

/**
 * Where a run's data goes: E2E_DATA_ROOT when set, else memory (/dev/shm) when it has `bytes` free, else
 * the system's temporary folder. Nothing of it outlives the run, and on disk its removal alone took 37 s of
 * every run (tens of thousands of files just written); in memory writing and removing them costs little.
 */
export function dataRoot(bytes: number): string {
  if (process.env.E2E_DATA_ROOT !== undefined) return process.env.E2E_DATA_ROOT;
  try {
    fs.accessSync('/dev/shm', fs.constants.W_OK);
    const { bavail, bsize } = fs.statfsSync('/dev/shm');
    if (bavail * bsize >= bytes) return '/dev/shm';
  } catch {
    // no /dev/shm here
  }
  return os.tmpdir();
}
