import { describe, expect, it } from 'vitest';
import { createClassifier, MODEL_LABELS, type GuardModel } from './classifier.js';

/** A model of one bucket and no weights: every text gets the probabilities its biases say. */
function modelSaying(probabilities: Partial<Record<(typeof MODEL_LABELS)[number], number>>): GuardModel {
  const bias = Float32Array.from(MODEL_LABELS, (label) => Math.log(probabilities[label] ?? 1e-9));
  return {
    buckets: 1,
    weights: new Int8Array(MODEL_LABELS.length),
    scales: new Float32Array(MODEL_LABELS.length).fill(1),
    bias,
    allowBelow: 0.75,
    selfHarmFrom: 0.459,
  };
}

describe('createClassifier', () => {
  // Sealed CF and chat set ba: "what kind of things can you help me with?" read allow 0.67, self-harm 0.27, a
  // condition 0.04, and was declined as a condition.
  const greeting = createClassifier(modelSaying({ allow: 0.67, self_harm: 0.28, condition: 0.05 }));

  it('reads self-harm under its threshold as the likeliest declined label when a word could carry it', () => {
    expect(greeting.classify('hi there what can you help me with', true)).toEqual({
      decision: 'self_harm',
      category: 'self_harm',
      layer: 'classifier',
    });
  });

  it('sets self-harm no word confirms aside, so its share no longer keeps "allow" low', () => {
    expect(greeting.classify('hi there what can you help me with', false)).toEqual({ decision: 'allow' });
  });

  it('still declines what the other labels outweigh once self-harm is set aside', () => {
    const fasting = createClassifier(modelSaying({ allow: 0.3, self_harm: 0.3, eating_disorder: 0.4 }));
    expect(fasting.classify('three days on water', false)).toMatchObject({
      decision: 'clinical',
      category: 'eating_disorder',
    });
  });

  it('sets a named label aside as well as self-harm', () => {
    const asturias = createClassifier(modelSaying({ allow: 0.5, self_harm: 0.2, pregnancy: 0.28, symptom: 0.02 }));
    expect(asturias.classify('back from asturias', false)).toMatchObject({
      decision: 'clinical',
      category: 'pregnancy',
    });
    expect(asturias.classify('back from asturias', false, 'pregnancy')).toEqual({ decision: 'allow' });
  });

  // Sealed DB: "my sister's cat is diabetic, on insulin from the vet" read medication 0.58, condition 0.16, allow 0.14 and
  // self-harm 0.10; with the cat's labels set aside, self-harm was 0.41 of what was left and the likeliest declined label.
  it('reads self-harm against its threshold before any label is set aside, and sets it aside with them below it', () => {
    const cat = createClassifier(
      modelSaying({ allow: 0.144, self_harm: 0.1, medication: 0.578, condition: 0.164, eating_disorder: 0.014 }),
    );
    expect(cat.classify('my sister s cat on insulin', true)).toMatchObject({ category: 'medication' });
    expect(cat.classify('my sister s cat on insulin', true, ['medication', 'condition'])).toEqual({
      decision: 'allow',
    });
    const tired = createClassifier(modelSaying({ allow: 0.02, self_harm: 0.33, pregnancy: 0.3, symptom: 0.35 }));
    expect(tired.classify('estic esgotada', true, 'pregnancy')).toMatchObject({ category: 'symptom' });
    const goodbye = createClassifier(modelSaying({ allow: 0.02, self_harm: 0.46, pregnancy: 0.52 }));
    expect(goodbye.classify('ja no hi seré', true, 'pregnancy')).toEqual({
      decision: 'self_harm',
      category: 'self_harm',
      layer: 'classifier',
    });
  });

  it('gives crisis help from the threshold up, whatever else is likelier', () => {
    const goodbye = createClassifier(modelSaying({ allow: 0.4, self_harm: 0.46, medication: 0.14 }));
    expect(goodbye.classify('cuida t molt', true).decision).toBe('self_harm');
    expect(goodbye.selfHarmLikely('cuida t molt')).toBe(false);
    expect(goodbye.selfHarmCertain('cuida t molt')).toBe(false);
  });
});
