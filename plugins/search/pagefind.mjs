#!/usr/bin/env node
// Pagefind's Node API, run in a Node process of its own: the package is ES modules only, and
// Gatsby compiles a plugin's gatsby-node to CommonJS, which cannot load it. gatsby-node.ts runs:
//
//   node plugins/search/pagefind.mjs bundle
//     prints the address of the search script the pages load, /pagefind/<hash>/pagefind.js: the
//     folder is named by a hash of Pagefind's scripts, so "/*.js" may stay immutable (a new
//     Pagefind is a new folder) while the index beside them changes with every build.
//   node plugins/search/pagefind.mjs index < {"publicDir", "bundle", "documents": [{url, content}]}
//     indexes the documents, writes the bundle's files into that folder and prints
//     {"folder", "files", "bytes", "pages"}; stops when the folder is not `bundle`'s (the pages
//     were built for another Pagefind) or Pagefind reports an error.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import * as pagefind from "pagefind";

/** Pagefind's ready-made search interfaces and its highlighter: the site has its own (src/components/SiteSearch). */
const UNUSED = /^pagefind-(ui|modular-ui|component-ui|highlight)\./;

/** The folder of a set of bundle files: /pagefind/ and a hash of its scripts. */
function folderOf(files) {
  const hash = createHash("sha256");
  for (const file of files.filter((f) => f.path.endsWith(".js")).sort((a, b) => a.path.localeCompare(b.path))) {
    hash.update(file.path).update(file.content);
  }
  return `/pagefind/${hash.digest("hex").slice(0, 20)}/`;
}

/** The files Pagefind would write, its unused interfaces left out; stops on its errors. */
async function bundleFiles(documents) {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind: ${errors.join("; ")}`);
  for (const document of documents) {
    const added = await index.addHTMLFile(document);
    if (added.errors.length > 0) throw new Error(`Pagefind, ${document.url}: ${added.errors.join("; ")}`);
  }
  const written = await index.getFiles();
  if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join("; ")}`);
  return written.files.filter((file) => !UNUSED.test(file.path));
}

const stdin = async () => {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
};

try {
  const command = process.argv[2];
  if (command === "bundle") {
    process.stdout.write(`${folderOf(await bundleFiles([]))}pagefind.js\n`);
  } else if (command === "index") {
    const { publicDir, bundle, documents } = await stdin();
    const files = await bundleFiles(documents);
    const folder = folderOf(files);
    if (`${folder}pagefind.js` !== bundle) {
      throw new Error(`the pages load ${bundle}, but this Pagefind writes ${folder}pagefind.js: build again`);
    }
    let bytes = 0;
    for (const file of files) {
      const target = path.join(publicDir, folder, file.path);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, file.content);
      bytes += file.content.length;
    }
    process.stdout.write(`${JSON.stringify({ folder, files: files.length, bytes, pages: documents.length })}\n`);
  } else {
    throw new Error(`unknown command "${command}" (bundle or index)`);
  }
} catch (error) {
  process.stderr.write(`search: ${error.message}\n`);
  process.exitCode = 1;
} finally {
  await pagefind.close();
}
