// The hero photo's crops and the hint the page's Head prints for them (Seo's `hero`), apart from
// PageHero so the page template, which ships to the browser for its Head, takes none of the
// hero's components with it.

/** Where the wide crop takes over (the band's split from 1024 px, $bp-lg), and the rest. */
export const WIDE = "(min-width: 64em)";
const NARROW = "not all and (min-width: 64em)";

/** A hero block's photo crops as its page shows them: the display (home) hero has its own wide crop. */
export function heroPhoto(block: Queries.HeroBlockFragment["hero"]) {
  if (!block.photo) return null; // a plain banner
  const { displayWide, ...photo } = block.photo;
  return block.display ? { ...photo, wide: displayWide } : photo;
}

/** The hint the page's Head prints for its hero photo (Seo's `hero`): each crop with its media. */
export function heroHint(photo: Queries.HeroPhotoFragment | null) {
  if (!photo) return null; // a plain banner
  return {
    origin: photo.origin,
    images: [
      { media: WIDE, ...photo.wide },
      { media: NARROW, ...photo.img },
    ],
  };
}
