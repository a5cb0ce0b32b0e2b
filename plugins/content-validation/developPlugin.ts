import path from "path";
import type { Compiler } from "webpack";
import { contentProblemsReport } from "./problems";
import { validateContentDir } from "./validate";
import { jsonFiles } from "../content-schema";

const NAME = "ContentValidationPlugin";

/**
 * `gatsby develop` only: validates content/ on every compilation of the browser bundle and
 * makes every content and schema file a dependency of it, so saving a content file recompiles,
 * re-validates, and either shows the problems as a compile error (in the terminal and in the
 * browser's error overlay, the same lines as `npm run build` prints) or clears them once fixed.
 */
export class ContentValidationPlugin {
  private lastReport = "";

  constructor(
    private readonly contentDir: string,
    private readonly log: (text: string) => void,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterCompile.tap(NAME, (compilation) => {
      // Child compilations (CSS extraction) inherit this hook: report once, on the main one.
      if (compilation.compiler.isChild()) return;
      const schemaDir = path.join(this.contentDir, "schemas");
      // The folders too, so adding or deleting a file triggers a compilation.
      compilation.contextDependencies.add(this.contentDir);
      compilation.contextDependencies.add(schemaDir);
      for (const dir of [this.contentDir, schemaDir])
        for (const name of jsonFiles(dir)) compilation.fileDependencies.add(path.join(dir, name));
      const problems = validateContentDir(this.contentDir);
      const report = problems.length === 0 ? "" : contentProblemsReport(problems);
      if (report !== this.lastReport && report === "") this.log("Content validation: the content is valid again.");
      this.lastReport = report;
      if (report !== "") {
        const error = new compiler.webpack.WebpackError(report);
        error.file = problems[0].file; // the overlay's heading names the (first) broken file
        error.hideStack = true;
        compilation.errors.push(error);
      }
    });
  }
}
