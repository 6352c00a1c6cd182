import { describe, expect, it } from 'vitest';
import type { EmailRequest } from '../requests.js';
import { composeEmail, escapeHtml } from './compose.js';

const t = (key: string, vars?: Record<string, unknown>) => (vars ? `${key}(${Object.values(vars).join(',')})` : key);
const base: EmailRequest = {
  email: 'a@example.com',
  kind: 'basket',
  checklist: 'rice\n\n<b>eggs</b>',
  language: 'en',
  marketingConsent: true,
};

describe('composeEmail', () => {
  it('escapes everything a caller sends', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const email = composeEmail({ ...base, sections: { items: [{ amount: '1 <kg>', name: 'rice & beans' }] } }, t);
    expect(email.html).toContain('<li>1 &lt;kg&gt; rice &amp; beans</li>');
    expect(email.html).not.toContain('email.estimate');
  });

  it('rebuilds the HTML from the checklist and keeps the checklist as the text part', () => {
    const email = composeEmail(base, t);
    expect(email.subject).toBe('email.subject.basket');
    expect(email.text).toBe(base.checklist);
    expect(email.html).toContain('<p>rice</p>\n<p>&lt;b&gt;eggs&lt;/b&gt;</p>');
  });

  it('lays out an estimate when there is one', () => {
    const email = composeEmail(
      { ...base, sections: { items: [], estimate: { total: '3 €', items: [{ label: 'rice', price: '1 €' }] } } },
      t,
    );
    expect(email.html).toContain('email.total(3 €)');
    expect(email.html).toContain('<td style="text-align:right">1 €</td>');
  });
});
