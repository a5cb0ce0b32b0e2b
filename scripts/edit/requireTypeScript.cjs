// Lets `npm run edit` (plain Node) require the project's TypeScript modules, so the editor calls
// the build's own content validation and config generator instead of a copy of them. Babel (a
// dev dependency the unit tests already use) strips the types and turns imports into require().
const fs = require("node:fs");
const babel = require("@babel/core");

const options = (filename) => ({
  filename,
  babelrc: false,
  configFile: false,
  presets: [require.resolve("@babel/preset-typescript")],
  plugins: [require.resolve("@babel/plugin-transform-modules-commonjs")],
  sourceMaps: "inline",
});

require.extensions[".ts"] = (module, filename) => {
  const { code } = babel.transformSync(fs.readFileSync(filename, "utf8"), options(filename));
  module._compile(code, filename);
};

module.exports = (file) => require(file);
