// The one graphic device: the two wave lines of the logo's mark (src/components/Logo), drawn in
// the text colour of wherever it sits (currentColor; the second line lighter). Decorative and
// used sparingly: above the eyebrow of a centred statement opener (SectionHeading) and once at
// the footer's top edge.
export interface WaveProps {
  className?: string;
}

export default function Wave({ className }: WaveProps) {
  return (
    <svg
      className={className}
      viewBox="14 34 36 15"
      width="56"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M15.5 39.5Q20 36 24.5 39.5T33.5 39.5T42.5 39.5T48.5 39.5" />
      <path d="M20 47Q24 44 28 47T36 47T44 47" opacity=".45" />
    </svg>
  );
}
