import fs from "fs";
import path from "path";
import type { BuildArgs } from "gatsby";
import { postBuild } from "./postBuild";
import type { IcsDeadline, IcsSite } from "../lib/ics";

// gatsby-node's onPostBuild: reads the (already validated) content files and runs postBuild.
// Resolved from the project root, Gatsby's cwd: gatsby-node is compiled into .cache/compiled.
export function onPostBuild({ reporter }: Pick<BuildArgs, "reporter">): void {
  const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.resolve("content", file), "utf8")) as T;
  const site = read<IcsSite>("site.json");
  const { deadlines } = read<{ deadlines: IcsDeadline[] }>("deadlines.json");
  postBuild({
    publicDir: path.resolve("public"),
    site,
    deadlines,
    reporter,
    sourceDateEpoch: process.env.SOURCE_DATE_EPOCH,
  });
}
