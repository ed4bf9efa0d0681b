/** Saving an exported log from the browser (the diagnostics action and `window.shop.downloadLog()`). */

/** The file name of a downloaded log: `autoparts-log-<store>-<time>.jsonl` (time without ':' and '.'). */
export function logFileName(storeCode: string, now: Date): string {
  return `autoparts-log-${storeCode}-${now.toISOString().replace(/[:.]/g, '-')}.jsonl`;
}

/** Saves JSON lines through the browser's download (an object URL on a temporary link). */
export function downloadJsonLines(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/x-ndjson' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked on the next task: some browsers read the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
