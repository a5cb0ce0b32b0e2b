// The hero's own calls to action carry this mark (PageHero gives it to its ActionLinks list):
// the phone action bar stays tucked away while they are on screen. ActionBar.module.scss names
// the same attribute for the state before the page's script has looked.
export const HERO_ACTIONS_MARK = "hero";
export const HERO_ACTIONS = `[data-actions="${HERO_ACTIONS_MARK}"]`;
