/**
 * @module
 * The plan or basket email: an HTML part laid out from `sections` (or
 * rebuilt from the checklist without them) and the checklist as the text
 * part. Every value is escaped; nothing a caller sends reaches a header.
 */
import type { Translate } from '../ports.js';
import type { BasketSections, EmailRequest, PlanDay } from '../requests.js';

export interface ComposedEmail {
  subject: string;
  html: string;
  text: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

export function composeEmail(request: EmailRequest, t: Translate): ComposedEmail {
  const title = t(`email.title.${request.kind}`);
  const body = request.sections ? fromSections(request, t) : fromChecklist(request.checklist);
  return {
    subject: t(`email.subject.${request.kind}`),
    html: page(request.language, title, body, t),
    text: request.checklist,
  };
}

function page(language: string, title: string, body: string, t: Translate): string {
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:system-ui,sans-serif;line-height:1.45;color:#1f2933;max-width:640px;margin:0 auto;padding:16px">',
    `<h1 style="font-size:22px">${escapeHtml(title)}</h1>`,
    body,
    `<p style="font-size:13px;color:#52606d">${escapeHtml(t('email.footer'))}</p>`,
    '</body></html>',
  ].join('\n');
}

function fromSections(request: EmailRequest, t: Translate): string {
  return request.kind === 'plan' && Array.isArray(request.sections)
    ? request.sections.map((day) => planDay(day, t)).join('\n')
    : basket(request.sections as BasketSections, t);
}

function planDay(day: PlanDay, t: Translate): string {
  const rows = day.meals.map(
    (meal) =>
      `<tr><td style="vertical-align:top;padding:4px 8px 4px 0"><strong>${escapeHtml(meal.slot)}</strong></td>` +
      `<td style="padding:4px 0">${escapeHtml(meal.title)}<br><em>${escapeHtml(meal.catalanName)}</em><br>` +
      `<span style="font-size:14px">${escapeHtml(meal.portions)}</span></td></tr>`,
  );
  return [
    `<h2 style="font-size:18px;margin-bottom:4px">${escapeHtml(day.day)}</h2>`,
    `<p style="margin-top:0;color:#52606d">${escapeHtml(t('email.activity', { activity: day.activity }))}${
      day.figures ? `<br>${escapeHtml(day.figures)}` : ''
    }</p>`,
    `<table style="border-collapse:collapse">${rows.join('')}</table>`,
  ].join('\n');
}

function basket(sections: BasketSections, t: Translate): string {
  const items = sections.items.map((item) => `<li>${escapeHtml(item.amount)} ${escapeHtml(item.name)}</li>`).join('');
  const parts = [`<h2 style="font-size:18px">${escapeHtml(t('email.basketItems'))}</h2>`, `<ul>${items}</ul>`];
  const estimate = sections.estimate;
  if (estimate) {
    parts.push(`<h2 style="font-size:18px">${escapeHtml(t('email.estimate'))}</h2>`);
    if (estimate.items?.length) {
      const rows = estimate.items.map(
        (item) =>
          `<tr><td style="padding:2px 12px 2px 0">${escapeHtml(item.label)}</td><td style="text-align:right">${escapeHtml(item.price)}</td></tr>`,
      );
      parts.push(`<table style="border-collapse:collapse">${rows.join('')}</table>`);
    }
    if (estimate.total)
      parts.push(`<p><strong>${escapeHtml(t('email.total', { total: estimate.total }))}</strong></p>`);
    if (estimate.source)
      parts.push(
        `<p style="font-size:13px;color:#52606d">${escapeHtml(t('email.source', { source: estimate.source }))}</p>`,
      );
    if (estimate.note) parts.push(`<p style="font-size:13px;color:#52606d">${escapeHtml(estimate.note)}</p>`);
  }
  return parts.join('\n');
}

/** Without sections: paragraphs from blank-line blocks, lines kept. */
function fromChecklist(checklist: string): string {
  return checklist
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${block.split(/\r?\n/).map(escapeHtml).join('<br>')}</p>`)
    .join('\n');
}
