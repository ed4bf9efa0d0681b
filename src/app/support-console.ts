import type { Kernel } from '../kernel';
import { downloadJsonLines, logFileName } from '../kernel/event-log';

/**
 * What support staff (or a customer they guide) can reach from the browser console as `window.shop`:
 * the event log of this store view as JSON lines, for `npm run replay -- file.jsonl`.
 */
export interface SupportConsole {
  storeCode: string;
  kernel: Kernel;
  /** The log as JSON lines. */
  exportLog(): Promise<string>;
  /** Saves the log as `autoparts-log-<store>-<time>.jsonl` through the browser's download. */
  downloadLog(): Promise<void>;
}

declare global {
  interface Window {
    shop?: SupportConsole;
  }
}

/** Puts the support console on `window.shop`. */
export function installSupportConsole(kernel: Kernel): SupportConsole {
  const storeCode = kernel.storeView.storeCode;
  const console: SupportConsole = {
    storeCode,
    kernel,
    exportLog: () => kernel.log.exportLog(),
    async downloadLog() {
      downloadJsonLines(await kernel.log.exportLog(), logFileName(storeCode, new Date()));
    },
  };
  window.shop = console;
  return console;
}
