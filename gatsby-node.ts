// The build's Node side lives in the local plugins (plugins/<name>/gatsby-node.ts, listed in
// gatsby-config.ts). This file stays, empty, so that Gatsby recompiles it over the one an earlier
// checkout compiled into .cache (which would otherwise still run there).
export {};
