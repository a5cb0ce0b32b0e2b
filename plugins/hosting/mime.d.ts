// mime 3.x ships no types; the part of its API the build uses (plugins/hosting/mimeTypes.ts).
declare module "mime" {
  const mime: { getType(pathOrExtension: string): string | null };
  export default mime;
}
