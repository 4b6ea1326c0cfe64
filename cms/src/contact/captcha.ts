/**
 * reCAPTCHA v2 verification, as Google documents it: POST the secret and the widget's answer (and the
 * client's address) to the verification address as a form; the JSON answer says `success`. Any failure to
 * get an answer (network, timeout, a non-JSON page) is an outage, told apart from a refused answer.
 */
export type CaptchaVerdict = { ok: true } | { ok: false; reason: 'refused'; codes: string[] } | { ok: false; reason: 'unavailable'; detail: string };

export async function verifyCaptcha(
  { url, secret, timeoutMs }: { url: string; secret: string; timeoutMs: number },
  answer: string,
  remoteIp: string,
): Promise<CaptchaVerdict> {
  let body: unknown;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, response: answer, remoteip: remoteIp }).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return { ok: false, reason: 'unavailable', detail: `status ${response.status}` };
    body = await response.json();
  } catch (error) {
    return { ok: false, reason: 'unavailable', detail: error instanceof Error ? error.message : String(error) };
  }
  const verdict = body as { success?: unknown; 'error-codes'?: unknown } | null;
  if (verdict?.success === true) return { ok: true };
  const codes = Array.isArray(verdict?.['error-codes']) ? verdict['error-codes'].filter((code): code is string => typeof code === 'string') : [];
  return { ok: false, reason: 'refused', codes };
}
