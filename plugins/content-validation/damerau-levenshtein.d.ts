// damerau-levenshtein 1.x ships no types; the part of its API suggest.ts uses.
declare module "damerau-levenshtein" {
  export default function damerauLevenshtein(a: string, b: string): { steps: number; relative: number; similarity: number };
}
