// Positions of the whole graph, laid out at build time, for the graph page's canvas.
import type { APIRoute } from 'astro';
import { getSite } from '../lib/site.ts';
import { graphData } from '../lib/graph-data.ts';

export const GET: APIRoute = async () => {
  const data = await graphData(await getSite());
  return new Response(JSON.stringify(data), { headers: { 'Content-Type': 'application/json' } });
};
