import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CHART_COLOURS, dayChartSvg, weekChartSvg, type DayChartLabels } from '../../core/log/progress-chart.js';
import { createSharpChartRenderer } from './png.js';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const SCALE = 2;

interface Picture {
  width: number;
  height: number;
  /** The colour at an SVG coordinate, as #rrggbb. */
  at(x: number, y: number): string;
  /** How many pixels differ from white within an SVG-coordinate box. */
  ink(box: { x: number; y: number; width: number; height: number }): number;
  /** The width from the leftmost to the rightmost inked column of a box, in SVG units. */
  inkSpan(box: { x: number; y: number; width: number; height: number }): number;
}

async function picture(png: Uint8Array): Promise<Picture> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const rgb = (px: number, py: number) => {
    const offset = (py * info.width + px) * info.channels;
    return [data[offset], data[offset + 1], data[offset + 2]];
  };
  const inked = (px: number, py: number) => rgb(px, py).some((channel) => channel < 200);
  const columns = (box: { x: number; y: number; width: number; height: number }) => {
    const found: number[] = [];
    for (let px = box.x * SCALE; px < (box.x + box.width) * SCALE; px++) {
      for (let py = box.y * SCALE; py < (box.y + box.height) * SCALE; py++) if (inked(px, py)) found.push(px);
    }
    return found;
  };
  return {
    width: info.width,
    height: info.height,
    at: (x, y) =>
      `#${rgb(Math.round(x * SCALE), Math.round(y * SCALE))
        .map((channel) => channel.toString(16).padStart(2, '0'))
        .join('')}`,
    ink: (box) => columns(box).length,
    inkSpan: (box) => {
      const found = columns(box);
      return found.length === 0 ? 0 : (Math.max(...found) - Math.min(...found)) / SCALE;
    },
  };
}

/** A rectangle of the SVG by its class, in document order. */
function rect(svg: string, kind: string, index = 0) {
  const match = [
    ...svg.matchAll(
      new RegExp(`<rect class="${kind}" x="([\\d.]+)" y="([\\d.]+)" width="([\\d.]+)" height="([\\d.]+)"`, 'g'),
    ),
  ][index];
  if (!match) throw new Error(`no ${kind} rect ${index}`);
  const [x, y, width, height] = match.slice(1).map(Number);
  return { x, y, width, height, centreX: x + width / 2, centreY: y + height / 2 };
}

const labels: DayChartLabels = {
  title: 'Avui, dl 23',
  energy: { name: 'Energia', value: '1.050 / 2.100 kcal' },
  protein: { name: 'Proteïna', value: '150 / 120 g' },
  carbs: { name: 'Carbohidrats', value: '100 / 250 g' },
  fat: { name: 'Greix', value: '60 / 60 g' },
  target: 'Objectiu',
};
const daySvg = (title = labels.title) =>
  dayChartSvg(
    { calories: 1050, proteinG: 150, carbohydrateG: 100, fatG: 60 },
    { calories: 2100, proteinG: 120, carbohydrateG: 250, fatG: 60 },
    { ...labels, title },
  );
const weekSvg = weekChartSvg(
  [
    { label: 'dl 17', calories: 1900, target: 2100 },
    { label: 'dt 18', calories: 0, target: 2100 },
    { label: 'dc 19', calories: 2500, target: 2100 },
  ],
  { title: 'Darrers 7 dies', eaten: 'Menjat', target: 'Objectiu' },
);
const TITLE_BOX = { x: 24, y: 20, width: 400, height: 26 };

describe('the sharp chart renderer', () => {
  const renderer = createSharpChartRenderer();

  it('renders the day chart to a PNG twice the size of the SVG, bars in their colours on white', async () => {
    const svg = daySvg();
    const png = await renderer.render(svg);
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1280, height: 720 });
    const image = await picture(png);
    const eaten = rect(svg, 'eaten');
    const track = rect(svg, 'track');
    const over = rect(svg, 'over');
    expect(image.at(eaten.x + 10, eaten.centreY)).toBe(CHART_COLOURS.eaten);
    expect(image.at(track.x + track.width - 10, track.centreY)).toBe(CHART_COLOURS.track);
    expect(image.at(over.centreX, over.centreY)).toBe(CHART_COLOURS.over);
    expect(image.at(4, 4)).toBe(CHART_COLOURS.background);
    expect(image.at(320, 352)).toBe(CHART_COLOURS.background);
  });

  it('renders the week chart, an empty day as a bare slot', async () => {
    const png = await renderer.render(weekSvg);
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    const image = await picture(png);
    expect({ width: image.width, height: image.height }).toEqual({ width: 1280, height: 720 });
    const first = rect(weekSvg, 'eaten', 0);
    const emptySlot = rect(weekSvg, 'slot', 1);
    expect(image.at(first.centreX, first.y + first.height - 10)).toBe(CHART_COLOURS.eaten);
    expect(image.at(rect(weekSvg, 'eaten', 1).centreX, 300)).toBe(CHART_COLOURS.over);
    expect(image.at(emptySlot.centreX, 300)).toBe(CHART_COLOURS.track);
    expect(image.at(4, 4)).toBe(CHART_COLOURS.background);
  });

  it('draws the text with real glyphs (a missing font would fail here)', async () => {
    const image = await picture(await renderer.render(daySvg()));
    expect(image.ink(TITLE_BOX)).toBeGreaterThan(500);
    expect(image.ink({ x: 24, y: 52, width: 300, height: 24 })).toBe(0);
    // Missing glyphs come out as boxes of one width; DejaVu's W is about three times as wide as its I.
    const narrow = await picture(await renderer.render(daySvg('IIIIIIIIII')));
    const wide = await picture(await renderer.render(daySvg('WWWWWWWWWW')));
    expect(wide.inkSpan(TITLE_BOX)).toBeGreaterThan(2.5 * narrow.inkSpan(TITLE_BOX));
  });

  it('renders at the density it is given', async () => {
    const png = await createSharpChartRenderer({ density: 72 }).render(weekSvg);
    expect(await sharp(png).metadata()).toMatchObject({ width: 640, height: 360 });
  });

  it('refuses an SVG over 200 kB, and one that refers to anything outside itself', async () => {
    const oversized = daySvg().replace('</svg>', `<!--${'x'.repeat(200 * 1024)}--></svg>`);
    await expect(renderer.render(oversized)).rejects.toThrow(/over the 204800 allowed/);
    await expect(createSharpChartRenderer({ maxSvgBytes: 1000 }).render(daySvg())).rejects.toThrow(
      /over the 1000 allowed/,
    );
    const linked = daySvg().replace('</svg>', '<image href="file:///etc/passwd" width="10" height="10"/></svg>');
    await expect(renderer.render(linked)).rejects.toThrow(/outside itself/);
    await expect(
      renderer.render(`<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${daySvg()}`),
    ).rejects.toThrow(/outside itself/);
  });

  it('renders a label with markup in it as text', async () => {
    const png = await renderer.render(daySvg('<script>alert("x")</script> & co'));
    expect((await picture(png)).ink(TITLE_BOX)).toBeGreaterThan(500);
  });
});
