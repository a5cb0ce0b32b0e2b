import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { postBuild } from "./postBuild";
import type { IcsDeadline, IcsEvent, IcsSite } from "./calendars";
import { buildDate, type PostalAddress } from "../content-schema";

// After every other plugin's onPostBuild (this plugin is listed last in gatsby-config): the
// files the hosts need beside the pages (see postBuild.ts). The content files were validated
// before the build began; they are read from the project root, Gatsby's working directory.
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.resolve("content", file), "utf8")) as T;
  postBuild({
    publicDir: path.resolve("public"),
    site: read<IcsSite & { address: PostalAddress }>("site.json"),
    deadlines: read<{ deadlines: IcsDeadline[] }>("deadlines.json").deadlines,
    events: read<{ events: IcsEvent[]; labels: { kinds: Record<string, string> } }>("events.json"),
    today: buildDate(),
    reporter,
    sourceDateEpoch: process.env.SOURCE_DATE_EPOCH,
  });
};
