import { box, checkIcon } from './Checkbox.css';

/** The drawn box of a checkbox; the real input is visually hidden by react-aria. */
export function CheckboxBox({
  isSelected,
  isIndeterminate,
}: {
  isSelected: boolean;
  isIndeterminate: boolean;
}) {
  return (
    <span className={box} aria-hidden="true">
      {isIndeterminate ? (
        <svg className={checkIcon} viewBox="0 0 18 18" aria-hidden="true" focusable="false">
          <path d="M4 9h10" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      ) : (
        isSelected && (
          <svg className={checkIcon} viewBox="0 0 18 18" aria-hidden="true" focusable="false">
            <path
              d="M3.5 9.5l3.5 3.5 7.5-8"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
        )
      )}
    </span>
  );
}
