/**
 * Related programs are chosen by relation (programs.json "related", slugs, closest profession
 * first), never by their order in the file: each program names RELATED_COUNT others (fewer only
 * when there are fewer), never itself. That each slug exists is the schema's "x-ref" check.
 */
import { RELATED_COUNT } from "../pages";
import { records, type LoadedFile } from "./loadedFile";
import { problemAt } from "./paths";
import type { Problem } from "./problems";

export function checkRelatedRules(file: LoadedFile | undefined, problems: Problem[]): void {
  const programs = records(file, "programs");
  const wanted = Math.min(RELATED_COUNT, programs.length - 1);
  programs.forEach((program, p) => {
    if (!Array.isArray(program.related)) return; // missing or malformed: the schema reports it
    const problem = (field: string, message: string) => problems.push({ ...problemAt(file!, `/programs/${p}`), field, message });
    const related = program.related as unknown[];
    const self = related.indexOf(program.slug);
    if (self >= 0)
      problem(`related[${self}]`, `is the program itself ("${String(program.slug)}"): name other programs, closest profession first`);
    if (related.length !== wanted) {
      problem(
        "related",
        `names ${related.length} program${related.length === 1 ? "" : "s"}, but a program page suggests ${wanted}: name ${wanted} other programs by slug, closest profession first`,
      );
    }
  });
}
