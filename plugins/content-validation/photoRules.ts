/**
 * Each photo on one page only (README, "Photos"): a photo key appears in one "photo" field of all
 * the content (a page's block, a program's hero, a student's story). A photo seen twice, worse on
 * two pages' first screens, reads as stock; the build names the second use and the first.
 */
import type { LoadedFile } from "./loadedFile";
import { problemAt } from "./paths";
import type { Problem } from "./problems";

/** Where a photo key is used: the file and the JSON pointer of the "photo" field. */
interface Use {
  file: LoadedFile;
  pointer: string;
}

/** Every "photo" field holding a key (a string) in a document, with its pointer. */
function photoFields(value: unknown, pointer: string, into: { key: string; pointer: string }[]): void {
  if (Array.isArray(value)) value.forEach((item, i) => photoFields(item, `${pointer}/${i}`, into));
  else if (value !== null && typeof value === "object") {
    for (const [name, item] of Object.entries(value)) {
      if (name === "photo" && typeof item === "string") into.push({ key: item, pointer: `${pointer}/photo` });
      else photoFields(item, `${pointer}/${name}`, into);
    }
  }
}

const describeUse = ({ file, pointer }: Use) => {
  const { record, field } = problemAt(file, pointer);
  return `${file.display}${record ? ` ${record}` : ""}${field ? ` (field "${field}")` : ""}`;
};

export function checkPhotoRules(loaded: readonly LoadedFile[], problems: Problem[]): void {
  const firstUse = new Map<string, Use>();
  for (const file of loaded) {
    if (file.name === "photos.json") continue; // the registry itself
    const fields: { key: string; pointer: string }[] = [];
    photoFields(file.data, "", fields);
    for (const { key, pointer } of fields) {
      const earlier = firstUse.get(key);
      if (!earlier) {
        firstUse.set(key, { file, pointer });
        continue;
      }
      problems.push({
        ...problemAt(file, pointer),
        message: `uses the photo "${key}", already used by ${describeUse(earlier)}: use each photo on one page only (README, "Photos"); photos.json lists others, or add one`,
      });
    }
  }
}
