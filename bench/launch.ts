/** Starting a Node program as a benchmark measures it: spawned, then asked until it answers 200. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { round } from './stats.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Spawns a Node program in `cwd` (default: this project) and waits until `url` answers 200; returns the
 * process and how long that took. A program that exits first is an error, not a wait forever.
 */
export async function launch(
  args: readonly string[],
  env: Record<string, string>,
  url: string,
  cwd: string = ROOT,
): Promise<{ child: ChildProcess; readyMs: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} in ${cwd} exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { child, readyMs: round(performance.now() - started, 1) };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Stops a launched program and waits until it has exited, so the next start has the machine to itself. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill();
  await exited;
}
