/**
 * The shipped meal library: enough foods and dishes, every rule the planner
 * relies on, and names people can find.
 */
import { describe, expect, it } from 'vitest';
import { foldText } from '../../core/text.js';
import { loadSr28 } from '../foods/sr28.js';
import { createEmbeddedMealLibrary } from './embedded-library.js';

const library = createEmbeddedMealLibrary({ sr28: loadSr28() });

describe('the curated foods', () => {
  it('hold at least 300 foods named in Catalan, Spanish and English', () => {
    expect(library.curated.length).toBeGreaterThanOrEqual(300);
    for (const food of library.curated) {
      for (const language of ['en', 'es', 'ca'] as const) expect(food.names[language].trim()).not.toBe('');
    }
  });

  it('never give one name to two foods', () => {
    const owners = new Map<string, string>();
    const clashes: string[] = [];
    for (const food of library.curated) {
      for (const name of new Set([food.names.en, food.names.es, food.names.ca, ...food.aliases].map(foldText))) {
        const owner = owners.get(name);
        if (owner && owner !== food.id) clashes.push(`${name}: ${owner} / ${food.id}`);
        owners.set(name, food.id);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('have values whose energy agrees with their macros', () => {
    // Alcohol carries energy outside the macros, and SR28 counts the fibre of
    // dried spices and cocoa as carbohydrate at far below 4 kcal per gram.
    const explained = new Set(['beer', 'red-wine', 'white-wine', 'cava', 'cocoa-powder', 'black-pepper', 'paprika', 'cayenne', 'cinnamon', 'oregano', 'thyme']);
    const off = library.curated.filter((food) => {
      if (explained.has(food.id)) return false;
      const { kcal, proteinG, carbohydrateG, fatG } = food.per100g;
      const fromMacros = 4 * proteinG + 4 * carbohydrateG + 9 * fatG;
      return Math.abs(kcal - fromMacros) > Math.max(25, 0.3 * kcal);
    });
    expect(off.map((food) => food.id)).toEqual([]);
  });

  it('link most foods to an SR28 entry', () => {
    const linked = library.curated.filter((food) => food.ndb !== null).length;
    expect(linked / library.curated.length).toBeGreaterThan(0.8);
  });
});

describe('the dishes', () => {
  it('number at least 60, at least 20 per slot', () => {
    expect(library.dishes.length).toBeGreaterThanOrEqual(60);
    for (const slot of ['breakfast', 'lunch', 'dinner']) expect(library.dishes.filter((dish) => dish.slot === slot).length).toBeGreaterThanOrEqual(20);
  });

  it('have one protein, a carbohydrate and (for lunch and dinner) a fat component to adjust', () => {
    for (const dish of library.dishes) {
      const roles = dish.components.map((component) => component.role);
      expect(roles.filter((role) => role === 'protein'), dish.id).toHaveLength(1);
      expect(roles.filter((role) => role === 'carb'), dish.id).toHaveLength(1);
      if (dish.slot !== 'breakfast') expect(roles.filter((role) => role === 'fat'), dish.id).toHaveLength(1);
      // Olive oil and the starch can go to zero for low-fat and low-carbohydrate days; a fat the title names stays.
      for (const component of dish.components) {
        if (component.role === 'carb' || component.food === 'olive-oil') expect(component.minG, dish.id).toBe(0);
      }
    }
  });

  it('give every breakfast exactly one swappable protein', () => {
    for (const dish of library.dishes.filter((d) => d.slot === 'breakfast')) {
      const swappable = dish.components.filter((component) => component.swappable);
      expect(swappable, dish.id).toHaveLength(1);
      expect(swappable[0].role, dish.id).toBe('protein');
    }
  });

  it('fit the lengths of the contract in both languages', () => {
    for (const dish of library.dishes) {
      expect(dish.catalanName.length).toBeLessThanOrEqual(120);
      for (const language of ['en', 'ca'] as const) {
        expect(dish.title[language].length).toBeLessThanOrEqual(140);
        expect(dish.hint[language].length).toBeLessThanOrEqual(180);
      }
    }
  });
});
