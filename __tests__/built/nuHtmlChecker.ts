// Runs the Nu HTML Checker (the W3C validator's engine, npm vnu-jar) over many files in one Java
// process: the JVM takes seconds to start, so one run checks every page.
import { spawnSync } from "child_process";
import path from "path";

/** vnu.jar inside the vnu-jar package (its "main" only exports helpers that may download Java). */
export const VNU_JAR = path.join(path.dirname(require.resolve("vnu-jar/package.json")), "build", "dist", "vnu.jar");

export interface NuMessage {
  file: string;
  line: number | null;
  column: number | null;
  message: string;
  extract: string;
}

interface VnuJsonMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

/** The errors the checker reports for `files` (warnings are not asked for). Throws if it cannot run. */
export function nuHtmlCheckerErrors(files: readonly string[], java = "java"): NuMessage[] {
  const run = spawnSync(java, ["-jar", VNU_JAR, "--errors-only", "--format", "json", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) {
    const missing = (run.error as NodeJS.ErrnoException).code === "ENOENT";
    throw new Error(
      missing
        ? `The Nu HTML Checker needs Java, and "${java}" was not found: install a Java runtime (Debian: apt-get install default-jre-headless; .ci/run does this).`
        : `The Nu HTML Checker could not start (${java} -jar ${VNU_JAR}): ${run.error.message}`,
    );
  }
  // vnu writes its JSON report to stderr and exits 1 when it found errors.
  const report = [run.stderr, run.stdout].map((out) => out.trim()).find((out) => out.startsWith("{"));
  if (!report) {
    throw new Error(`The Nu HTML Checker gave no JSON report (exit ${run.status}):\n${(run.stderr || run.stdout).slice(0, 2000)}`);
  }
  const { messages } = JSON.parse(report) as { messages: VnuJsonMessage[] };
  // "non-document-error" is the checker's own failure (a file it could not read), never a pass.
  return messages
    .filter((m) => m.type === "error" || m.type === "non-document-error")
    .map((m) => ({
      file: m.url ? decodeURIComponent(m.url.replace(/^file:/, "")) : "?",
      line: m.lastLine ?? null,
      column: m.firstColumn ?? null,
      message: m.message,
      extract: (m.extract ?? "").replace(/\s+/g, " ").trim(),
    }));
}
