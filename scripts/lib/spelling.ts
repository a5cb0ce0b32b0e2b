// What `npm run spell` says about each word cspell refuses: for a content file, the record and the
// field it stands in (as `npm run check` names them), the word and, for a British form, the US
// spelling to write (cspell.config.yaml "flagWords", "british->american"); for the editor's labels, the
// form and field whose label it is.
import { getLocation } from "jsonc-parser";
import { formatProblem, problemAt } from "../../plugins/content-validation";

/** One word cspell refused: where it starts in its file, the word, whether it is forbidden, and its preferred spelling. */
export interface SpellingIssue {
  offset: number;
  text: string;
  isFlagged?: boolean;
  preferred?: string;
}

/** British phrases cspell cannot see (it checks single words), each with the US form to write. */
export const BRITISH_PHRASES: Readonly<Record<string, string>> = {
  "car park": "parking lot",
  "car parks": "parking lots",
  "post code": "ZIP code",
  "mobile phone": "cell phone",
};

/** Each British phrase in a text, as an issue at its offset. */
export function britishPhrases(text: string): SpellingIssue[] {
  const pattern = new RegExp(
    `\\b(${Object.keys(BRITISH_PHRASES)
      .sort((a, b) => b.length - a.length)
      .join("|")})\\b`,
    "gi",
  );
  return Array.from(text.matchAll(pattern), (match) => ({
    offset: match.index,
    text: match[0],
    isFlagged: true,
    preferred: BRITISH_PHRASES[match[0].toLowerCase()],
  }));
}

/** What to do about the word: the US spelling of a British form, else how to accept a real name. */
function advice(issue: SpellingIssue): string {
  if (issue.isFlagged) return `uses the British spelling "${issue.text}": write "${issue.preferred ?? "the US spelling"}"`;
  return `has "${issue.text}", which is not in the US English dictionary: correct it, or add it to "words" in cspell.config.yaml if it is a name (docs/content.md, "Spelling")`;
}

/** The problem line for a word in a content file (`display`: "content/programs.json"), located by record and field. */
export function contentSpellingProblem(text: string, display: string, issue: SpellingIssue): string {
  const location = getLocation(text, issue.offset);
  const pointer = location.path.map((segment) => `/${String(segment).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    data = undefined; // npm run check names a file that is not JSON
  }
  const where = problemAt({ display, data }, pointer);
  return formatProblem({ ...where, message: advice(issue) });
}

/** The problem line for a word of the web editor's form labels (`where`: "Stock photos > Photos > Licence"). */
export function editorSpellingProblem(where: string, issue: SpellingIssue): string {
  return `web editor label "${where}" ${advice(issue)}`;
}
