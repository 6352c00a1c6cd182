import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/helpers/api.js';

const profile = {
  sex: 'female',
  age: 35,
  heightCm: 165,
  weightKg: 62,
  usualActivity: 'light',
  goal: 'maintain',
  activity: 'rest',
};

interface TargetsBody {
  target: { calories: number; proteinG: number; carbohydrateG: number; fatG: number };
  bmr: number;
  maintenanceCalories: number;
  explanation: string[];
}

describe('POST /api/targets', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
  });

  it('computes and explains a target', async () => {
    const res = await api.post('/api/targets', profile);
    expect(res.status).toBe(200);
    const body = (await res.json()) as TargetsBody;
    expect(body.target).toEqual({ calories: 1710, proteinG: 87, carbohydrateG: 212, fatG: 57 });
    expect(body.bmr).toBe(1315);
    expect(body.explanation[0]).toBe('Resting energy (Mifflin-St Jeor): 1,315 kcal.');
    expect(body.explanation).toContain('Rest day: no training energy added.');
  });

  it('explains in Catalan', async () => {
    const body = (await (
      await api.post('/api/targets', { ...profile, activity: 'run', language: 'ca' })
    ).json()) as TargetsBody;
    expect(body.explanation[0]).toMatch(/^Energia en repòs \(Mifflin-St Jeor\): 1\.315 kcal\.$/);
    expect(body.explanation[2]).toMatch(/^Entrenament d'avui \(una cursa, uns 45 min\)/);
  });

  it('applies the defaults of usualActivity and goal', async () => {
    const { usualActivity: _u, goal: _g, ...minimal } = profile;
    const body = (await (await api.post('/api/targets', minimal)).json()) as TargetsBody;
    expect(body.target.calories).toBe(1710);
  });

  it.each([
    ['age', 18, 200],
    ['age', 17, 400],
    ['age', 100, 200],
    ['age', 101, 400],
    ['age', 30.5, 400],
    ['heightCm', 120, 200],
    ['heightCm', 119, 400],
    ['heightCm', 230, 200],
    ['heightCm', 231, 400],
    ['weightKg', 35, 200],
    ['weightKg', 34.9, 400],
    ['weightKg', 250, 200],
    ['weightKg', 250.1, 400],
    ['sex', 'other', 400],
    ['activity', 'swim', 400],
    ['goal', 'bulk', 400],
  ])('%s = %s -> %i', async (field, value, status) => {
    expect((await api.post('/api/targets', { ...profile, [field]: value })).status).toBe(status);
  });

  it('answers malformed JSON with 400 and GET with 405', async () => {
    expect((await api.post('/api/targets', '{')).status).toBe(400);
    expect((await api.call('/api/targets')).status).toBe(405);
  });
});
