import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { test } from 'node:test';
import { treeMemory } from '../../scripts/lib/memory.mjs';

test('the memory of a process tree counts its children: a child that fills 200 MB adds about that much', async () => {
  const before = treeMemory(process.pid);
  // The child fills 200 MB (pages touched, so resident), says so, then waits to be stopped.
  const child = spawn(process.execPath, ['-e', "const b = Buffer.alloc(200 * 2 ** 20, 1); console.log('full'); setInterval(() => b[0]++, 1000);"], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise((resolve) => child.stdout.once('data', resolve));
    const grown = treeMemory(process.pid) - before;
    assert.ok(grown > 180 * 2 ** 20, `grew by ${Math.round(grown / 2 ** 20)} MB`);
  } finally {
    child.kill();
  }
  assert.equal(treeMemory(2 ** 22 + 12345), 0);
});
