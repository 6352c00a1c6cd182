/**
 * @module
 * Questions answered with a figure from the project's own data, before any card: a food's energy
 * and macros per portion (the meal log's tables), protein a day from a weight and an aim, the daily
 * and weekly references with their sources, and what is in season. Each answer says where its
 * figure comes from.
 */
import type { MealLibrary, Micronutrient } from '../../meals/library.js';
import type { NutrientLookup } from '../../photo/suggestion.js';
import type { Clock, ReplyLanguage, Translate } from '../../ports.js';
import { alcoholFigure, alcoholUnitVolume, standardDrinkAsked } from './alcohol-figure.js';
import { caffeineInDrink } from './caffeine-in-drink.js';
import { coffeeCount } from './coffee-count.js';
import { caffeineFigure } from './caffeine-figure.js';
import { CARB_BANDS, carbsFigure, type CarbsFigure } from './carbs-figure.js';
import { dailyEnergyFigure, type DailyEnergy } from './daily-energy.js';
import { comparisonReply, foodComparison } from './food-comparison.js';
import { foldQuestion, foodFigure, SODIUM_PER_SALT, type FoodFigure } from './food-figure.js';
import { formatNumber, roundedFigure } from './number-format.js';
import { claimsAsked } from './nutrition-claim.js';
import { NUTRIENT_REFERENCE_VALUES, nutrientReferenceAsked } from './nutrient-reference-value.js';
import { PROTEIN_PER_MEAL, PROTEIN_RANGES, proteinFigure, weightOf, type ProteinFigure } from './protein-figure.js';
import { lostKilos, referenceAsked, type ReferenceKey } from './references.js';
import { restingEnergyFigure } from './resting-energy.js';
import { statedRate } from './stated-rate.js';
import { foodSeasonAsked, inSeason, seasonAsked, seasonSpan, type FoodSeason } from './season.js';
import { paceBand, progressPace } from './progress-pace.js';
import { statedLossGoal, weightGoalFigure, weightGoalReply } from './weight-goal.js';

const WITHOUT_DAIRY =
  /\b(?:vegan\w*|vega|vegans|veganes|veganos?|veganas?|plant based|plant foods|a base de plantes|a base de plantas|dairy free|no dairy|without dairy|sense lactics|sin lacteos|no lactics|no lacteos)\b/;

export interface FigureSources {
  /** The meal log's food tables and portions. */
  foods: NutrientLookup;
  /** The dishes, whose months say what is in season; without it, season questions go to the cards. */
  library?: MealLibrary;
  clock: Clock;
}

/** The volume of a spoon asked, with no food to weigh: "how many ml in a tablespoon?". */
const SPOON_VOLUME =
  /^(?=.*\b(?:how many (?:ml|millilitres|milliliters)|quants (?:ml|millilitres|mil lilitres|mililitres)|cuantos (?:ml|mililitros|millilitros)|how much (?:does|is) a)\b)(?=.*\b(?:tablespoons?|teaspoons?|cullerad\w*|cucharad\w*)\b)(?!.*\b(?:oil|oli|aceite|honey|mel|miel|sugar|sucre|azucar|salt|sal)\b)/;

/** Sodium turned into salt, asked as such: "1 g of sodium is how much salt?", "¿a cuánta sal equivale 1 g de sodio?". */
const SODIUM_TO_SALT =
  /^(?=.*\b(?:sodium|sodi|sodio)\b)(?=.*\b(?:salt|sal)\b).*\b(?:equival\w*|equivalent\w*|is how much salt|how (?:much|many (?:g|grams) of) salt|quanta sal|quants grams de sal|cuanta sal|cuantos gramos de sal|(?:in|en|into|a) (?:salt|sal)|convert\w*|conversion|conversio)\b/;

/**
 * The strength from which a drink's label must state its alcohol (chat set bx): "¿a partir de qué graduación una
 * bebida tiene que indicar el grado en la etiqueta?", "above what ABV must a label show the alcohol?".
 */
const ALCOHOL_ON_LABEL =
  /^(?=.*\b(?:alcohol\w*|graduacio\w*|grados?|graus?|strength|abv)\b)(?=.*\b(?:labels?|labell?ing|etiquet\w*)\b).*\b(?:a partir de|from what|above what|from which|above which|what (?:strength|percentage|abv)|threshold|llindar|umbral|des de quin\w*|desde que|desde cuant\w*)\b/;

/** References given per kilo of body weight, answered in amounts when the weight is given, rounded to `step`. */
const PER_KILO: Partial<Record<ReferenceKey, { key: string; low: number; high: number; step: number }>> = {
  // ACSM (2007): 5–7 ml per kilo about 4 hours before.
  preHydration: { key: 'preHydrationFor', low: 5, high: 7, step: 10 },
  // ACSM (2016): 10–12 g per kilo a day for the 36–48 hours before.
  carbLoading: { key: 'carbLoadingFor', low: 10, high: 12, step: 10 },
  // ACSM (2016): 1–4 g per kilo in the 1–4 hours before.
  preEventCarbs: { key: 'preEventCarbsFor', low: 1, high: 4, step: 5 },
};

/**
 * The kilos a message plans to lose and asks the time or the realism of, or has lost so far over a period, or
 * undefined: a figure answers the weeks or the pace, and the card the matcher is sure of answers how (readers judged
 * the time alone "partly" where a card had said both).
 */
export function plannedLoss(text: string): number | undefined {
  const folded = foldQuestion(text);
  return weightGoalFigure(folded)?.kg ?? progressPace(folded)?.kg;
}

/**
 * The loss a message states, timed, when it does not ask the time ("vull baixar 3 kg, què faig?"): to go before a
 * card worked out for another loss, in place of that card's own timing.
 */
export function statedLossReply(
  text: string,
  language: ReplyLanguage,
  t: Translate,
): { kg: number; reply: string } | undefined {
  const goal = statedLossGoal(foldQuestion(text));
  return goal && { kg: goal.kg, reply: weightGoalReply(goal, language, t) };
}

/**
 * "Què porta més proteïna, el tofu o els ous?": both foods side by side, from the tables. Asked after the
 * cards: one written on the two foods says more than their figures (cooked against dry, the label's kinds).
 */
export function comparisonReplyOf(
  text: string,
  language: ReplyLanguage,
  sources: FigureSources,
  t: Translate,
): string | undefined {
  const comparison = foodComparison(text, sources.foods, language);
  return comparison && comparisonReply(comparison, language, t);
}

/** The reply to a question a figure answers, in `language`, or undefined when none does. */
export function figureReply(
  text: string,
  language: ReplyLanguage,
  sources: FigureSources,
  t: Translate,
): string | undefined {
  const folded = foldQuestion(text);
  const reference = referenceAsked(folded);
  // "How many calories does a gram of alcohol give?": a gram's energy, not a food named alcohol; and
  // "the EU label's reference intake for protein" is the label's 50 g, not a person's protein (chat set am).
  if (reference === 'energyPerGram' || reference === 'labelReferenceIntakes')
    return t(`chat.figures.reference.${reference}`);
  // "El VRN del calci a l'etiqueta?": the label's yardstick for a vitamin or a mineral.
  const labelNutrient = nutrientReferenceAsked(folded);
  if (labelNutrient) {
    const { value, unit } = NUTRIENT_REFERENCE_VALUES[labelNutrient];
    return t('chat.figures.nutrientReferenceValue.reply', {
      nutrient: t(`chat.figures.nutrientReferenceValue.names.${labelNutrient}`),
      value: formatNumber(value, language, 1),
      unit,
    });
  }
  // "Quant sucre pot tenir un aliment 'sense sucres'?": the EU rule for the claim, not a food named so.
  const claims = claimsAsked(folded);
  if (claims.length > 0) return claims.map((claim) => t(`chat.figures.claim.${claim}`)).join('\n\n');
  // "A quants grams de sal equival 1 g de sodi?": the conversion itself, not the day's salt (chat set ay).
  if (SODIUM_TO_SALT.test(folded)) return t('chat.figures.sodiumToSalt');
  if (ALCOHOL_ON_LABEL.test(folded)) return t('chat.figures.alcoholOnLabel');
  // "Quants mil·lilitres té una cullerada sopera?": the measures themselves (set aq).
  if (SPOON_VOLUME.test(folded)) return t('chat.figures.spoonVolume');
  // "4 coffees before noon, is that a lot?": the cups' caffeine against EFSA's safe day.
  const cups = coffeeCount(folded);
  if (cups) {
    const band = cups.highMg <= 400 ? 'under' : cups.lowMg > 400 ? 'over' : 'around';
    return t(`chat.figures.coffeeCount.${band}`, {
      cups: formatNumber(cups.cups, language),
      low: formatNumber(cups.lowMg, language),
      high: formatNumber(cups.highMg, language),
    });
  }
  // "Caffeine in a can of cola": the drink's caffeine, not the cola's energy.
  const drink = caffeineInDrink(folded);
  if (drink)
    return t('chat.figures.caffeineInDrink', {
      drink: t(`chat.figures.caffeineDrinks.${drink.id}`),
      ml: formatNumber(drink.ml, language),
      mg: formatNumber(drink.mg, language),
    });
  const food = foodFigure(text, sources.foods, language);
  if (food) return foodReply(food, language, t);
  const protein = proteinFigure(folded);
  const energy = dailyEnergyFigure(folded);
  const carbs = carbsFigure(folded);
  const goal = weightGoalFigure(folded);
  const pace = progressPace(folded);
  // "Quantes calories i quants grams de proteïna em calen?": each asked, energy first, then the pace of a loss so far
  // and a loss's time, then protein, then carbohydrate.
  const day = [
    ...(energy
      ? [
          t(`chat.figures.dailyEnergy.${energy.aim}`, {
            weight: formatNumber(energy.weightKg, language),
            maintain: formatNumber(energy.maintainKcal, language),
            low: formatNumber(energy.lowKcal, language),
            high: formatNumber(energy.highKcal, language),
            basis: energyBasis(energy, t),
          }),
        ]
      : []),
    ...(pace
      ? [
          t(`chat.figures.progressPace.${paceBand(pace.pace)}`, {
            kg: formatNumber(pace.kg, language, 1),
            period: t(`chat.figures.progressPace.${pace.unit}`, { count: pace.count }),
            pace: formatNumber(pace.pace, language, pace.pace < 0.1 ? 2 : 1),
          }),
        ]
      : []),
    ...(goal ? [weightGoalReply(goal, language, t)] : []),
    ...(protein ? [proteinReply(protein, language, t)] : []),
    ...(carbs ? [carbsReply(carbs, language, t)] : []),
  ];
  if (day.length > 0) return day.join('\n\n');
  const resting = restingEnergyFigure(folded);
  if (resting)
    return 'kcal' in resting
      ? t('chat.figures.restingEnergy.withProfile', {
          kcal: formatNumber(resting.kcal, language),
          age: formatNumber(resting.ageYears, language),
          weight: formatNumber(resting.weightKg, language),
          height: formatNumber(resting.heightCm, language),
          sex: t(`chat.figures.restingEnergy.${resting.sex}`),
        })
      : t('chat.figures.restingEnergy.askProfile');
  const caffeine = caffeineFigure(folded);
  if (caffeine)
    return caffeine.weightKg === undefined
      ? t('chat.figures.caffeineBefore.noWeight')
      : t('chat.figures.caffeineBefore.withWeight', {
          weight: formatNumber(caffeine.weightKg, language),
          low: formatNumber(caffeine.lowMg ?? 0, language),
          high: formatNumber(caffeine.highMg ?? 0, language),
        });
  const standard = standardDrinkAsked(folded);
  if (standard) return t(`chat.figures.standardDrink.${standard}`);
  const unit = alcoholUnitVolume(folded, text);
  if (unit)
    return t('chat.figures.alcoholUnitVolume', {
      ml: formatNumber(unit.ml, language),
      abv: formatNumber(unit.abv, language, 1),
      serving: formatNumber(unit.servingMl, language),
      grams: formatNumber(unit.servingGrams, language),
      units: formatNumber(unit.servingUnits, language, 1),
    });
  const alcohol = alcoholFigure(folded, text);
  if (alcohol)
    return t('chat.figures.alcoholGrams', {
      ml: formatNumber(alcohol.ml, language),
      pureMl: formatNumber(Math.round((alcohol.ml * alcohol.abv) / 100), language),
      abv: formatNumber(alcohol.abv, language, 1),
      grams: formatNumber(alcohol.grams, language, 1),
      kcal: formatNumber(alcohol.grams * 7, language),
      units: formatNumber(alcohol.units, language, 1),
    });
  const perKilo = reference && PER_KILO[reference];
  const weightKg = perKilo ? weightOf(folded) : undefined;
  if (perKilo && weightKg !== undefined) {
    const rounded = (perKg: number) => Math.round((weightKg * perKg) / perKilo.step) * perKilo.step;
    return t(`chat.figures.${perKilo.key}`, {
      weight: formatNumber(weightKg, language),
      low: formatNumber(rounded(perKilo.low), language),
      high: formatNumber(rounded(perKilo.high), language),
    });
  }
  // "At 0.3 g/kg, how many grams for 80 kg?": the person's own rate at their weight, when no figure of its
  // own answers it (the creatine reference gives the usual 3–5 g).
  const rate = statedRate(folded);
  if (rate) {
    const span = (low: number, high: number | undefined, digits: number) =>
      high === undefined
        ? formatNumber(low, language, digits)
        : `${formatNumber(low, language, digits)}–${formatNumber(high, language, digits)}`;
    const worked = t('chat.figures.statedRate', {
      weight: formatNumber(rate.weightKg, language),
      rate: span(rate.low, rate.high, 2),
      amount: span(rate.low * rate.weightKg, rate.high === undefined ? undefined : rate.high * rate.weightKg, 0),
      unit: rate.unit,
    });
    // Caffeine's 6 mg per kilo passes EFSA's safe single dose at most weights: the limit goes with it.
    return /\b(?:caffeine|cafeina)\b/.test(folded) ? `${worked} ${t('chat.figures.statedRateCaffeine')}` : worked;
  }
  if (reference === 'rehydration') {
    const kilos = lostKilos(folded);
    // ACSM (2007): 1.25–1.5 litres for each kilo lost.
    if (kilos !== undefined)
      return t('chat.figures.rehydrationFor', {
        kilos: formatNumber(kilos, language, 1),
        low: formatNumber(kilos * 1.25, language, 1),
        high: formatNumber(kilos * 1.5, language, 1),
      });
  }
  // A vegan asked for plant calcium was told to drink milk (chat set at): the sources without dairy.
  if (reference === 'calcium' && WITHOUT_DAIRY.test(folded)) return t('chat.figures.calciumWithoutDairy');
  // "Which winter vegetables should I buy?" names vegetables and asks what is in season (chat set cs got the daily portions).
  const produce = reference === 'vegetables' || reference === 'fruit';
  if (reference && !(produce && sources.library && seasonAsked(folded, sources.clock()) !== undefined))
    return t(`chat.figures.reference.${reference}`);
  const ofFood = sources.library ? foodSeasonAsked(sources.library, folded, language) : undefined;
  if (ofFood) return foodSeasonReply(ofFood, t);
  const month = sources.library ? seasonAsked(folded, sources.clock()) : undefined;
  if (month !== undefined && sources.library) {
    const season = inSeason(sources.library, month, language);
    if (season.fruit.length + season.vegetables.length === 0) return undefined;
    return t('chat.figures.season', {
      inMonth: t(`chat.figures.inMonth.${month}`),
      fruit: season.fruit.join(', '),
      vegetables: season.vegetables.join(', '),
    });
  }
  return undefined;
}

function foodSeasonReply({ name, months }: FoodSeason, t: Translate): string {
  const food = capitalised(name);
  const span = seasonSpan(months);
  const monthName = (month: number) => t(`chat.figures.monthName.${month}`);
  return span
    ? t('chat.figures.seasonOf.span', {
        food,
        from: t(`chat.figures.monthFrom.${span[0]}`),
        to: monthName(span[1]),
      })
    : t('chat.figures.seasonOf.months', { food, months: months.map(monthName).join(', ') });
}

function foodReply(food: FoodFigure, language: ReplyLanguage, t: Translate): string {
  const amount =
    food.millilitres !== undefined
      ? `${formatNumber(food.millilitres, language)} ml`
      : `${roundedFigure(food.grams, language)} g`;
  const micronutrients = Object.entries(food.micronutrients) as [Micronutrient, number][];
  if (micronutrients.length > 0) return micronutrientReply(food, micronutrients, amount, language, t);
  const extra: string[] = [];
  if (food.asked.includes('fibre') && food.fibreG !== undefined)
    extra.push(t('chat.figures.foodFibre', { value: roundedFigure(food.fibreG, language) }));
  if (food.asked.includes('sugar') && food.freeSugarsG !== undefined)
    extra.push(
      food.sugarsG === undefined
        ? t('chat.figures.foodSugar', { value: roundedFigure(food.freeSugarsG, language) })
        : t('chat.figures.foodSugars', {
            value: roundedFigure(food.sugarsG, language),
            free: roundedFigure(Math.min(food.freeSugarsG, food.sugarsG), language),
          }),
    );
  if (food.asked.includes('sodium') && food.saltG !== undefined)
    extra.push(
      t('chat.figures.foodSodium', {
        mg: formatNumber(Math.round((food.saltG * SODIUM_PER_SALT * 1000) / 10) * 10, language),
        salt: formatNumber(food.saltG, language, 1),
      }),
    );
  else if (food.asked.includes('salt') && food.saltG !== undefined)
    extra.push(t('chat.figures.foodSalt', { value: formatNumber(food.saltG, language, 1) }));
  const line = t('chat.figures.food', {
    food: capitalised(food.dry ? t('chat.figures.dry', { name: food.name }) : food.name),
    amount: food.usual ? t('chat.figures.usualAmount', { amount }) : amount,
    kcal: formatNumber(food.kcal, language),
    protein: roundedFigure(food.proteinG, language),
    carbohydrate: roundedFigure(food.carbohydrateG, language),
    fat: roundedFigure(food.fatG, language),
  });
  return [line, ...extra, t(food.labelValues ? 'chat.figures.foodSourceLabels' : 'chat.figures.foodSource')].join(' ');
}

/** "Orange, 100 g: about 53 mg of vitamin C, 66 % of the label's 80 mg": what was asked, beside the label's day. */
function micronutrientReply(
  food: FoodFigure,
  micronutrients: [Micronutrient, number][],
  amount: string,
  language: ReplyLanguage,
  t: Translate,
): string {
  const lines = micronutrients.map(([nutrient, mg]) => {
    const nrv = NUTRIENT_REFERENCE_VALUES[nutrient].value;
    return t('chat.figures.foodMicronutrient', {
      food: capitalised(food.dry ? t('chat.figures.dry', { name: food.name }) : food.name),
      amount: food.usual ? t('chat.figures.usualAmount', { amount }) : amount,
      value: roundedFigure(mg, language),
      nutrient: t(`chat.figures.micronutrients.${nutrient}`),
      share: formatNumber(Math.round((mg / nrv) * 100), language),
      nrv: formatNumber(nrv, language),
    });
  });
  return [...lines, t('chat.figures.micronutrientSource')].join(' ');
}

function carbsReply({ weightKg }: CarbsFigure, language: ReplyLanguage, t: Translate): string {
  if (weightKg === undefined) return t('chat.figures.carbsPerDay.noWeight');
  // Rounded to 5 g, as the protein figure is.
  const band = ({ low, high }: { low: number; high: number }) =>
    `${formatNumber(Math.round((low * weightKg) / 5) * 5, language)}–${formatNumber(Math.round((high * weightKg) / 5) * 5, language)}`;
  return t('chat.figures.carbsPerDay.withWeight', {
    weight: formatNumber(weightKg, language),
    light: band(CARB_BANDS.light),
    moderate: band(CARB_BANDS.moderate),
    high: band(CARB_BANDS.high),
  });
}

function proteinReply(protein: ProteinFigure, language: ReplyLanguage, t: Translate): string {
  // A vegetarian climber was pointed to fish or chicken (chat set au): the foods the person eats.
  const foods = t(`chat.figures.protein.foods.${protein.eats ?? 'any'}`);
  // Over 65 a meal's protein is its own figure, 25–30 g (PROT-AGE 2013), not the 20–40 g of those who train (chat set bf).
  if (protein.perMeal && protein.aim === 'older') return t('chat.figures.protein.perMeal.older', { foods });
  if (protein.perMeal)
    return protein.lowG === undefined || protein.highG === undefined || protein.weightKg === undefined
      ? t('chat.figures.protein.perMeal.noWeight', { reference: PROTEIN_PER_MEAL.reference })
      : t('chat.figures.protein.perMeal.withWeight', {
          weight: formatNumber(protein.weightKg, language),
          low: formatNumber(protein.lowG, language),
          high: formatNumber(protein.highG, language),
          reference: PROTEIN_PER_MEAL.reference,
          foods,
        });
  const range = PROTEIN_RANGES[protein.aim];
  // How the day's protein is spread: 25–30 g a meal over 65 (PROT-AGE 2013), 20–40 g for those who train
  // (ISSN 2017), and over the meals for a healthy adult, whose 50–60 g would not fill four meals of 20–40 g.
  const spread = protein.aim === 'general' || protein.aim === 'older' ? protein.aim : 'training';
  const perKg = {
    lowPerKg: formatNumber(range.low, language, 2),
    highPerKg: formatNumber(range.high, language, 2),
    reference: range.reference,
    spread: t(`chat.figures.protein.spread.${spread}`, { foods }),
  };
  if (protein.weightKg === undefined || protein.lowG === undefined || protein.highG === undefined)
    return t('chat.figures.protein.noWeight', { aim: t(`chat.figures.protein.aimTitle.${protein.aim}`), ...perKg });
  return t('chat.figures.protein.withWeight', {
    weight: formatNumber(protein.weightKg, language),
    aim: t(`chat.figures.protein.aimFor.${protein.aim}`),
    low: formatNumber(protein.lowG, language),
    high: formatNumber(protein.highG, language),
    ...perKg,
  });
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Where a day's energy came from: the person's age and height by formula, or a rule per kilo. */
function energyBasis(energy: DailyEnergy, t: Translate): string {
  const { profile } = energy;
  if (!profile)
    return t(energy.aim === 'maintain' ? 'chat.figures.dailyEnergy.perKiloRange' : 'chat.figures.dailyEnergy.perKilo');
  const values = { age: profile.ageYears, height: profile.heightCm };
  return t(profile.sex ? 'chat.figures.dailyEnergy.profile' : 'chat.figures.dailyEnergy.profileMean', values);
}
