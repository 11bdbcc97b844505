import { lazy, type ReactNode, Suspense } from 'react';
import { type UserPage, userPageRow } from '../pages';
import { useSession } from './SessionProvider';

// Drawn only when no company is chosen: its company field's code (1–2 KB gzip) loads then, not with the page.
const ChooseCompanyNow = /* @__PURE__ */ lazy(async () => ({
  default: (await import('./ChooseCompany')).ChooseCompany,
}));

/** Asks for a company right here (heading, why, the company field); its code loads when it is drawn. */
export function ChooseCompany({ headingLevel }: { headingLevel?: 2 | 3 }) {
  return (
    <Suspense fallback={null}>
      <ChooseCompanyNow headingLevel={headingLevel} />
    </Suspense>
  );
}

/**
 * The part of a page that belongs to one company (spec §2 "company must be chosen first"): drawn while a
 * company is chosen; otherwise – no company at all, or the staff view on a page whose row in the page table
 * says `companyFirst` – the page asks for one right there (`ChooseCompany`).
 */
/** Whether the page must ask for a company before its company's part (see `CompanyFirst`). */
export function useNeedsCompany(page: UserPage): boolean {
  const { customerId, isStaffView } = useSession();
  return customerId === undefined || (isStaffView && userPageRow(page).guard.companyFirst === true);
}

export function CompanyFirst({
  page,
  headingLevel,
  children,
}: {
  page: UserPage;
  headingLevel?: 2 | 3;
  children: ReactNode;
}) {
  return useNeedsCompany(page) ? <ChooseCompany headingLevel={headingLevel} /> : children;
}
