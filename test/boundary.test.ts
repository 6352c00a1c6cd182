/**
 * Dependencies point inward: core imports nothing outside itself but zod;
 * channels never reach providers or storage; only main.ts wires concrete parts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = new URL('../src/', import.meta.url).pathname;
/** A core module that imports what core must not, in every form an import takes. */
const FIXTURE = new URL('fixtures/boundary/', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * Every module a file names, as TypeScript's own scanner reads it: static and bare imports, type-only
 * ones, `export … from`, dynamic `import()` and `require()`.
 */
function imports(file: string): string[] {
  return ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map((found) => found.fileName);
}

/** Imports of a layer (under `root`) that break its rule, as `file: specifier`. */
function violations(
  layer: string,
  allowed: (specifier: string, file: string, root: string) => boolean,
  root = SRC,
): string[] {
  return sources(join(root, layer)).flatMap((file) =>
    imports(file)
      .filter((specifier) => !allowed(specifier, file, root))
      .map((specifier) => `${relative(root, file)}: ${specifier}`),
  );
}

const inside = (file: string, specifier: string, folder: string, root = SRC) =>
  !relative(join(root, folder), join(file, '..', specifier)).startsWith('..');
const coreRule = (specifier: string, file: string, root: string) =>
  specifier === 'zod' || (specifier.startsWith('.') && inside(file, specifier, 'core', root));

describe('layer boundaries', () => {
  it('core imports only itself and zod (no Hono, grammY, Bolt, ioredis, SDK or Node I/O)', () => {
    expect(violations('core', coreRule)).toEqual([]);
  });

  it('core uses no Node globals (Buffer, process, require, __dirname), only what the web platform has', () => {
    const node = /\bBuffer\b|\bprocess\.\w|\brequire\(|\b__(dirname|filename)\b/;
    const found = sources(join(SRC, 'core')).filter((file) => node.test(readFileSync(file, 'utf8')));
    expect(found.map((file) => relative(SRC, file))).toEqual([]);
  });

  it('the edge helpers (shared by the API, the store and the bots) import only themselves and Node', () => {
    expect(
      violations(
        'edge',
        (specifier, file) =>
          specifier.startsWith('node:') || (specifier.startsWith('.') && inside(file, specifier, 'edge')),
      ),
    ).toEqual([]);
  });

  it('the API reaches core, never providers, storage or the bots', () => {
    const forbidden = /\/(providers|storage|bots|store)\//;
    expect(
      violations(
        'api',
        (specifier) =>
          !forbidden.test(specifier) &&
          !/^(grammy|@slack\/|whatsapp-web\.js|puppeteer|ioredis|bullmq|openai|nodemailer)/.test(specifier),
      ),
    ).toEqual([]);
  });

  it('providers and storage depend on core, not on channels', () => {
    for (const layer of ['providers', 'storage']) {
      expect(
        violations(
          layer,
          (specifier) =>
            !/\/(api|bots|store)\//.test(specifier) &&
            !/^(hono|@hono\/|grammy|@slack\/|whatsapp-web\.js|puppeteer)/.test(specifier),
        ),
      ).toEqual([]);
    }
  });

  it('the bots reach core and their own platform library, never providers, storage, the API or vendor SDKs', () => {
    const forbidden = /\/(providers|storage|api|store)\//;
    expect(
      violations(
        'bots',
        (specifier) =>
          !forbidden.test(specifier) && !/^(hono|@hono\/|ioredis|bullmq|openai|nodemailer|sharp)/.test(specifier),
      ),
    ).toEqual([]);
  });

  it('the store surface reaches core, never providers, storage, the API, the bots or vendor SDKs', () => {
    const forbidden = /\/(providers|storage|api|bots)\//;
    expect(
      violations(
        'store',
        (specifier) =>
          !forbidden.test(specifier) && !/^(grammy|@slack\/|ioredis|bullmq|openai|nodemailer|sharp)/.test(specifier),
      ),
    ).toEqual([]);
  });

  it('each bot uses only its own platform library', () => {
    expect(
      violations(
        'bots/telegram',
        (specifier) => !/^(@slack\/|whatsapp-web\.js)/.test(specifier) && !/\/(slack|whatsapp)\//.test(specifier),
      ),
    ).toEqual([]);
    expect(
      violations(
        'bots/slack',
        (specifier) => !/^(grammy|whatsapp-web\.js)/.test(specifier) && !/\/(telegram|whatsapp)\//.test(specifier),
      ),
    ).toEqual([]);
    expect(
      violations(
        'bots/whatsapp',
        (specifier) => !/^(grammy|@slack\/)/.test(specifier) && !/\/(telegram|slack)\//.test(specifier),
      ),
    ).toEqual([]);
  });

  it('only main.ts imports the concrete providers and storage', () => {
    const outsiders = sources(SRC)
      .filter((file) => !file.endsWith('/main.ts') && !/\/src\/(providers|storage)\//.test(file))
      .flatMap((file) =>
        imports(file)
          .filter((specifier) => /\/(providers|storage)\//.test(specifier))
          .map((specifier) => `${relative(SRC, file)}: ${specifier}`),
      );
    expect(outsiders).toEqual([]);
  });

  it('the check itself catches every form of import (a fixture that breaks core\u2019s rule each way)', () => {
    expect(violations('core', coreRule, FIXTURE)).toEqual(
      [
        'grammy',
        'hono',
        'ioredis',
        '@slack/bolt',
        'openai',
        '../../../../src/providers/prices/reference-table.js',
        'nodemailer',
        'sharp',
      ].map((specifier) => `core/leaky.ts: ${specifier}`),
    );
    expect(imports(join(SRC, 'api', 'app.ts'))).toContain('@hono/zod-openapi');
  });
});
