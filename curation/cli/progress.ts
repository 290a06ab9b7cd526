// Progress on long runs: a bar that redraws itself on a terminal, a plain line every 10% in CI
// and in logs (a redrawn bar in a log file is noise).
export function progressReporter(label: string, stream: NodeJS.WriteStream = process.stderr): (done: number, total: number) => void {
  const tty = Boolean(stream.isTTY) && !process.env.CI;
  let lastShown = -1;
  const started = Date.now();
  return (done, total) => {
    // Short runs finish before anyone wants a progress report.
    if (total < 20 || Date.now() - started < 1500) return;
    const pct = Math.floor((done / total) * 100);
    if (tty) {
      const width = 30;
      const filled = Math.round((done / total) * width);
      stream.write(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}${done === total ? '\n' : ''}`);
      return;
    }
    const step = Math.floor(pct / 10);
    if (step !== lastShown || done === total) {
      if (done === total && lastShown === 10) return;
      lastShown = done === total ? 10 : step;
      stream.write(`${label}: ${done}/${total} (${pct}%)\n`);
    }
  };
}
