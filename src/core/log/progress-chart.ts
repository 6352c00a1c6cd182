/**
 * @module
 * Progress charts as SVG: a day's energy and macros against their targets,
 * and up to a week's energy against each day's target. Every word on them
 * comes from the caller, already translated and number-formatted, so the
 * language stays with the channel. The SVG is self-contained (no links,
 * images, fonts or scripts), so a renderer never fetches anything for it.
 */
import type { NutritionTarget } from '../requests.js';

/** Turns a chart's SVG into a picture a chat can send (e.g. a PNG). */
export interface ChartRenderer {
  render(svg: string): Promise<Uint8Array>;
}

/** The texts of one bar of the day chart. */
export interface BarLabels {
  /** What the bar measures, e.g. "Energy" or "Energia". */
  name: string;
  /** Eaten against target, formatted by the caller, e.g. "1.234 / 2.100 kcal". */
  value: string;
}

/** Every text of the day chart. */
export interface DayChartLabels {
  /** Heading, e.g. "Today" or "Avui, dl 23". */
  title: string;
  energy: BarLabels;
  protein: BarLabels;
  carbs: BarLabels;
  fat: BarLabels;
  /** Names the marks at 100 % of each target, e.g. "Target" or "Objectiu". */
  target: string;
}

/** Every text of the week chart but the days' own labels, which come with the days. */
export interface WeekChartLabels {
  /** Heading, e.g. "Last 7 days" or "Darrers 7 dies". */
  title: string;
  /** Legend of the bars, e.g. "Eaten" or "Menjat". */
  eaten: string;
  /** Legend of the target marks, e.g. "Target" or "Objectiu". */
  target: string;
}

/** One column of the week chart; a day with nothing logged has 0 calories. */
export interface ChartDay {
  /** Short label under the column, formatted by the caller, e.g. "dl 23". */
  label: string;
  calories: number;
  target: number;
}

export const CHART_WIDTH = 640;
export const CHART_HEIGHT = 360;
/** Exported so renderers and tests can tell a bar from the background by its pixels. */
export const CHART_COLOURS = {
  background: '#ffffff',
  text: '#212121',
  track: '#e4e7eb',
  eaten: '#2e7d32',
  over: '#d84315',
  target: '#263238',
} as const;
/** A day bar stops growing here: far over target still reads as "over", and the value text says by how much. */
export const MAX_SHARE = 1.3;
/** The week chart shows at most this many days, the latest ones. */
export const WEEK_DAYS = 7;

const MARGIN = 24;
const PLOT_WIDTH = CHART_WIDTH - 2 * MARGIN;
const FULL_BAR = PLOT_WIDTH / MAX_SHARE;
const DAY_BARS = [
  ['energy', 'calories'],
  ['protein', 'proteinG'],
  ['carbs', 'carbohydrateG'],
  ['fat', 'fatG'],
] as const;

export function dayChartSvg(eaten: NutritionTarget, target: NutritionTarget, labels: DayChartLabels): string {
  const targetX = MARGIN + FULL_BAR;
  return svgDocument([
    text(labels.title, MARGIN, 40, { size: 20, bold: true }),
    text(labels.target, targetX, 70, { size: 12, anchor: 'middle' }),
    ...DAY_BARS.map(([label, key], row) => dayBar(shareOf(eaten[key], target[key]), labels[label], 84 + row * 66)),
  ]);
}

function dayBar(share: number, labels: BarLabels, top: number): string {
  const barTop = top + 22;
  const within = Math.min(share, 1) * FULL_BAR;
  const over = Math.max(share - 1, 0) * FULL_BAR;
  const targetX = MARGIN + FULL_BAR;
  return [
    text(labels.name, MARGIN, top + 14, { size: 15, bold: true }),
    text(labels.value, CHART_WIDTH - MARGIN, top + 14, { size: 14, anchor: 'end' }),
    rect('track', MARGIN, barTop, FULL_BAR, 24, CHART_COLOURS.track),
    within > 0 ? rect('eaten', MARGIN, barTop, within, 24, CHART_COLOURS.eaten) : '',
    over > 0 ? rect('over', targetX, barTop, over, 24, CHART_COLOURS.over) : '',
    line('target', targetX, barTop - 4, targetX, barTop + 28),
  ].join('');
}

/** Eaten as a share of target, within what a bar can show; with no target, any intake is "over". */
function shareOf(eaten: number, target: number): number {
  if (!(eaten > 0)) return 0;
  if (!(target > 0)) return MAX_SHARE;
  return Math.min(eaten / target, MAX_SHARE);
}

const PLOT_TOP = 84;
const PLOT_BOTTOM = 306;
const SLOT = PLOT_WIDTH / WEEK_DAYS;

export function weekChartSvg(days: readonly ChartDay[], labels: WeekChartLabels): string {
  const shown = days.slice(-WEEK_DAYS);
  // Headroom above the tallest bar or target, so its mark never touches the legend.
  const top = Math.max(1, ...shown.map((day) => Math.max(valid(day.calories), valid(day.target)))) * 1.1;
  // Fewer than seven days sit in the middle with the same width, so the columns never look stretched.
  const left = MARGIN + ((WEEK_DAYS - shown.length) * SLOT) / 2;
  return svgDocument([
    text(labels.title, MARGIN, 36, { size: 20, bold: true }),
    rect('legend-eaten', MARGIN, 52, 14, 14, CHART_COLOURS.eaten),
    text(labels.eaten, MARGIN + 20, 64, { size: 13 }),
    line('legend-target', CHART_WIDTH - MARGIN - 18, 59, CHART_WIDTH - MARGIN, 59),
    text(labels.target, CHART_WIDTH - MARGIN - 24, 64, { size: 13, anchor: 'end' }),
    ...shown.map((day, index) => weekColumn(day, left + index * SLOT, top)),
  ]);
}

function weekColumn(day: ChartDay, x: number, top: number): string {
  const height = PLOT_BOTTOM - PLOT_TOP;
  const y = (value: number) => PLOT_BOTTOM - (valid(value) / top) * height;
  const barWidth = SLOT * 0.56;
  const barX = x + (SLOT - barWidth) / 2;
  const over = day.target > 0 && day.calories > day.target;
  return [
    rect('slot', x + SLOT * 0.1, PLOT_TOP, SLOT * 0.8, height, CHART_COLOURS.track),
    day.calories > 0
      ? rect(
          'eaten',
          barX,
          y(day.calories),
          barWidth,
          PLOT_BOTTOM - y(day.calories),
          over ? CHART_COLOURS.over : CHART_COLOURS.eaten,
        )
      : '',
    day.target > 0 ? line('target', x + SLOT * 0.1, y(day.target), x + SLOT * 0.9, y(day.target)) : '',
    text(day.label, x + SLOT / 2, PLOT_BOTTOM + 22, { size: 13, anchor: 'middle' }),
  ].join('');
}

const valid = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

interface TextStyle {
  size: number;
  bold?: boolean;
  anchor?: 'middle' | 'end';
}

function svgDocument(parts: string[]): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CHART_WIDTH}" height="${CHART_HEIGHT}" viewBox="0 0 ${CHART_WIDTH} ${CHART_HEIGHT}" font-family="DejaVu Sans, sans-serif" fill="${CHART_COLOURS.text}">` +
    `<rect class="background" x="0" y="0" width="${CHART_WIDTH}" height="${CHART_HEIGHT}" fill="${CHART_COLOURS.background}"/>` +
    parts.join('') +
    '</svg>'
  );
}

function text(content: string, x: number, y: number, style: TextStyle): string {
  const bold = style.bold ? ' font-weight="bold"' : '';
  const anchor = style.anchor ? ` text-anchor="${style.anchor}"` : '';
  return `<text x="${num(x)}" y="${num(y)}" font-size="${style.size}"${bold}${anchor}>${escapeXml(content)}</text>`;
}

function rect(kind: string, x: number, y: number, width: number, height: number, fill: string): string {
  return `<rect class="${kind}" x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}" fill="${fill}"/>`;
}

function line(kind: string, x1: number, y1: number, x2: number, y2: number): string {
  return `<line class="${kind}" x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}" stroke="${CHART_COLOURS.target}" stroke-width="3"/>`;
}

// A tenth of a pixel is finer than any screen shows, and keeps the SVG short and stable.
const num = (value: number) => String(Math.round(value * 10) / 10);

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text made safe inside an element or attribute; control characters XML 1.0 forbids are dropped, or the whole picture would fail to parse. */
export function escapeXml(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- the control characters are what is dropped
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/[&<>"']/g, (char) => ESCAPES[char])
  );
}
