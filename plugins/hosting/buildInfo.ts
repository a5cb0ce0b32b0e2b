import fs from "fs";
import path from "path";

// Where a build keeps what is not part of the site (the hosting plugin's onPostBuild moves it
// there): build-info/ beside the build directory, holding webpack.stats.json, chunk-map.json, the
// source maps and nginx.conf. public/ -> build-info/; a snapshot /tmp/x/public -> /tmp/x/build-info.

/** The build-info folder of a build directory. */
export function buildInfoDir(publicDir: string): string {
  return path.join(path.dirname(path.resolve(publicDir)), "build-info");
}

/**
 * webpack's stats of a build (chunk groups and their files): in build-info/ after the hosting
 * plugin ran, in the build directory itself for a plain Gatsby build (the bench's framework floor).
 */
export function statsFile(publicDir: string): string {
  const moved = path.join(buildInfoDir(publicDir), "webpack.stats.json");
  return fs.existsSync(moved) ? moved : path.join(publicDir, "webpack.stats.json");
}
