/**
 * The committed learned layer (`data/guard-model.json`): it loads, answers as it did at training
 * time, and is exactly what `npm run train:guard` makes of the committed corpus, so nobody can
 * change the corpus or the training code without retraining.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readTrainingData, trainGuardModel } from '../scripts/guard-training.js';
import { createClassifier } from '../src/core/chat/guard/classifier.js';
import { decodeGuardModel, type GuardModelFile } from '../src/core/chat/guard/model-file.js';
import { modelReading } from '../src/core/chat/guard/lexicons/index.js';
import { normalizeForGuard } from '../src/core/chat/guard/normalize.js';
import { GUARD_MODEL_PATH, loadGuardClassifier } from '../src/providers/guard/guard-model.js';

const file = JSON.parse(readFileSync(GUARD_MODEL_PATH, 'utf8')) as GuardModelFile;

describe('the committed guard model', () => {
  it('loads and gives every probe the probabilities it gave at training time', () => {
    const classifier = loadGuardClassifier();
    expect(file.probes.length).toBeGreaterThanOrEqual(8);
    for (const probe of file.probes) {
      const now = [...classifier.probabilities(modelReading(normalizeForGuard(probe.text)))];
      now.forEach((p, label) => expect(p).toBeCloseTo(probe.probabilities[label], 12));
    }
  });

  it('tells an ordinary question from a crisis among its probes', () => {
    const classifier = loadGuardClassifier();
    expect(classifier.classify(normalizeForGuard('what can i cook tonight with chickpeas and spinach?'))).toEqual({
      decision: 'allow',
    });
    expect(classifier.classify(normalizeForGuard('i dont want to be here anymore, nothing matters')).decision).toBe(
      'self_harm',
    );
  });

  it('asked without a label, never gives it: its probability goes to the others', () => {
    const classifier = loadGuardClassifier();
    const pregnant = 'estoy embarazada de 12 semanas puedo comer jamon';
    expect(classifier.classify(pregnant)).toMatchObject({ category: 'pregnancy' });
    expect(classifier.classify(pregnant, true, 'pregnancy')).not.toMatchObject({ category: 'pregnancy' });
    const ordinary = 'what can i cook tonight with chickpeas and spinach';
    expect(classifier.classify(ordinary, true, 'pregnancy')).toEqual({ decision: 'allow' });
  });

  it('is what the training script makes of the committed corpus (retrain after changing either)', () => {
    const trained = trainGuardModel(readTrainingData());
    expect(trained.training).toEqual(file.training);
    expect(trained.allowBelow).toBe(file.allowBelow);
    expect(trained.selfHarmFrom).toBe(file.selfHarmFrom);
    expect(trained.weights === file.weights).toBe(true);
    expect(trained.probes).toEqual(file.probes);
    // Retraining on the whole corpus takes about two minutes alone on CI's two cores (113 s on 2026-12-01, 79,000
    // examples), more beside other test files, and grows with each retired set: beside the chat's and the guard's other
    // files it took 390 s on 2026-12-04, past the 360 s this allowed before; with 151,000 examples beside the guard's and
    // the meal reader's development-set files it passed 720 s on 2026-12-07.
  }, 1_500_000);

  it('refuses a file that is not a model it can read', () => {
    expect(() => decodeGuardModel({})).toThrow(/format/);
    expect(() => decodeGuardModel({ ...file, labels: ['allow'] })).toThrow(/labels/);
    expect(() => decodeGuardModel({ ...file, weights: file.weights.slice(0, 100) })).toThrow(/length/);
    expect(() => decodeGuardModel({ ...file, allowBelow: 2 })).toThrow(/allowBelow/);
    expect(() => createClassifier(decodeGuardModel(file))).not.toThrow();
  });
});
