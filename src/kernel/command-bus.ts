import { ownerOf, type CommandMeta, type DomainEvent, type EventMeta } from './messages';
import { DomainError, type DecideContext, type ModuleDefinition } from './module';
import type { KernelState } from './state';
import { findNonJson, toJsonSafe } from './json';

/** A command as the bus sees it at run time, before the registries narrow it. */
export interface AnyCommand {
  type: string;
  data: unknown;
  meta?: CommandMeta;
}

/** Codes of rejections the kernel itself raises (deciders raise their own). */
export const KernelErrorCode = {
  unknownCommand: 'unknown_command',
  invalidCommand: 'invalid_command',
  invalidEvent: 'invalid_event',
  unexpected: 'unexpected_error',
  logWriteFailed: 'log_write_failed',
} as const;

/** What the decision step needs besides the command. */
export interface DecisionContext {
  modules: readonly ModuleDefinition[];
  state: KernelState;
  /** ISO time of this dispatch, shared by the decider and every event's meta. */
  now: string;
  newId: () => string;
  storeCode: string;
  /** Seq of the first event to stamp (last seq of the log + 1). */
  nextSeq: number;
}

/** The stamped result of one command: its events, or the single rejection event. */
export type Decision =
  | { ok: true; events: DomainEvent[]; cause?: undefined }
  | { ok: false; error: { code: string; message: string }; events: DomainEvent[]; cause?: unknown };

type Draft = { type: string; data: unknown; version?: number };

function stamp(command: AnyCommand, ctx: DecisionContext, correlationId: string, drafts: readonly Draft[]): DomainEvent[] {
  return drafts.map((draft, i) => {
    const meta: EventMeta = {
      id: ctx.newId(),
      seq: ctx.nextSeq + i,
      time: ctx.now,
      version: draft.version ?? 1,
      storeCode: ctx.storeCode,
      correlationId,
      causationId: command.meta?.causationId ?? null,
    };
    return { type: draft.type, data: draft.data, meta } as DomainEvent;
  });
}

/** The refusal of a command: one stamped `kernel/commandRejected` event. */
export function rejectCommand(
  command: AnyCommand,
  ctx: DecisionContext,
  error: { code: string; message: string },
  cause?: unknown,
  correlationId: string = command.meta?.correlationId ?? ctx.newId(),
): Decision {
  const data = { command: String(command.type), commandData: toJsonSafe(command.data), ...error };
  return { ok: false, error, cause, events: stamp(command, ctx, correlationId, [{ type: 'kernel/commandRejected', data }]) };
}

/**
 * Runs the owning module's decider and stamps the events' meta. Pure apart from `newId`; never
 * throws. Rejections (refused command, unknown command, a bug in the decider) come back as one
 * stamped `kernel/commandRejected` event so the log shows what happened.
 */
export function decideCommand(command: AnyCommand, ctx: DecisionContext): Decision {
  const correlationId = command.meta?.correlationId ?? ctx.newId();
  const reject = (code: string, message: string, cause?: unknown): Decision =>
    rejectCommand(command, ctx, { code, message }, cause, correlationId);

  const owner = ownerOf(String(command.type));
  const module = ctx.modules.find((m) => m.id === owner);
  if (!module?.decider) {
    return reject(KernelErrorCode.unknownCommand, `Unknown command '${command.type}' in store view '${ctx.storeCode}'`);
  }
  const badData = findNonJson(command.data, 'data');
  if (badData) return reject(KernelErrorCode.invalidCommand, `Command '${command.type}' is not JSON at ${badData}`);

  const decideCtx: DecideContext = { now: ctx.now, newId: ctx.newId, storeCode: ctx.storeCode };
  let drafts: Draft[];
  try {
    drafts = module.decider.decide(command as never, ctx.state.modules[owner], decideCtx);
  } catch (error) {
    if (error instanceof DomainError) return reject(error.code, error.message);
    const message = error instanceof Error ? error.message : String(error);
    return reject(KernelErrorCode.unexpected, message, error);
  }

  if (!Array.isArray(drafts)) {
    return reject(KernelErrorCode.invalidEvent, `Decider of module '${owner}' returned no array for '${command.type}'`);
  }
  for (const draft of drafts) {
    // A module may only emit its own events: evolve and ownership both rely on the prefix.
    if (ownerOf(draft.type) !== owner) {
      return reject(KernelErrorCode.invalidEvent, `Module '${owner}' emitted '${draft.type}', which belongs to another module`);
    }
    const bad = findNonJson(draft.data, 'data');
    if (bad) return reject(KernelErrorCode.invalidEvent, `Event '${draft.type}' is not JSON at ${bad}`);
  }
  return { ok: true, events: stamp(command, ctx, correlationId, drafts) };
}
