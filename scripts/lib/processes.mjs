// Child processes that never outlive their parent, and a wait for an HTTP endpoint.
import { spawn } from 'node:child_process';
import net from 'node:net';

const running = new Set();

function killAll(signal = 'SIGTERM') {
  for (const child of running) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
}
process.on('exit', () => killAll('SIGKILL'));

/**
 * Spawns a tracked child whose output lines are prefixed with its name (or hidden when quiet) and given to
 * `onLine` when set; the last few kilobytes of its output are kept in `child.tail` for error messages.
 * Its environment is `env` over `baseEnv` (this process's environment unless given); `niceness` runs it
 * at that lower priority, through nice(1), which keeps its process id.
 */
function spawnTracked(name, command, args, { cwd, env, baseEnv = process.env, quiet = false, onLine, niceness }) {
  const [file, argv] = niceness === undefined ? [command, args] : ['nice', ['-n', String(niceness), command, ...args]];
  const child = spawn(file, argv, { cwd, env: { ...baseEnv, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.tail = '';
  const forward = (stream, target) => {
    let buffer = '';
    stream.on('data', (chunk) => {
      const text = chunk.toString();
      child.tail = (child.tail + text).slice(-6000);
      buffer += text;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (!quiet) target.write(`[${name}] ${line}\n`);
        onLine?.(line);
      }
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', () => running.delete(child));
  return child;
}

/** Spawns a long-running process; stopProcess ends it with its stop signal. */
export function startProcess(name, command, args, { stopSignal = 'SIGTERM', ...options } = {}) {
  const child = spawnTracked(name, command, args, options);
  child.stopSignal = stopSignal;
  return child;
}

/**
 * Runs a command to completion; rejects with its exit code and the tail of its output on failure.
 * `onSpawn` gets the child as soon as it runs (a benchmark samples its memory).
 */
export function runCommand(name, command, args, { onSpawn, ...options } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawnTracked(name, command, args, options);
    onSpawn?.(child);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${name} failed (${signal ?? `exit ${code}`}):\n${child.tail}`));
    });
  });
}

/** Stops a process started with startProcess and waits for it to exit (SIGKILL after a grace period). */
export function stopProcess(child, graceMs = 10000) {
  if (child === undefined || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(child.stopSignal ?? 'SIGTERM');
  });
}

/** Polls a URL until it answers (any status below 500), or fails after the timeout. */
export async function waitForHttp(url, { timeoutMs = 120000, child } = {}) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child !== undefined && child.exitCode !== null) throw new Error(`Process exited (${child.exitCode}) before ${url} answered`);
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Fails with a clear message when something already listens on the port (a stale server would answer for us). */
export function assertPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', () => reject(new Error(`Port ${port} is already in use: stop what listens there or choose another port`)));
    server.listen(port, host, () => server.close(() => resolve()));
  });
}
