// The parse floor of a corpus: reading every session file and JSON.parse-ing each line (Markdown
// histories are read whole). No reader does less; curation's wall time is judged against it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export function parseFloor(dir: string): { seconds: number; bytes: number; records: number } {
  const started = performance.now();
  let bytes = 0;
  let records = 0;
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = path.join(d, name);
      const st = statSync(p);
      if (st.isDirectory()) walk(p);
      else if (/\.(?:jsonl|json|md)$/.test(name)) {
        const text = readFileSync(p, 'utf8');
        bytes += st.size;
        if (name.endsWith('.md')) {
          records++;
          continue;
        }
        for (const line of text.split('\n')) {
          if (!line.trim()) continue;
          try {
            JSON.parse(line);
            records++;
          } catch {
            // A broken line costs its parse attempt, as in a reader.
          }
        }
      }
    }
  };
  walk(dir);
  return { seconds: (performance.now() - started) / 1000, bytes, records };
}
