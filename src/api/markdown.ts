/**
 * @module
 * The small Markdown subset the discovery pages are written in, rendered to
 * HTML: headings, paragraphs, lists, tables, fenced code, code spans, links
 * and bold. Everything is escaped first, so no input can inject markup.
 */

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function inline(text: string): string {
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/\[([^\]]+)\]\(((?:https?:\/\/|\/)[^)\s]*)\)/g, '<a href="$2">$1</a>');
}

function cells(row: string): string[] {
  return row
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());
}

/** Renders Markdown blocks separated as the subset allows. */
export function markdownToHtml(markdown: string): string {
  const lines = markdown.split('\n');
  const out: string[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (line.startsWith('```')) {
      const code: string[] = [];
      for (i++; i < lines.length && !lines[i].startsWith('```'); i++) code.push(lines[i]);
      out.push(`<pre><code>${escapeHtml(code.join('\n'))}</code></pre>`);
      i++;
    } else if (/^#{1,4} /.test(line)) {
      const level = line.indexOf(' ');
      const text = line.slice(level + 1);
      const id = text
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      out.push(`<h${level} id="${id}">${inline(text)}</h${level}>`);
      i++;
    } else if (line.startsWith('|')) {
      const rows: string[] = [];
      for (; i < lines.length && lines[i].startsWith('|'); i++) rows.push(lines[i]);
      const [head, , ...body] = rows;
      out.push(
        `<table><thead><tr>${cells(head)
          .map((cell) => `<th>${inline(cell)}</th>`)
          .join('')}</tr></thead><tbody>` +
          body
            .map(
              (row) =>
                `<tr>${cells(row)
                  .map((cell) => `<td>${inline(cell)}</td>`)
                  .join('')}</tr>`,
            )
            .join('') +
          '</tbody></table>',
      );
    } else if (line.startsWith('- ')) {
      const items: string[] = [];
      for (; i < lines.length && lines[i].startsWith('- '); i++) items.push(`<li>${inline(lines[i].slice(2))}</li>`);
      out.push(`<ul>${items.join('')}</ul>`);
    } else if (line.trim() === '') {
      i++;
    } else {
      const paragraph: string[] = [];
      for (; i < lines.length && lines[i].trim() !== '' && !/^(#{1,4} |```|\||- )/.test(lines[i]); i++)
        paragraph.push(lines[i]);
      out.push(`<p>${inline(paragraph.join(' '))}</p>`);
    }
  }
  return out.join('\n');
}

/** A complete, self-contained page: no script, no external stylesheet or font. */
export function htmlPage(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1d2a1f}
h1,h2,h3{line-height:1.2}h2{border-bottom:1px solid #d8e0d4;padding-bottom:.2rem;margin-top:2.5rem}
code{background:#f1f4ef;padding:0 .25rem;border-radius:3px}pre{background:#f1f4ef;padding:.75rem;overflow:auto}
table{border-collapse:collapse;width:100%;margin:.5rem 0}th,td{border:1px solid #d8e0d4;padding:.3rem .5rem;text-align:left;vertical-align:top}
a{color:#2d6a3e}
</style>
</head>
<body>
${bodyHtml}
</body>
</html>
`;
}
