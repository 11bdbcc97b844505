import type { ReactNode } from 'react';
import { page, pageHeader, pageTitle } from './page.css';
import { usePageTitle } from './usePageTitle';

export interface PageFrameProps {
  /** The page's h1 and the first part of the document title. */
  title: string;
  /** Shown under the heading (a lead sentence, a note). */
  lead?: ReactNode;
  /** Beside the heading: the page's main actions. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** Every page's frame: one h1 (focusable for page-change focus), the document title, the content width. */
export function PageFrame({ title, lead, actions, children }: PageFrameProps) {
  usePageTitle(title);
  return (
    <div className={page}>
      <div className={pageHeader}>
        <h1 className={pageTitle} tabIndex={-1}>
          {title}
        </h1>
        {actions}
      </div>
      {lead}
      {children}
    </div>
  );
}
