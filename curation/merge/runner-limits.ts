// Advice that cannot work where the sessions ran. GitClaw's agent runs in GitHub Actions jobs
// (its working directory is "/home/runner/work/<repo>/<repo>", the hosted runner's workspace) and
// was asked for cron-like runs; its answer, "extensions give you everything you need via
// setInterval + pi.sendMessage()", fits a terminal session, not a job that ends with its run.
import type { Digest } from '../schema/digest.ts';
import { addCaveat, addToSummary, type ArticleDraft } from './draft.ts';
import { ranOnlyIn, workingDirs } from './projects.ts';

// The workspace of a GitHub-hosted runner (Linux, macOS, Windows).
const HOSTED_RUNNER = /^(?:\/home\/runner\/work\/|\/Users\/runner\/work\/|[A-Za-z]:\\a\\)/;
// Something that only works in a process or machine that keeps running.
const KEEPS_RUNNING = /\bsetInterval\b|\bsetTimeout\b.{0,40}\b(?:loop|again|recurs)|\bcrontab\b|\bsystem cron\b|\bsystemd\b|\bpm2\b|\bnohup\b|\bdaemon\b|\blong-running (?:process|server|service)\b/i;

/** Adds a caveat to articles whose sessions all ran on hosted runners and that advise a timer or a daemon. */
export function markRunnerLimits(drafts: ArticleDraft[], digests: Digest[]): number {
  const projectOf = workingDirs(digests);
  let marked = 0;
  for (const d of drafts) {
    const where = ranOnlyIn(d, projectOf, HOSTED_RUNNER);
    if (!where) continue;
    const text = [d.summary, ...d.sections.flatMap((s) => s.lines)];
    if (!text.some((t) => KEEPS_RUNNING.test(t))) continue;
    const caveat = `- These sessions ran on a GitHub Actions runner (\`${where[0]}\`): a job ends with its run, so an in-process timer (\`setInterval\`) or the runner's own cron does not outlive it. On GitHub, a workflow's \`schedule:\` trigger is what runs on a schedule.`;
    addCaveat(d, caveat);
    // (Advice that cannot work where it was asked for is worth at most medium confidence, like the
    // other claims a caveat qualifies: the site and the index must not call it "high".)
    d.confidence = Math.min(d.confidence, 0.5);
    // (A summary that gives the timer as the answer must not read as if it worked there.)
    if (KEEPS_RUNNING.test(d.summary)) addToSummary(d, 'But these sessions ran in GitHub Actions jobs, which such a timer does not outlive (see Caveats).');
    marked++;
  }
  return marked;
}
