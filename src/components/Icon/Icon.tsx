// Draws an icon whose SVG children were made at build time: queries select the `iconSvg` field
// beside a content `icon` name (or Query.iconSvg(name: ...) for a fixed UI icon), see
// plugins/content-schema/iconSvg.ts. Nothing of the icon library ships to the browser. The markup comes from our
// own build out of lucide's trusted path data (React-escaped), never from user input. Always
// decorative: the text beside it carries the meaning, so it is hidden from assistive technology.
// `svg` holds the children of a 24x24 viewBox.
export default function Icon({ svg, size = 24, className }: { svg: string; size?: number; className?: string }) {
  if (!svg) return null;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
