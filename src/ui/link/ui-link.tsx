import { createContext, createElement, useContext } from 'react';
import type { AnchorHTMLAttributes, ComponentType, ReactNode } from 'react';

/** Props every internal link receives; the app's router link must accept the same. */
export type UiLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A component that renders an internal link (for example a react-router based one). */
export type UiLinkComponent = ComponentType<UiLinkProps>;

/** Props of UiLinkProvider. */
export interface UiLinkProviderProps {
  component: UiLinkComponent;
  children?: ReactNode;
}

function PlainLink(props: UiLinkProps) {
  return <a {...props} />;
}

// Without a provider links stay plain anchors, so components work in stories and isolated tests.
const UiLinkContext = createContext<UiLinkComponent>(PlainLink);

/** Supplies the component that renders every internal UiLink below it. */
export function UiLinkProvider({ component, children }: UiLinkProviderProps) {
  return <UiLinkContext.Provider value={component}>{children}</UiLinkContext.Provider>;
}

/** An internal link rendered through the provided link component, or a plain `<a>` without one. */
export function UiLink(props: UiLinkProps) {
  // createElement, not JSX: the component comes from context and is stable, which the
  // react-hooks static-components rule cannot see through a context read.
  return createElement(useContext(UiLinkContext), props);
}
