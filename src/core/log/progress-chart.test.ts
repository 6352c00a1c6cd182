import { describe, expect, it } from 'vitest';
import type { NutritionTarget } from '../requests.js';
import {
  CHART_COLOURS,
  dayChartSvg,
  escapeXml,
  MAX_SHARE,
  weekChartSvg,
  type ChartDay,
  type DayChartLabels,
  type WeekChartLabels,
} from './progress-chart.js';

interface Shape {
  kind: string;
  x: number;
  y: number;
  width: number;
  height: number;
  fill: string;
}

/** The chart's rectangles of one kind, read back from the SVG's attributes. */
function rects(svg: string, kind: string): Shape[] {
  return [...svg.matchAll(/<rect ([^>]*)\/>/g)]
    .map(([, attributes]) =>
      Object.fromEntries([...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value])),
    )
    .filter((attributes) => attributes.class === kind)
    .map((attributes) => ({
      kind,
      x: Number(attributes.x),
      y: Number(attributes.y),
      width: Number(attributes.width),
      height: Number(attributes.height),
      fill: attributes.fill,
    }));
}

function lines(svg: string, kind: string): { x1: number; y1: number; x2: number; y2: number }[] {
  return [
    ...svg.matchAll(
      new RegExp(`<line class="${kind}" x1="([\\d.]+)" y1="([\\d.]+)" x2="([\\d.]+)" y2="([\\d.]+)"`, 'g'),
    ),
  ].map(([, x1, y1, x2, y2]) => ({ x1: Number(x1), y1: Number(y1), x2: Number(x2), y2: Number(y2) }));
}

const target: NutritionTarget = { calories: 2100, proteinG: 120, carbohydrateG: 250, fatG: 60 };
const dayLabels: DayChartLabels = {
  title: 'Avui, dl 23',
  energy: { name: 'Energia', value: '1.050 / 2.100 kcal' },
  protein: { name: 'Proteïna', value: '150 / 120 g' },
  carbs: { name: 'Carbohidrats', value: '0 / 250 g' },
  fat: { name: 'Greix', value: '90 / 60 g' },
  target: 'Objectiu',
};
const weekLabels: WeekChartLabels = { title: 'Darrers 7 dies', eaten: 'Menjat', target: 'Objectiu' };

describe('the day chart', () => {
  const svg = dayChartSvg({ calories: 1050, proteinG: 150, carbohydrateG: 0, fatG: 90 }, target, dayLabels);
  const tracks = rects(svg, 'track');
  // Each bar's parts share its track's y, so they can be told apart by row.
  const row = (index: number, kind: string) => rects(svg, kind).find((shape) => shape.y === tracks[index].y);

  it('shows every label it is given, and no other words', () => {
    for (const text of [
      'Avui, dl 23',
      'Energia',
      '1.050 / 2.100 kcal',
      'Proteïna',
      '150 / 120 g',
      'Carbohidrats',
      '0 / 250 g',
      'Greix',
      '90 / 60 g',
      'Objectiu',
    ])
      expect(svg).toContain(`>${text}</text>`);
    const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map(([, text]) => text);
    expect(texts).toHaveLength(10);
  });

  it('fills each bar in proportion to eaten over target', () => {
    expect(tracks).toHaveLength(4);
    expect(row(0, 'eaten')?.width).toBeCloseTo(tracks[0].width * 0.5, 0);
    expect(row(0, 'eaten')?.fill).toBe(CHART_COLOURS.eaten);
    expect(row(0, 'over')).toBeUndefined();
    expect(row(2, 'eaten')).toBeUndefined();
  });

  it('shows what is over target past the track in the overflow colour, capped', () => {
    const protein = { eaten: row(1, 'eaten'), over: row(1, 'over') };
    expect(protein.eaten?.width).toBeCloseTo(tracks[1].width, 0);
    expect(protein.over?.x).toBeCloseTo(tracks[1].x + tracks[1].width, 0);
    expect(protein.over?.width).toBeCloseTo(tracks[1].width * 0.25, 0);
    expect(protein.over?.fill).toBe(CHART_COLOURS.over);
    // 150 % of the fat target is drawn at the cap, and stays inside the picture.
    const fat = row(3, 'over');
    expect(fat?.width).toBeCloseTo(tracks[3].width * (MAX_SHARE - 1), 0);
    expect((fat?.x ?? 0) + (fat?.width ?? 0)).toBeLessThanOrEqual(640);
  });

  it('marks 100 % of each target at the end of its track', () => {
    const marks = lines(svg, 'target');
    expect(marks).toHaveLength(4);
    for (const mark of marks) expect(mark.x1).toBeCloseTo(tracks[0].x + tracks[0].width, 0);
  });

  it('draws no numbers it cannot compute when a target is zero or a value is not a number', () => {
    const odd = dayChartSvg(
      { calories: Number.NaN, proteinG: 10, carbohydrateG: -5, fatG: Infinity },
      { calories: 2000, proteinG: 0, carbohydrateG: 0, fatG: 50 },
      dayLabels,
    );
    expect(odd).not.toMatch(/NaN|Infinity|-\d/);
    expect(rects(odd, 'over')).toHaveLength(2);
  });

  it('is a fixed-size, white, self-contained picture in DejaVu Sans', () => {
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="640" height="360" viewBox="0 0 640 360" font-family="DejaVu Sans, sans-serif"/,
    );
    expect(rects(svg, 'background')).toEqual([
      { kind: 'background', x: 0, y: 0, width: 640, height: 360, fill: '#ffffff' },
    ]);
    expect(svg).not.toMatch(/href|<image|<script|<style|<foreignObject|url\(/i);
  });
});

describe('the week chart', () => {
  const days: ChartDay[] = [
    { label: 'dl 17', calories: 1900, target: 2100 },
    { label: 'dt 18', calories: 0, target: 2100 },
    { label: 'dc 19', calories: 2520, target: 2100 },
    { label: 'dj 20', calories: 2100, target: 2100 },
    { label: 'dv 21', calories: 0, target: 0 },
    { label: 'ds 22', calories: 1050, target: 2100 },
    { label: 'dg 23', calories: 2000, target: 2100 },
  ];
  const svg = weekChartSvg(days, weekLabels);
  const slots = rects(svg, 'slot');
  const bars = rects(svg, 'eaten');
  const centre = (shape: Shape) => shape.x + shape.width / 2;

  it('shows the title, the legend and every day label', () => {
    for (const text of ['Darrers 7 dies', 'Menjat', 'Objectiu', ...days.map((day) => day.label)])
      expect(svg).toContain(`>${text}</text>`);
    expect(rects(svg, 'legend-eaten')[0]?.fill).toBe(CHART_COLOURS.eaten);
    expect(lines(svg, 'legend-target')).toHaveLength(1);
  });

  it('keeps a slot for a day with nothing logged, with no bar in it', () => {
    expect(slots).toHaveLength(7);
    expect(bars).toHaveLength(5);
    const filled = [0, 2, 3, 5, 6];
    bars.forEach((bar, index) => expect(centre(bar)).toBeCloseTo(centre(slots[filled[index]]), 0));
  });

  it('draws bars from a common base, as tall as the calories, the ones over target in the overflow colour', () => {
    const base = bars[0].y + bars[0].height;
    for (const bar of bars) expect(bar.y + bar.height).toBeCloseTo(base, 0);
    expect(bars[3].height / bars[2].height).toBeCloseTo(1050 / 2100, 2);
    expect(bars.map((bar) => bar.fill)).toEqual([
      CHART_COLOURS.eaten,
      CHART_COLOURS.over,
      CHART_COLOURS.eaten,
      CHART_COLOURS.eaten,
      CHART_COLOURS.eaten,
    ]);
  });

  it("marks each day's target at the height a bar of that many calories would reach, but not where there is none", () => {
    const marks = lines(svg, 'target');
    expect(marks).toHaveLength(6);
    expect(marks[3].y1).toBeCloseTo(bars[2].y, 0);
    expect(marks.some((mark) => mark.x1 >= slots[4].x && mark.x2 <= slots[4].x + slots[4].width)).toBe(false);
  });

  it('shows fewer days in the middle at the same width, and only the latest seven of more', () => {
    const three = rects(weekChartSvg(days.slice(0, 3), weekLabels), 'slot');
    expect(three.map((slot) => slot.width)).toEqual(slots.slice(0, 3).map((slot) => slot.width));
    expect(centre(three[1])).toBeCloseTo(320, 0);
    const nine = weekChartSvg(
      [{ label: 'old 1', calories: 1, target: 1 }, { label: 'old 2', calories: 1, target: 1 }, ...days],
      weekLabels,
    );
    expect(nine).not.toContain('>old');
    expect(rects(nine, 'slot')).toHaveLength(7);
  });

  it('draws an empty week as empty slots, and no week as the title and legend alone', () => {
    const empty = weekChartSvg(
      days.map((day) => ({ ...day, calories: 0, target: 0 })),
      weekLabels,
    );
    expect(rects(empty, 'slot')).toHaveLength(7);
    expect(rects(empty, 'eaten')).toHaveLength(0);
    expect(empty).not.toMatch(/NaN|Infinity/);
    const none = weekChartSvg([], weekLabels);
    expect(rects(none, 'slot')).toHaveLength(0);
    expect(none).toContain('>Darrers 7 dies</text>');
  });
});

describe('escaping', () => {
  it('escapes markup in every label, so a name cannot add elements', () => {
    const hostile = `<script>alert("x")</script> & 'quoted'`;
    const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;quoted&apos;';
    const day = dayChartSvg(target, target, { ...dayLabels, title: hostile, fat: { name: hostile, value: hostile } });
    const week = weekChartSvg([{ label: hostile, calories: 100, target: 200 }], { ...weekLabels, eaten: hostile });
    for (const svg of [day, week]) {
      expect(svg).not.toContain('<script');
      expect(svg).toContain(`>${escaped}</text>`);
    }
    expect(day.split(escaped)).toHaveLength(4);
  });

  it('drops the control characters XML cannot hold, and keeps the rest of the text', () => {
    expect(escapeXml('a\u0000b\u0007c\u001bd\ttab\nline')).toBe('abcd\ttab\nline');
    expect(escapeXml('Pa amb tomàquet 🍅')).toBe('Pa amb tomàquet 🍅');
  });
});
