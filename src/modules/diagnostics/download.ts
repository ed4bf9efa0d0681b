export { downloadJsonLines, logFileName } from '../../kernel/event-log';

/** Whether a key press is the diagnostics shortcut Ctrl+Shift+E. */
export function isDiagnosticsShortcut(event: Pick<KeyboardEvent, 'ctrlKey' | 'shiftKey' | 'altKey' | 'metaKey' | 'key' | 'code'>): boolean {
  return event.ctrlKey && event.shiftKey && !event.altKey && !event.metaKey && (event.code === 'KeyE' || event.key.toLowerCase() === 'e');
}
