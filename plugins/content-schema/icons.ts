import defs from "../../content/schemas/defs.schema.json";

// The names of the icons content may use ("icon": "Tooth"): the ONE list is the enum of
// $defs/iconName in content/schemas/defs.schema.json, so an editor completes them and the content
// validation rejects any other name. plugins/content-schema/iconSvg.ts draws each at build time from lucide's
// registry or from our own src/icons/<Name>.svg. No browser code imports this module.

export const ICON_NAMES: readonly string[] = defs.$defs.iconName.enum;

/** True for a name content may use. */
export function isIconName(name: string): boolean {
  return ICON_NAMES.includes(name);
}
