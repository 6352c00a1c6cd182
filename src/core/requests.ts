/**
 * @module
 * What the channels ask the coach for. The API's zod schemas produce these
 * shapes; the bots build them from conversations.
 */
import type { Language } from './ports.js';

export const ACTIVITIES = ['rest', 'walk', 'pilates', 'strength', 'run'] as const;
export type Activity = (typeof ACTIVITIES)[number];
export const GOALS = ['lose', 'gain', 'maintain'] as const;
export type Goal = (typeof GOALS)[number];
export const USUAL_ACTIVITIES = ['sedentary', 'light', 'moderate', 'high'] as const;
export type UsualActivity = (typeof USUAL_ACTIVITIES)[number];

export interface NutritionTarget {
  calories: number;
  proteinG: number;
  carbohydrateG: number;
  fatG: number;
}

export interface DailyMealsRequest {
  target: NutritionTarget;
  activity: Activity;
  goal: Goal;
  usualActivity: UsualActivity;
  language: Language;
  variationSeed?: number;
}

export interface ChatTurn {
  role: 'user' | 'assistant';
  text: string;
}

export interface ChatRequest {
  messages: ChatTurn[];
  language: Language;
}

export interface MealImageRequest {
  title: string;
}

export interface MealPhotoRequest {
  imageBase64: string;
  providerConsent: true;
}

export interface PlanDay {
  day: string;
  activity: string;
  /** The day's energy, fibre and salt in one line, when the sender has them. */
  figures?: string;
  meals: { slot: string; title: string; portions: string; catalanName: string }[];
}

export interface BasketSections {
  items: { amount: string; name: string }[];
  estimate?: { source?: string; items?: { label: string; price: string }[]; total?: string; note?: string };
}

export interface EmailRequest {
  email: string;
  kind: 'plan' | 'basket';
  checklist: string;
  sections?: PlanDay[] | BasketSections;
  language: Language;
  marketingConsent: true;
}
