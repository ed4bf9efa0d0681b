import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { KernelLogger } from '../logger';

/** Props of {@link FillBoundary}: what to name in the report, and where to send it. */
export interface FillBoundaryProps {
  slot: string;
  fillKey: string;
  moduleId: string;
  logger: KernelLogger;
  children?: ReactNode;
}

/**
 * Isolates one slot fill: when it throws while rendering, it renders nothing from then on and the
 * error is reported once, so one module's broken view never takes the page (or the other fills) down.
 */
export class FillBoundary extends Component<FillBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const { slot, fillKey, moduleId, logger } = this.props;
    logger.error(`Slot '${slot}' fill '${fillKey}' (module '${moduleId}') failed to render; it is hidden`, {
      slot,
      key: fillKey,
      moduleId,
      error,
      componentStack: info.componentStack ?? undefined,
    });
  }

  override render(): ReactNode {
    // Staying failed (no retry on re-render) is what keeps the report to one per mounted fill.
    return this.state.failed ? null : this.props.children;
  }
}
