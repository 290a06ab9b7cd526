// /context.schema.json: the JSON Schema of /context.json, derived from its zod schema.
import type { APIRoute } from 'astro';
import { contextJsonSchemaDocument } from '../../curation/schema/context.ts';
import { canonicalJson } from '../../curation/context/json.ts';

export const GET: APIRoute = () =>
  new Response(canonicalJson(contextJsonSchemaDocument(), 2), { headers: { 'Content-Type': 'application/schema+json; charset=utf-8' } });
