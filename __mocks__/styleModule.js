// Sass module stand-in: `import * as styles` needs __esModule, and every class name maps to itself.
module.exports = new Proxy({}, { get: (_target, key) => (key === "__esModule" ? true : key) });
