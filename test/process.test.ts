/**
 * The service as a process, started as `npm start` starts it: a wrong setting stops start-up naming the
 * variable; SIGTERM shuts it down cleanly.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { START_ARGS } from './helpers/start-args.js';

const ROOT = new URL('..', import.meta.url).pathname;

function run(env: Record<string, string>) {
  const child = spawn(process.execPath, START_ARGS, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the service process', () => {
  it('refuses a wrong setting with a message naming the variable', async () => {
    const proc = run({ PORT: 'eighty' });
    expect(await proc.exited).toBe(78);
    expect(proc.output().stderr).toMatch(/PORT/);
  });

  it('starts on embedded defaults and exits 0 on SIGTERM', async () => {
    const proc = run({ PORT: '0', LOG_LEVEL: 'info' });
    await waitFor(() => proc.output().stdout.includes('coach listening'), 15_000);
    const port = (
      JSON.parse(
        proc
          .output()
          .stdout.split('\n')
          .find((line) => line.includes('coach listening')) ?? '{}',
      ) as { port: number }
    ).port;
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    proc.child.kill('SIGTERM');
    expect(await proc.exited).toBe(0);
    expect(proc.output().stdout).toContain('shutting down');
  });
});
