// The logo lockup sets the university's full name on two lines beside the mark:
// "Boca Ciega University" / "of Health Sciences". The name comes whole from content/site.json;
// this splits it before its last " of ", so a renamed university still reads well.

/** [first line, second line]; the second is "" when the name has no " of ". */
export function lockupLines(name: string): [string, string] {
  const at = name.lastIndexOf(" of ");
  if (at <= 0) return [name, ""];
  return [name.slice(0, at), name.slice(at + 1)];
}
