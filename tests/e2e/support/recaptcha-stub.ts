import type { Page } from '@playwright/test';

/**
 * A stand-in for Google's reCAPTCHA v2 script (the machine has no internet), served in place of
 * https://www.google.com/recaptcha/api.js: the page loads it from Google's address, which the CSP allows
 * as it would the real one. It offers what react-google-recaptcha calls (render, reset, getResponse,
 * execute, then the onload callback named in the query) and renders a checkbox whose ticking answers a
 * token, as the test site key's widget does. The CMS then verifies the token against the harness's local
 * verifier with Google's test secret, as it would against Google.
 */
const STUB = (onload: string): string => `(function () {
  var widgets = [];
  window.grecaptcha = {
    render: function (container, options) {
      var id = widgets.length;
      var label = document.createElement('label');
      var box = document.createElement('input');
      box.type = 'checkbox';
      box.className = 'recaptcha-stub';
      box.addEventListener('change', function () {
        widgets[id].response = box.checked ? 'stub-answer-' + Date.now() : '';
        if (box.checked) options.callback(widgets[id].response);
        else options['expired-callback']();
      });
      label.appendChild(box);
      label.appendChild(document.createTextNode(" Je ne suis pas un robot"));
      container.appendChild(label);
      widgets.push({ box: box, response: '' });
      return id;
    },
    reset: function (id) {
      var widget = widgets[id === undefined ? 0 : id];
      if (widget) { widget.box.checked = false; widget.response = ''; }
    },
    getResponse: function (id) {
      var widget = widgets[id === undefined ? 0 : id];
      return widget ? widget.response : '';
    },
    execute: function () {},
    ready: function (callback) { callback(); }
  };
  // Google calls the page's onload callback once its own resources are in, after the script's load event.
  setTimeout(function () {
    if (typeof window[${JSON.stringify(onload)}] === 'function') window[${JSON.stringify(onload)}]();
  }, 0);
})();
`;

/** Serves the stand-in to this page in place of Google's script; resolves with how many times it was asked. */
export async function stubRecaptcha(page: Page): Promise<() => number> {
  let served = 0;
  await page.route('https://www.google.com/recaptcha/api.js*', async (route) => {
    served += 1;
    const onload = new URL(route.request().url()).searchParams.get('onload') ?? 'onloadcallback';
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: STUB(onload) });
  });
  return () => served;
}
