// The topics of a knowledge base with their names: what curation writes to `knowledge/_topics.json`
// and the site reads to show each topic by a name people use ("Docker", "Preferences and rules").
import { z } from 'zod';
import { SLUG } from './common.ts';

export const topicSchema = z.object({
  id: z.string().regex(SLUG, 'a topic id is lowercase letters, digits and hyphens'),
  label: z.string().min(1),
  description: z.string().optional(),
});
export type Topic = z.output<typeof topicSchema>;

export const topicsFileSchema = z.array(topicSchema);
