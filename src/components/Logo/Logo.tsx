// The BCU mark: a shield in the brand ocean with the sun setting over the Gulf's waves. The same
// drawing as static/favicon.svg (the favicon and app icons come from that file; a test keeps the
// two identical). Decorative: the link around it carries the accessible name.
export default function Logo({ className, size = 40 }: { className?: string; size?: number }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path d="M32 3 L57 11 V30 C57 45.5 46.5 55.5 32 61 C17.5 55.5 7 45.5 7 30 V11 Z" fill="#0b4f6c" />
      <path d="M32 7.2 L53 14 V30 C53 43 44.5 51.6 32 56.6 C19.5 51.6 11 43 11 30 V14 Z" fill="none" stroke="#f4b942" strokeWidth="1.6" />
      <path d="M20 35 A12 12 0 0 1 44 35 Z" fill="#f4b942" />
      <path
        d="M15.5 39.5 Q20 36 24.5 39.5 T33.5 39.5 T42.5 39.5 T48.5 39.5"
        fill="none"
        stroke="#ffffff"
        strokeWidth="3.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M20 47 Q24 44 28 47 T36 47 T44 47"
        fill="none"
        stroke="#2bb3b1"
        strokeWidth="3.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
