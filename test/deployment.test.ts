/**
 * The deployment kit, checked without a Docker engine (none on this machine):
 * the image is multi-stage, runs as a non-root user with a health check and
 * production dependencies only, on the same LTS the CI tests; everything it
 * copies exists; compose pairs the service with Redis.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const file = (name: string) => readFileSync(new URL(`../${name}`, import.meta.url), 'utf8');

describe('the Dockerfile', () => {
  const dockerfile = file('Dockerfile');
  const lines = dockerfile.split('\n');

  it('builds in stages and runs the compiled service as the node user, with a health check', () => {
    expect(lines.filter((line) => line.startsWith('FROM ')).length).toBeGreaterThanOrEqual(3);
    const final = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(final).toMatch(/\nUSER node\n/);
    expect(final).toMatch(/\nHEALTHCHECK .*\n\s+CMD \[.*\/api\/health/);
    // The same program and node flags as `npm run start:prod` (the heap's growth, `docs/operations.md`).
    const startProd = (JSON.parse(file('package.json')) as { scripts: Record<string, string> }).scripts['start:prod'];
    expect(startProd).toMatch(/^node .*dist\/src\/main\.js$/);
    expect(final).toContain(
      `CMD [${startProd
        .split(/\s+/)
        .map((arg) => `"${arg}"`)
        .join(', ')}]`,
    );
    expect(dockerfile).toContain('npm ci --omit=dev');
    expect(final).not.toMatch(/npm ci --no-audit --no-fund\n/);
    // The charts' words need fonts, which the slim image lacks.
    expect(final).toMatch(/apt-get install .*fontconfig fonts-dejavu-core/);
  });

  it('uses the LTS the CI tests on, and copies only what exists', () => {
    const lts = /node@(\d+)/.exec(file('.ci/run'))?.[1];
    expect(dockerfile).toContain(`ARG NODE_IMAGE=node:${lts}-`);
    const sources = lines
      .filter((line) => line.startsWith('COPY ') && !line.includes('--from='))
      .flatMap((line) =>
        line
          .replace(/--chown=\S+/, '')
          .trim()
          .split(/\s+/)
          .slice(1, -1),
      );
    for (const source of sources) expect(existsSync(new URL(`../${source}`, import.meta.url)), source).toBe(true);
  });
});

describe('compose.yaml', () => {
  it('runs the service against Redis for shared state', () => {
    const compose = parse(file('compose.yaml')) as {
      services: Record<
        string,
        { environment?: Record<string, string>; depends_on?: Record<string, unknown>; image?: string }
      >;
    };
    expect(compose.services.coach.environment?.REDIS_URL).toBe('redis://redis:6379');
    expect(compose.services.coach.depends_on).toHaveProperty('redis');
    expect(compose.services.redis.image).toMatch(/^redis:/);
  });
});
