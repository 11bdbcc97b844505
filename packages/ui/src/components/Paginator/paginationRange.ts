/** Which page numbers the paginator shows: first, last, a window around the current page, gaps as ellipses. */
export type PaginationItem = number | 'ellipsis-start' | 'ellipsis-end';

export function paginationRange(page: number, pages: number, siblings = 1): PaginationItem[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  // first + last + current + siblings on both sides + two ellipses: below that, every page fits.
  const slots = siblings * 2 + 5;
  if (pages <= slots) return range(1, pages);

  const current = Math.min(Math.max(page, 1), pages);
  const start = Math.max(current - siblings, 2);
  const end = Math.min(current + siblings, pages - 1);
  // An ellipsis that would hide a single page takes as much room as that page, so show the page instead.
  const showStartGap = start > 3;
  const showEndGap = end < pages - 2;

  if (!showStartGap) return [...range(1, slots - 2), 'ellipsis-end', pages];
  if (!showEndGap) return [1, 'ellipsis-start', ...range(pages - (slots - 3), pages)];
  return [1, 'ellipsis-start', ...range(start, end), 'ellipsis-end', pages];
}
