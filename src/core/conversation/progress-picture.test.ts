import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../../../test/helpers/api.js';
import { createTranslator } from '../../i18n.js';
import { createSharpChartRenderer } from '../../providers/charts/png.js';
import type { LoggedDay } from '../log/meal-log.js';
import { progressPicture } from './progress-picture.js';

const t = createTranslator()('ca');
const target = { calories: 2100, proteinG: 110, carbohydrateG: 250, fatG: 70 };
const eaten = { calories: 1240, proteinG: 60, carbohydrateG: 150, fatG: 40 };
const logged = (day: string, calories: number): LoggedDay & { day: string } => ({
  day,
  target,
  items: [{ name: 'Pa amb tomàquet', grams: 300, calories, proteinG: 20, carbohydrateG: 100, fatG: 10 }],
});
const charts = createSharpChartRenderer();

describe('progressPicture', () => {
  it('draws the day alone until a second day is logged, then the week under it', async () => {
    const day = await progressPicture(
      { charts },
      { eaten, target, date: '2026-11-23', logged: [logged('2026-11-23', 1240)] },
      false,
      t,
    );
    expect(await sharp(day?.png).metadata()).toMatchObject({ format: 'png', width: 1280, height: 720 });
    const week = await progressPicture(
      { charts },
      { eaten, target, date: '2026-11-23', logged: [logged('2026-11-20', 1900), logged('2026-11-23', 1240)] },
      false,
      t,
    );
    expect(await sharp(week?.png).metadata()).toMatchObject({ format: 'png', width: 1280, height: 1440 });
  });

  it('hosts the picture for a platform that shows images by link', async () => {
    const hosted: number[] = [];
    const image = await progressPicture(
      {
        charts,
        hostImage: async (png, id) => (
          hosted.push(png.byteLength),
          { id: id ?? 'chart-1', imageUrl: `https://coach.example/api/meal-images/${id ?? 'chart-1'}` }
        ),
      },
      { eaten, target, date: '2026-11-23', logged: [] },
      true,
      t,
    );
    expect(image).toMatchObject({ url: 'https://coach.example/api/meal-images/chart-1', hostedId: 'chart-1' });
    expect(hosted).toEqual([image?.png.byteLength]);
    // Without a host there is nothing such a platform could show.
    expect(
      await progressPicture({ charts }, { eaten, target, date: '2026-11-23', logged: [] }, true, t),
    ).toBeUndefined();
  });

  it('leaves the words alone when the chart cannot be drawn, and says so in the log', async () => {
    const logger = createMemoryLogger();
    const broken = { render: () => Promise.reject(new TypeError('no librsvg')) };
    expect(
      await progressPicture({ charts: broken, logger }, { eaten, target, date: '2026-11-23', logged: [] }, false, t),
    ).toBeUndefined();
    expect(logger.lines).toEqual([
      { level: 'warn', fields: { err: 'TypeError' }, message: 'progress chart not drawn' },
    ]);
  });
});
