// An icon of src/lib/icons.ts in an island, drawn exactly as Icon.astro draws it at build;
// decorative unless given a label.
import type { IconDrawing } from '../lib/icons.ts';

interface Props {
  drawing: IconDrawing;
  size?: number;
  label?: string;
}

export function Icon({ drawing, size = 22, label }: Props) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={drawing} />
    </svg>
  );
}
