import type * as React from 'react';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * The HTML the server renders for an element once everything it waits for has loaded (React.lazy, as the
 * section library's code): what Gatsby writes into a built page.
 */
export function renderAll(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, { onAllReady: () => stream.pipe(sink), onShellError: reject, onError: reject });
  });
}
