/** Chevrons drawn inline so the paginator needs no icon set; each button carries its own accessible name. */
const paths = {
  first: 'M18 17l-5-5 5-5M11 17l-5-5 5-5',
  previous: 'M15 18l-6-6 6-6',
  next: 'M9 18l6-6-6-6',
  last: 'M6 17l5-5-5-5M13 17l5-5-5-5',
} as const;

export function PaginatorIcon({
  direction,
  className,
}: {
  direction: keyof typeof paths;
  className: string;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[direction]} />
    </svg>
  );
}
