// Small zod building blocks shared by every schema. YAML turns `2026-02-20` into a Date, people
// write `confidence: high`: the schemas accept what humans and YAML produce and normalise it, so
// the rest of the code only ever sees one shape.
import { z } from 'zod';
import { CONFIDENCE_WORDS } from './labels.ts';

export { CONFIDENCE_WORDS, confidenceLabel, type ConfidenceLabel } from './labels.ts';

export const SLUG = /^[a-z0-9][a-z0-9-]*$/;

function pad(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** `YYYY-MM-DD` of a Date, in UTC (dates in knowledge files are UTC calendar days). */
export function toIsoDay(d: Date): string {
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** A calendar day: accepts a Date or any string Date can parse; yields `YYYY-MM-DD`. */
export const isoDay = z.union([z.string(), z.date()]).transform((value, ctx) => {
  const d = value instanceof Date ? value : new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(d.getTime())) {
    ctx.addIssue({ code: 'custom', message: `expected a date like 2026-02-20, got "${String(value)}"` });
    return z.NEVER;
  }
  return toIsoDay(d);
});

/** An instant: yields an ISO 8601 string in UTC (`2026-02-20T12:34:25.592Z`). */
export const isoInstant = z.union([z.string(), z.date()]).transform((value, ctx) => {
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) {
    ctx.addIssue({ code: 'custom', message: `expected a date-time like 2026-02-20T12:34:25Z, got "${String(value)}"` });
    return z.NEVER;
  }
  return d.toISOString();
});


/** A 0..1 score; the words high / medium / low are accepted too. */
export const confidence = z
  .union([z.number(), z.enum(['high', 'medium', 'low'])])
  .transform((v) => (typeof v === 'number' ? v : CONFIDENCE_WORDS[v]))
  .pipe(z.number().min(0, 'confidence is a score from 0 to 1').max(1, 'confidence is a score from 0 to 1'));

