/**
 * @module
 * The guard's learned layer as committed in `data/guard-model.json` (written by
 * `npm run train:guard`). Loaded once at start-up; nothing is downloaded.
 */
import { readFileSync } from 'node:fs';
import { createClassifier, type Classifier } from '../../core/chat/guard/classifier.js';
import { decodeGuardModel } from '../../core/chat/guard/model-file.js';
import { projectFile } from '../../project-files.js';

export const GUARD_MODEL_PATH = projectFile('data/guard-model.json');

export function loadGuardClassifier(path: string | URL = GUARD_MODEL_PATH): Classifier {
  return createClassifier(decodeGuardModel(JSON.parse(readFileSync(path, 'utf8')) as unknown));
}
