import type { ImportProgress, ImportSummary } from './import.js';

/**
 * Import progress for people: a redrawn bar on a terminal, one line per step otherwise (logs,
 * CI, `npm start` piped to a file).
 */
export function progressPrinter(stream: NodeJS.WriteStream = process.stdout): (progress: ImportProgress) => void {
  return (progress) => {
    const label = `${progress.step} (${progress.rows.toLocaleString('en-US')} rows)`;
    if (!stream.isTTY) {
      stream.write(`NFL data ${progress.done}/${progress.total}: ${label}\n`);
      return;
    }
    const width = 28;
    const filled = Math.round((progress.done / progress.total) * width);
    const bar = `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`;
    stream.write(`\r\x1b[2KNFL data [${bar}] ${progress.done}/${progress.total} ${label}`);
    if (progress.done === progress.total) stream.write('\n');
  };
}

export function summaryLine(summary: ImportSummary): string {
  const rows = summary.steps.reduce((sum, s) => sum + s.rows, 0);
  const skipped = summary.skippedRows ? `; ${summary.skippedRows} rows of players not in players.csv skipped` : '';
  return `NFL data imported: ${rows.toLocaleString('en-US')} rows in ${(summary.milliseconds / 1000).toFixed(1)} s${skipped}.`;
}
