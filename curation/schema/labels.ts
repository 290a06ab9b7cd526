// Confidence words and labels, apart from the zod schemas: `lore context` shows labels on every
// start-up and should not load zod to do it.

export const CONFIDENCE_WORDS = { high: 0.9, medium: 0.6, low: 0.3 } as const;
export type ConfidenceLabel = keyof typeof CONFIDENCE_WORDS;

/** The label readers see for a score. */
export function confidenceLabel(score: number): ConfidenceLabel {
  if (score >= 0.75) return 'high';
  if (score >= 0.45) return 'medium';
  return 'low';
}
