// `npm test`: the unit tests (every tests/unit/**/*.test.ts), then the end-to-end suite
// (tests/e2e/run.ts: builds the site and drives it in Chromium). Stops at the first failing stage.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const stages: Array<{ name: string; args: string[] }> = [
  { name: 'unit', args: ['--test', 'tests/unit/**/*.test.ts'] },
  { name: 'e2e', args: ['tests/e2e/run.ts'] },
];

for (const stage of stages) {
  const started = performance.now();
  console.log(`\n── ${stage.name} tests ──`);
  const result = spawnSync(process.execPath, stage.args, { cwd: root, stdio: 'inherit' });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n${stage.name} tests failed (${seconds} s)`);
    process.exit(result.status ?? 1);
  }
  console.log(`${stage.name} tests passed (${seconds} s)`);
}
