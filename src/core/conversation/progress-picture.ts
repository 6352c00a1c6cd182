/**
 * @module
 * Progress as a picture: today's energy and macros against the target and, once more than one day is
 * logged, the last seven days' energy, drawn as one image under the words. A chart that cannot be drawn
 * (or hosted, where the platform needs a link) leaves the words alone.
 */
import { totalOf, type LoggedDay } from '../log/meal-log.js';
import { CHART_HEIGHT, CHART_WIDTH, dayChartSvg, weekChartSvg, type ChartRenderer } from '../log/progress-chart.js';
import type { Logger, Translate } from '../ports.js';
import type { NutritionTarget } from '../requests.js';
import { n } from './render.js';
import type { ChatImage } from './types.js';
import { errorName } from '../errors.js';

/** What drawing a picture needs: a renderer, and for platforms that show images by link, a host. */
export interface PictureDeps {
  charts?: ChartRenderer;
  /** Keeps a picture and returns its public URL. */
  /** Keeps a picture and returns its public URL; under `id` when given (the chat's one chart, redrawn in place). */
  hostImage?: (png: Uint8Array, id?: string) => Promise<{ id: string; imageUrl: string }>;
  logger?: Logger;
}

/** The week chart's days: the seven up to `day`, empty where nothing was logged. */
function weekDays(
  day: string,
  logged: readonly (LoggedDay & { day: string })[],
  target: NutritionTarget,
  t: Translate,
) {
  return Array.from({ length: 7 }, (_, i) => {
    const date = new Date(Date.parse(`${day}T00:00:00Z`) - (6 - i) * 24 * 60 * 60 * 1000);
    const entry = logged.find((candidate) => candidate.day === date.toISOString().slice(0, 10));
    return {
      label: t('bot.chart.day', { value: date.getTime(), day: date.getUTCDate() }),
      calories: entry ? totalOf(entry.items).calories : 0,
      target: entry?.target.calories ?? target.calories,
    };
  });
}

function pictureSvg(
  eaten: NutritionTarget,
  target: NutritionTarget,
  week: ReturnType<typeof weekDays> | undefined,
  t: Translate,
): string {
  const bar = (name: string, value: number, goal: number, unit: string) => ({
    name: t(`bot.chart.${name}`),
    value: `${n(t, value)} / ${n(t, goal)} ${unit}`,
  });
  const day = dayChartSvg(eaten, target, {
    title: t('bot.chart.today'),
    energy: bar('energy', eaten.calories, target.calories, 'kcal'),
    protein: bar('protein', eaten.proteinG, target.proteinG, 'g'),
    carbs: bar('carbs', eaten.carbohydrateG, target.carbohydrateG, 'g'),
    fat: bar('fat', eaten.fatG, target.fatG, 'g'),
    target: t('bot.chart.target'),
  });
  if (!week) return day;
  const weekSvg = weekChartSvg(week, {
    title: t('bot.chart.week'),
    eaten: t('bot.chart.eaten'),
    target: t('bot.chart.target'),
  });
  // Two charts, one under the other, in one picture: one message rather than two.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CHART_WIDTH}" height="${2 * CHART_HEIGHT}" viewBox="0 0 ${CHART_WIDTH} ${2 * CHART_HEIGHT}">${nested(day, 0)}${nested(weekSvg, CHART_HEIGHT)}</svg>`;
}

const nested = (svg: string, y: number) => svg.replace(/^<svg /, `<svg y="${y}" `);

/** The day (and the week, once two days are logged) as a picture; undefined when it cannot be drawn. */
export async function progressPicture(
  deps: PictureDeps,
  day: {
    eaten: NutritionTarget;
    target: NutritionTarget;
    date: string;
    logged: readonly (LoggedDay & { day: string })[];
    chartId?: string;
  },
  byUrl: boolean,
  t: Translate,
): Promise<ChatImage | undefined> {
  if (!deps.charts || (byUrl && !deps.hostImage)) return undefined;
  try {
    const week = day.logged.length >= 2 ? weekDays(day.date, day.logged, day.target, t) : undefined;
    const png = await deps.charts.render(pictureSvg(day.eaten, day.target, week, t));
    if (!byUrl || !deps.hostImage) return { png };
    const hosted = await deps.hostImage(png, day.chartId);
    return { png, url: hosted.imageUrl, hostedId: hosted.id };
  } catch (error) {
    deps.logger?.warn({ err: errorName(error) }, 'progress chart not drawn');
    return undefined;
  }
}
