/**
 * @module
 * What the scope guard decides, shared by its three layers: concept lexicons,
 * the learned classifier and, when a model is configured, a model-based check.
 */

/** What happens to a message: answered, declined with a pointer to a professional, or crisis help. */
export type GuardDecision = 'allow' | 'clinical' | 'self_harm';

/** Why a message is declined; each names the professional the reply points to. */
export const GUARD_CATEGORIES = [
  'self_harm',
  'eating_disorder',
  'medication',
  'condition',
  'pregnancy',
  'minor',
  'symptom',
] as const;
export type GuardCategory = (typeof GUARD_CATEGORIES)[number];

/** Which layer reached a decision, for counts and tests; never logged with the text. */
export type GuardLayer = 'concepts' | 'classifier' | 'model' | 'moderation';

export interface GuardResult {
  decision: GuardDecision;
  /** The concept that declined; absent when allowed. */
  category?: GuardCategory;
  layer?: GuardLayer;
  /**
   * An eating-disorder decline on weak evidence: the learned layer alone, no word that could carry
   * self-harm, self-harm unlikely. Its reply points to the GP without the crisis lines, which 25
   * ordinary development messages read beside a skipped lunch or a wedding diet (issue 39).
   */
  quiet?: boolean;
}

/** The decision a category leads to. */
export function decisionOf(category: GuardCategory): Exclude<GuardDecision, 'allow'> {
  return category === 'self_harm' ? 'self_harm' : 'clinical';
}

/**
 * A model-based safety check (layer 3), run before a model writes a reply.
 * It classifies the person's messages, most recent last.
 */
export interface SafetyCheck {
  /**
   * The verdict on `messages`; throws `CoachError('upstream_unavailable')` when it cannot
   * answer in time or answers nonsense, and the caller falls back to layers 1 and 2.
   */
  classify(messages: readonly string[]): Promise<GuardResult>;
}
