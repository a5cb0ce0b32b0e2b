// Where a build keeps what is not part of the site (src/node/postBuild.ts moves it there):
// build-info/ beside the build directory, holding webpack.stats.json, chunk-map.json, the source
// maps and nginx.conf. public/ -> build-info/; a snapshot /tmp/x/public -> /tmp/x/build-info.
const fs = require("fs");
const path = require("path");

/** The build-info folder of a build directory. */
function buildInfoDir(publicDir) {
  return path.join(path.dirname(path.resolve(publicDir)), "build-info");
}

/** webpack's stats of a build (chunk groups and their files): in build-info/ after our postBuild,
 * in the build directory itself for a plain Gatsby build (the bench's framework floor). */
function statsFile(publicDir) {
  const moved = path.join(buildInfoDir(publicDir), "webpack.stats.json");
  return fs.existsSync(moved) ? moved : path.join(publicDir, "webpack.stats.json");
}

module.exports = { buildInfoDir, statsFile };
