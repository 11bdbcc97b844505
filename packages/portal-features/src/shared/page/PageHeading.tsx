import { createContext, type ReactNode, useCallback, useContext } from 'react';
import { pageTitle } from './page.css';

/**
 * The pages' h1 as the frame around them knows them: each `PageHeading` adds itself as it is drawn and leaves as
 * it goes, so the frame's page-change focus (layout/PageChangeFocus.tsx) learns of a page's heading the moment
 * the page draws it – also when that is only once its data is in – without searching the document or waiting.
 */
export interface PageHeadings {
  /** The heading drawn last that is still on screen, if any. */
  current(): HTMLElement | null;
  /** Called whenever a heading is drawn or goes. */
  subscribe(listener: () => void): () => void;
  /** A heading is drawn; call the returned function when it goes. */
  add(heading: HTMLElement): () => void;
}

export function createPageHeadings(): PageHeadings {
  const headings: HTMLElement[] = [];
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  return {
    current: () => headings.at(-1) ?? null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(heading) {
      headings.push(heading);
      changed();
      return () => {
        const index = headings.indexOf(heading);
        if (index !== -1) headings.splice(index, 1);
        changed();
      };
    },
  };
}

/** Given by the frame around the pages (PortalLayout); outside it (a page's own story) headings tell no one. */
export const PageHeadingsContext = createContext<PageHeadings | null>(null);

export interface PageHeadingProps {
  children: ReactNode;
  id?: string;
  /** Beside the shared `pageTitle` style. */
  className?: string;
}

/** A page's one h1: focusable for page-change focus (tabIndex -1, no outline), known to the frame around it. */
export function PageHeading({ children, id, className }: PageHeadingProps) {
  const headings = useContext(PageHeadingsContext);
  const ref = useCallback(
    (heading: HTMLHeadingElement | null) => (heading && headings ? headings.add(heading) : undefined),
    [headings],
  );
  return (
    <h1 ref={ref} id={id} className={className ? `${pageTitle} ${className}` : pageTitle} tabIndex={-1}>
      {children}
    </h1>
  );
}
