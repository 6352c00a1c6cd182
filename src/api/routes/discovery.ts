/**
 * @module
 * What people and agents read first: the home page, the API reference, the
 * agent instructions, llms.txt and the sitemap. Each answers Markdown too.
 */
import { readFileSync } from 'node:fs';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { projectFile } from '../../project-files.js';
import type { ApiDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { htmlPage, markdownToHtml } from '../markdown.js';
import { renderReferenceMarkdown } from '../reference.js';
import { errorResponses } from '../schemas/error.js';
import type { ContractSource } from './contract.js';
import { PAGE_TYPES, type PathRules, read } from '../path-rules.js';

/** The rules of the paths this module serves, checked before any handler (`paths.ts`). */
export const rules: PathRules = {
  '/': read(PAGE_TYPES),
  '/docs': read(PAGE_TYPES),
  '/agents.md': read(['text/markdown']),
  '/llms.txt': read(['text/markdown']),
  '/sitemap.xml': read(['application/xml', 'text/markdown']),
};

const CONTENT_DIR = projectFile('content/');
const readContent = (file: string) => readFileSync(new URL(file, CONTENT_DIR), 'utf8');

const PAGES = [
  {
    path: '/',
    operationId: 'getHomePage',
    summary: 'What the service is, for a person',
    types: ['text/html', 'text/markdown'],
  },
  {
    path: '/docs',
    operationId: 'getApiReference',
    summary: 'API reference page, rendered from the contract',
    types: ['text/html', 'text/markdown'],
  },
  {
    path: '/agents.md',
    operationId: 'getAgentInstructions',
    summary: 'Instructions for automated agents',
    types: ['text/markdown'],
  },
  {
    path: '/llms.txt',
    operationId: 'getLlmsTxt',
    summary: 'llms.txt index of the documentation',
    types: ['text/markdown'],
  },
  {
    path: '/sitemap.xml',
    operationId: 'getSitemap',
    summary: 'Sitemap of the public pages',
    types: ['application/xml', 'text/markdown'],
  },
] as const;

export function registerDiscovery(app: OpenAPIHono<AppEnv>, deps: ApiDeps, contract: ContractSource): void {
  const base = deps.publicUrl;
  const fill = (template: string) =>
    template.replaceAll('{{base_url}}', base).replace('{{operations}}', operationList(contract));
  const home = readContent('home.md');
  const agents = readContent('agents.md');
  const llms = readContent('llms.txt');

  for (const page of PAGES) {
    app.openAPIRegistry.registerPath({
      method: 'get',
      path: page.path,
      operationId: page.operationId,
      tags: ['Discovery'],
      summary: page.summary,
      responses: {
        200: {
          description: 'The page.',
          content: Object.fromEntries(page.types.map((type) => [type, { schema: { type: 'string' } }])),
        },
        ...errorResponses(405, 406),
      },
    });
  }

  app.get('/', (c) => page(c, 'Nutrition coach', home));
  app.get('/docs', (c) => page(c, 'Nutrition coach API reference', renderReferenceMarkdown(contract.document(), base)));
  app.get('/agents.md', (c) => markdown(c, fill(agents)));
  app.get('/llms.txt', (c) => markdown(c, fill(llms)));
  app.get('/sitemap.xml', (c) => {
    c.header('Vary', 'Accept');
    const urls = ['/', '/docs', '/agents.md', '/llms.txt', '/openapi.json', '/api/openapi.yaml'].map(
      (path) => `${base}${path}`,
    );
    if (c.get('representation') === 'text/markdown')
      return markdown(c, `# Sitemap\n\n${urls.map((url) => `- ${url}`).join('\n')}\n`);
    const entries = urls.map((url) => `  <url><loc>${url}</loc></url>`).join('\n');
    c.header('Content-Type', 'application/xml; charset=utf-8');
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`,
    );
  });
}

function page(c: Context<AppEnv>, title: string, source: string): Response {
  c.header('Vary', 'Accept');
  if (c.get('representation') === 'text/markdown') return markdown(c, source);
  return c.html(htmlPage(title, markdownToHtml(source)));
}

function markdown(c: Context, text: string): Response {
  c.header('Content-Type', 'text/markdown; charset=utf-8');
  return c.body(text);
}

function operationList(contract: ContractSource): string {
  const lines: string[] = [];
  for (const [path, item] of Object.entries(contract.document().paths ?? {})) {
    for (const [method, operation] of Object.entries(
      item as Record<string, { operationId?: string; summary?: string; tags?: string[] }>,
    )) {
      if (operation.tags?.includes('Discovery')) continue;
      lines.push(`- \`${method.toUpperCase()} ${path}\` (${operation.operationId ?? ''}): ${operation.summary ?? ''}`);
    }
  }
  return lines.join('\n');
}
