import type { ReactNode } from 'react';
import { PageHeading } from './PageHeading';
import { page, pageHeader } from './page.css';
import { usePageTitle } from './usePageTitle';
import { useUserPending } from './userPending';

export interface PageFrameProps {
  /** The page's h1 and the first part of the document title. */
  title: string;
  /** Shown under the heading (a lead sentence, a note). */
  lead?: ReactNode;
  /** Beside the heading: the page's main actions. */
  actions?: ReactNode;
  children?: ReactNode;
  /**
   * The children are drawn before the page's user is known too – in the route's shell, from its HTML – where
   * their first screenful needs no user (the basket's quick order); they hide what does themselves.
   */
  childrenBeforeUser?: boolean;
}

/**
 * Every page's frame: one h1 (focusable for page-change focus), the document title, the content width. Before
 * the page's user is known (`useUserPending`) only heading and lead – what the route's shell paints from its
 * HTML – unless the children need no user (`childrenBeforeUser`).
 */
export function PageFrame({ title, lead, actions, children, childrenBeforeUser = false }: PageFrameProps) {
  usePageTitle(title);
  const isUserPending = useUserPending();
  return (
    <div className={page}>
      <div className={pageHeader}>
        <PageHeading>{title}</PageHeading>
        {!isUserPending && actions}
      </div>
      {lead}
      {(!isUserPending || childrenBeforeUser) && children}
    </div>
  );
}
