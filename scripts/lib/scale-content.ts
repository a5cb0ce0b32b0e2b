// The content of a site with its programs multiplied, for `npm run bench`'s scale stage: the
// build's cost at 80 and 800 program pages. Pure (parsed JSON in, new JSON out); the bench writes
// the result into a temporary copy of the tree, never into content/.
//
// Copy k (2..factor) of every program gets a generated name and slug ("Pharmacy, Track 7",
// "pharmacy-track-7") and the rest of its record unchanged, so every generated page has the
// same parts, and as many words, as the page it copies. What refers to programs stays consistent:
// each copy gets its own deadline record, a copy of its program's. Stories are not copied (a
// story is a person; the generated programs have none, as a program without one is allowed).
//
// One product rule cannot hold at this scale: no photo on two program pages' heroes (content
// validation, rules.ts), since photos.json has far fewer photos than 800. So each copy gets a
// photos.json record of its own, the copy of its program's photo under a new key
// ("pharmacist-track-7"): the rule holds by key and validation runs unchanged, while the same
// image is in fact shown on `factor` pages.

type Rec = Record<string, unknown>;

export interface ScalableContent {
  /** content/programs.json */
  programs: { programs: Rec[] } & Rec;
  /** content/photos.json */
  photos: { photos: Rec[] } & Rec;
  /** content/deadlines.json */
  deadlines: { deadlines: Rec[] } & Rec;
}

/**
 * The content with every program present `factor` times: the originals first, in their order
 * and unchanged, then copy 2 of each, copy 3 of each, and so on. factor 1 returns a copy of the input.
 */
export function scaleContent(content: ScalableContent, factor: number): ScalableContent {
  if (!Number.isInteger(factor) || factor < 1) throw new Error(`scaleContent: factor must be a whole number >= 1 (got ${factor})`);
  const out = structuredClone(content);
  const photoByKey = new Map(content.photos.photos.map((photo) => [photo.key, photo]));
  const deadlineByProgram = new Map(content.deadlines.deadlines.map((deadline) => [deadline.program, deadline]));
  for (let k = 2; k <= factor; k++) {
    for (const program of content.programs.programs) {
      const name = `${String(program.name)}, Track ${k}`;
      const copy: Rec = { ...structuredClone(program), slug: `${String(program.slug)}-track-${k}`, name };
      if (typeof program.photo === "string") {
        const photo = photoByKey.get(program.photo);
        if (!photo) throw new Error(`scaleContent: program "${String(program.name)}" has photo "${program.photo}", not in photos.json`);
        copy.photo = `${program.photo}-track-${k}`;
        out.photos.photos.push({ ...structuredClone(photo), key: copy.photo });
      }
      out.programs.programs.push(copy);
      const deadline = deadlineByProgram.get(program.name);
      if (deadline) out.deadlines.deadlines.push({ ...structuredClone(deadline), program: name });
    }
  }
  return out;
}
