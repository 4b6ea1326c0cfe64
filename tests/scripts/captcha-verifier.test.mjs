import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RECAPTCHA_TEST_KEYS, startCaptchaVerifier } from '../../scripts/lib/captcha-verifier.mjs';

// The local reCAPTCHA verifier answers Google's siteverify call as Google does for its test keys, and can
// be taken down and back up on the same port (the tests of a verifier outage).

const verify = (url, form) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() }).then(
    async (response) => ({ status: response.status, body: await response.json() }),
  );

test('the test secret accepts any answer; a missing answer, a missing or other secret are refused with Google’s codes', async () => {
  const verifier = await startCaptchaVerifier();
  try {
    const accepted = await verify(verifier.url, { secret: RECAPTCHA_TEST_KEYS.secret, response: 'any-answer', remoteip: '10.0.0.1' });
    assert.equal(accepted.status, 200);
    assert.equal(accepted.body.success, true);
    assert.equal(accepted.body.hostname, 'testkey.google.com');
    assert.deepEqual((await verify(verifier.url, { secret: RECAPTCHA_TEST_KEYS.secret, response: '' })).body, {
      success: false,
      'error-codes': ['missing-input-response'],
    });
    assert.deepEqual((await verify(verifier.url, { secret: 'another', response: 'x' })).body, { success: false, 'error-codes': ['invalid-input-secret'] });
    assert.deepEqual((await verify(verifier.url, { response: 'x' })).body, { success: false, 'error-codes': ['missing-input-secret'] });
    assert.equal((await fetch(verifier.url)).status, 404);
  } finally {
    await verifier.stop();
  }
});

test('stopped, it refuses connections; started again, it answers on the same address', async () => {
  const verifier = await startCaptchaVerifier();
  await verifier.stop();
  await assert.rejects(verify(verifier.url, { secret: RECAPTCHA_TEST_KEYS.secret, response: 'x' }));
  await verifier.start();
  try {
    assert.equal((await verify(verifier.url, { secret: RECAPTCHA_TEST_KEYS.secret, response: 'x' })).body.success, true);
  } finally {
    await verifier.stop();
  }
});
