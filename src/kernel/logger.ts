/** Where the kernel reports errors it swallows (reactor failures, listener errors, bugs in deciders). */
export interface KernelLogger {
  /** What went as expected but is worth a line for support (service worker states); optional for older loggers. */
  info?(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

/** The default logger: the console, prefixed so kernel messages are easy to find. */
export const consoleLogger: KernelLogger = {
  info: (message, detail) => console.info(`[kernel] ${message}`, ...(detail === undefined ? [] : [detail])),
  warn: (message, detail) => console.warn(`[kernel] ${message}`, ...(detail === undefined ? [] : [detail])),
  error: (message, detail) => console.error(`[kernel] ${message}`, ...(detail === undefined ? [] : [detail])),
};
