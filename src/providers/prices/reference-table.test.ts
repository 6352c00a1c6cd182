import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createReferencePriceTable } from './reference-table.js';

describe('the reference price table', () => {
  const table = createReferencePriceTable();

  it('holds at least 80 foods, each with a price per g, ml or item and its source', () => {
    expect(table.foods.length).toBeGreaterThanOrEqual(80);
    for (const food of table.foods) {
      expect(food.pricePerUnitEur).toBeGreaterThan(0);
      expect(['g', 'ml', 'each']).toContain(food.unit);
      expect(food.source).toMatch(/^(Bonpreu\/Esclat|Mercadona) \d{4}-\d{2}-\d{2}$/);
    }
    expect(table.live).toBe(false);
  });

  it.each([
    ['chicken breast fillets', 'chicken breast fillets'],
    ['Pechuga de pollo', 'chicken breast fillets'],
    ['pit de pollastre filetejat', 'chicken breast fillets'],
    ['OUS', 'eggs (size L)'],
    ['tomates', 'tomatoes (salad)'],
    ['Tomàquets', 'tomatoes (salad)'],
    ['aceite de oliva virgen extra', 'extra virgin olive oil'],
    ['formatge fresc', 'fresh cheese'],
    ['courgette', 'courgette (zucchini)'],
  ])('finds %s', async (name, expected) => {
    expect(table.find(name)?.name).toBe(expected);
  });

  it('knows nothing of foods outside the table', async () => {
    expect(table.find('caviar')).toBeUndefined();
  });

  it.each([
    ['cebes', 'onions'],
    ['maduixes', 'strawberries'],
    ['potato', 'potatoes'],
    ['limones', 'lemons'],
  ])('meets the plural %s and the singular of %s', async (name, expected) => {
    expect(table.find(name)?.name).toBe(expected);
  });

  it.each(['caqui', 'calçotada', 'sala', 'mela'])('does not guess %s from a similar word', async (name) => {
    expect(table.find(name)).toBeUndefined();
  });

  it.each([
    ['meló', 'melon'],
    ['carbassa', 'pumpkin'],
    ['verat', 'mackerel'],
  ])('finds %s by its Catalan name since the 2024 and 2026 rows', async (name, expected) => {
    expect(table.find(name)?.name).toBe(expected);
  });

  it('reads the weight of loose produce from the pack description', async () => {
    expect(table.find('red pepper')?.gramsPerEach).toBe(430);
  });

  it('refuses a curated layer that names a food the table lacks', () => {
    const dir = mkdtempSync(join(tmpdir(), 'prices-'));
    const extraPath = join(dir, 'extra.json');
    writeFileSync(extraPath, JSON.stringify({ 'unicorn steak': { aliases: ['unicorn'] } }));
    expect(() => createReferencePriceTable({ extraPath })).toThrow(/unicorn steak/);
  });

  it('refuses an alias that two foods claim', () => {
    const dir = mkdtempSync(join(tmpdir(), 'prices-'));
    const extraPath = join(dir, 'extra.json');
    writeFileSync(extraPath, JSON.stringify({ 'whole milk': { aliases: ['round rice'] } }));
    expect(() => createReferencePriceTable({ extraPath })).toThrow(/"round rice" belongs to both/);
  });
});
