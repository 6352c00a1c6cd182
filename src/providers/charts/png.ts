/**
 * @module
 * Renders a chart's SVG to PNG with sharp (librsvg underneath), in memory.
 * Only the charts core draws are meant to come through here, so anything
 * bigger than they could be, or able to pull in something from outside
 * (a DOCTYPE, an entity, a link), is refused before it is parsed.
 */
import type SharpModule from 'sharp';
import type { ChartRenderer } from '../../core/log/progress-chart.js';

export interface SharpChartRendererOptions {
  /** Dots per inch the SVG is rasterised at; 72 is one pixel per SVG unit. Defaults to 144, twice that, crisp on phones. */
  density?: number;
  /** Largest SVG accepted, in UTF-8 bytes. Defaults to 200 kB. */
  maxSvgBytes?: number;
}

const DEFAULT_MAX_SVG_BYTES = 200 * 1024;
const EXTERNAL = /<!DOCTYPE|<!ENTITY|\bhref\s*=/i;

export function createSharpChartRenderer(options: SharpChartRendererOptions = {}): ChartRenderer {
  const density = options.density ?? 144;
  const maxSvgBytes = options.maxSvgBytes ?? DEFAULT_MAX_SVG_BYTES;
  // sharp's native library takes a tenth of a second to load: it loads with the first chart, not at start-up.
  let loading: Promise<{ default: typeof SharpModule }> | undefined;
  return {
    async render(svg) {
      const bytes = Buffer.from(svg, 'utf8');
      if (bytes.length > maxSvgBytes)
        throw new Error(`the chart's SVG is ${bytes.length} bytes, over the ${maxSvgBytes} allowed`);
      if (EXTERNAL.test(svg)) throw new Error("the chart's SVG refers to something outside itself");
      const { default: sharp } = await (loading ??= import('sharp'));
      const png = await sharp(bytes, { density, failOn: 'error' }).png().toBuffer();
      return new Uint8Array(png);
    },
  };
}
