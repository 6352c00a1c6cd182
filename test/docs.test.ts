/**
 * The README is a front door and the manual lives in docs/: every link in them resolves inside the
 * repository (a file that exists, and a heading that exists when the link names one), and the README
 * stays short.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('..', import.meta.url).pathname;
const DOCS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** The links of a Markdown text outside code blocks. */
function links(text: string): string[] {
  const prose = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);
}

describe('the README and docs/', () => {
  it('keep every link inside the repository, to files and headings that exist', () => {
    const broken = DOCS.flatMap((file) =>
      links(readFileSync(join(ROOT, file), 'utf8')).flatMap((link) => {
        if (/^[a-z]+:/i.test(link)) return [`${file}: ${link} leaves the repository`];
        const [path, anchor] = link.split('#');
        const target = path ? normalize(join(ROOT, dirname(file), path)) : join(ROOT, file);
        if (!existsSync(target)) return [`${file}: ${link} does not exist`];
        if (!anchor || !target.endsWith('.md')) return [];
        const headings = [...readFileSync(target, 'utf8').matchAll(/^#+ (.+)$/gm)].map((match) => slug(match[1]));
        return headings.includes(anchor) ? [] : [`${file}: #${anchor} is no heading of ${path || file}`];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('keep the README a front door: short, the two commands first, a link to each part of the manual', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme.split('\n').length).toBeLessThanOrEqual(200);
    expect(readme).toMatch(/^# .+\n\n```sh\nnpm install && npm start .*\nnpm test .*\n```/);
    const manual = DOCS.filter((file) => file.startsWith('docs/'));
    expect(manual.filter((file) => !readme.includes(`](${file})`))).toEqual([]);
  });
});
