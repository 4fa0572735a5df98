/**
 * A line icon of the app: a 24-unit path drawn in the text's colour with round ends. Decorative
 * (`aria-hidden`): the button or row around it says what it does.
 */
export function LineIcon({
  d,
  size = 24,
  strokeWidth = 2,
  className,
}: {
  /** The path, in a 24 × 24 box. */
  d: string;
  size?: number;
  strokeWidth?: number;
  className?: string;
}) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
