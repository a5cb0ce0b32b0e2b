/**
 * The one guard for page-query data. Gatsby types every root field of a query as nullable, but
 * content validation stops the build before any page renders when a content file is missing, so
 * a null here means a query or fragment selects the wrong thing: fail loudly, naming the file.
 */
export function required<T>(value: T | null | undefined, file: string): T {
  if (value == null) {
    throw new Error(`${file}: the page query returned no data for it (the file passed validation, so check the fragment that reads it)`);
  }
  return value;
}
