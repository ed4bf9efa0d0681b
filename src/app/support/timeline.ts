/**
 * What the support console shows of a replayed log (issue 21 item 1, ADR 0066). The folding itself is the
 * kernel's `replay` (src/kernel/replay): this file only labels its steps and picks the parts of the state
 * support looks at.
 */
import { parseJsonl } from '../../kernel/event-log/jsonl';
import { ownerOf, type DomainEvent, type StoredEvent } from '../../kernel/messages';
import type { ModuleDefinition } from '../../kernel/module';
import { modulesUsedBy, replay, summarizeEvent, type Change, type ReplayStep } from '../../kernel/replay';
import type { KernelState } from '../../kernel/state';

/** How an event stands out in the timeline. */
export type EventMark = 'answer' | 'refused' | 'error';

/** One row of the timeline. */
export interface TimelineEntry {
  index: number;
  event: DomainEvent;
  module: string;
  /** The command a refusal was about (`kernel/commandRejected`), else null. */
  command: string | null;
  marks: EventMark[];
  /** The HTTP code of a recorded server answer, when the event holds one. */
  answerCode: number | null;
  /** What happened, in a support person's words (the kernel's replay summary, as `npm run replay` says it). */
  summary: string;
}

/** A loaded log: the timeline and the kernel's replay steps, index for index. */
export interface LoadedLog {
  entries: TimelineEntry[];
  steps: ReplayStep[];
  modules: string[];
}

/** The state areas the console shows after every event. */
export const STATE_AREAS = ['cart', 'checkout', 'user', 'vehicle'] as const;
export type StateArea = (typeof STATE_AREAS)[number];

/** A `{code, result, transmitted}` answer as reactors record it, at most two levels inside the data. */
function recordedAnswerCode(value: unknown, depth = 0): number | null {
  if (typeof value !== 'object' || value === null || depth > 2) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.code === 'number' && typeof record.transmitted === 'boolean' && 'result' in record) return record.code;
  for (const inner of Object.values(record)) {
    const code = recordedAnswerCode(inner, depth + 1);
    if (code !== null) return code;
  }
  return null;
}

/**
 * Marks of an event: 'refused' for a refused command (the kernel's `commandRejected`, a module's `...Refused`),
 * 'error' for a failure (`...Failed`, `...Error`, or a recorded answer that is not 2xx), 'answer' when it
 * records what a server answered (a reactor's result: caused by another event of the log, or holding a
 * recorded `{code, result, transmitted}`).
 */
export function marksOf(event: DomainEvent, eventIds: ReadonlySet<string>): { marks: EventMark[]; answerCode: number | null } {
  const marks: EventMark[] = [];
  const answerCode = recordedAnswerCode(event.data);
  if (event.type === 'kernel/commandRejected' || /Refused$/.test(event.type)) marks.push('refused');
  if (/(Failed|Error)$/.test(event.type) || (answerCode !== null && (answerCode < 200 || answerCode >= 300))) marks.push('error');
  if (answerCode !== null || (event.meta.causationId !== null && eventIds.has(event.meta.causationId))) marks.push('answer');
  return { marks, answerCode };
}

/** Reads an exported log (JSON lines) and replays it with the kernel's replay over the shop's modules. */
export function loadLog(text: string, allModules: readonly ModuleDefinition[]): LoadedLog {
  const events: StoredEvent[] = parseJsonl(text);
  const modules = modulesUsedBy(events, allModules);
  const steps = replay(events, modules);
  const ids = new Set(events.map((e) => e.meta.id));
  const empty: KernelState = { modules: {}, projections: {} };
  const entries = steps.map(({ event, state }, index): TimelineEntry => {
    const { marks, answerCode } = marksOf(event, ids);
    const command = event.type === 'kernel/commandRejected' ? String((event.data as { command?: unknown }).command ?? '') || null : null;
    const summary = summarizeEvent(event, index > 0 ? steps[index - 1]!.state : empty, state);
    return { index, event, module: ownerOf(event.type), command, marks, answerCode, summary };
  });
  return { entries, steps, modules: [...new Set(entries.map((e) => e.module))].sort() };
}

/** A state area (module state) after a step, or null when the log's modules do not hold it. */
export function areaOf(state: KernelState, area: StateArea): unknown {
  return area in state.modules ? state.modules[area] : null;
}

/** A cart line as the console lists it. */
export interface ConsoleCartLine {
  sku: string;
  name: string;
  qty: number;
  price: number | null;
}

/** The cart's lines in a state (the cart module's `lines`), read defensively: old logs may lack fields. */
export function cartLinesOf(state: KernelState): ConsoleCartLine[] {
  const cart = state.modules.cart as { lines?: unknown } | undefined;
  if (!cart || !Array.isArray(cart.lines)) return [];
  return cart.lines.map((line: Record<string, unknown>) => ({
    sku: String(line.sku ?? ''),
    name: String(line.name ?? ''),
    qty: typeof line.qty === 'number' ? line.qty : 0,
    price: typeof line.price === 'number' ? line.price : null,
  }));
}

/** The changes of a step under one state area (`$.modules.cart...`), or all of them for null. */
export function changesIn(changes: readonly Change[], area: StateArea | null): Change[] {
  if (area === null) return [...changes];
  const prefix = `$.modules.${area}`;
  return changes.filter((c) => c.path === prefix || c.path.startsWith(`${prefix}.`) || c.path.startsWith(`${prefix}[`));
}

/** A JSON value on one line, cut at `max` characters. */
export function shortJson(value: unknown, max = 160): string {
  const text = value === undefined ? 'undefined' : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Indexes of the entries a module filter keeps ('' keeps all). */
export function visibleEntries(entries: readonly TimelineEntry[], module: string): TimelineEntry[] {
  return module === '' ? [...entries] : entries.filter((e) => e.module === module);
}
