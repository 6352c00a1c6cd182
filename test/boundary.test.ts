/**
 * Dependencies point inward: core imports nothing outside itself but zod;
 * channels never reach providers or storage; only main.ts wires concrete parts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = new URL('../src/', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1] ?? match[2]);
}

/** Imports of a layer that break its rule, as `file: specifier`. */
function violations(layer: string, allowed: (specifier: string, file: string) => boolean): string[] {
  return sources(join(SRC, layer)).flatMap((file) =>
    imports(file)
      .filter((specifier) => !allowed(specifier, file))
      .map((specifier) => `${relative(SRC, file)}: ${specifier}`),
  );
}

const inside = (file: string, specifier: string, folder: string) => !relative(join(SRC, folder), join(file, '..', specifier)).startsWith('..');

describe('layer boundaries', () => {
  it('core imports only itself and zod (no Hono, grammY, Bolt, ioredis, SDK or Node I/O)', () => {
    expect(violations('core', (specifier, file) => specifier === 'zod' || (specifier.startsWith('.') && inside(file, specifier, 'core')))).toEqual([]);
  });

  it('the edge helpers (shared by the API, the store and the bots) import only themselves and Node', () => {
    expect(violations('edge', (specifier, file) => specifier.startsWith('node:') || (specifier.startsWith('.') && inside(file, specifier, 'edge')))).toEqual([]);
  });

  it('the API reaches core, never providers, storage or the bots', () => {
    const forbidden = /\/(providers|storage|bots|store)\//;
    expect(violations('api', (specifier) => !forbidden.test(specifier) && !/^(grammy|@slack\/|whatsapp-web\.js|puppeteer|ioredis|bullmq|openai|nodemailer)/.test(specifier))).toEqual([]);
  });

  it('providers and storage depend on core, not on channels', () => {
    for (const layer of ['providers', 'storage']) {
      expect(violations(layer, (specifier) => !/\/(api|bots|store)\//.test(specifier) && !/^(hono|@hono\/|grammy|@slack\/|whatsapp-web\.js|puppeteer)/.test(specifier))).toEqual([]);
    }
  });

  it('the bots reach core and their own platform library, never providers, storage, the API or vendor SDKs', () => {
    const forbidden = /\/(providers|storage|api|store)\//;
    expect(violations('bots', (specifier) => !forbidden.test(specifier) && !/^(hono|@hono\/|ioredis|bullmq|openai|nodemailer|sharp)/.test(specifier))).toEqual([]);
  });

  it('the store surface reaches core, never providers, storage, the API, the bots or vendor SDKs', () => {
    const forbidden = /\/(providers|storage|api|bots)\//;
    expect(violations('store', (specifier) => !forbidden.test(specifier) && !/^(grammy|@slack\/|ioredis|bullmq|openai|nodemailer|sharp)/.test(specifier))).toEqual([]);
  });

  it('each bot uses only its own platform library', () => {
    expect(violations('bots/telegram', (specifier) => !/^(@slack\/|whatsapp-web\.js)/.test(specifier) && !/\/(slack|whatsapp)\//.test(specifier))).toEqual([]);
    expect(violations('bots/slack', (specifier) => !/^(grammy|whatsapp-web\.js)/.test(specifier) && !/\/(telegram|whatsapp)\//.test(specifier))).toEqual([]);
    expect(violations('bots/whatsapp', (specifier) => !/^(grammy|@slack\/)/.test(specifier) && !/\/(telegram|slack)\//.test(specifier))).toEqual([]);
  });

  it('only main.ts imports the concrete providers and storage', () => {
    const outsiders = sources(SRC)
      .filter((file) => !file.endsWith('/main.ts') && !/\/src\/(providers|storage)\//.test(file))
      .flatMap((file) => imports(file).filter((specifier) => /\/(providers|storage)\//.test(specifier)).map((specifier) => `${relative(SRC, file)}: ${specifier}`));
    expect(outsiders).toEqual([]);
  });

  it('the check itself sees imports (a file that imports Hono is caught)', () => {
    expect(imports(join(SRC, 'api', 'app.ts'))).toContain('@hono/zod-openapi');
  });
});
