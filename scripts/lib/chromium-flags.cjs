// The flags every headless Chromium of this project starts with, the tests' and the bench's: no
// sandbox (it runs in containers), no GPU, and none of the browser's own background traffic, so a
// run makes only the requests its pages make. CommonJS, so the tests' browser list and the
// scripts both require it.
module.exports = {
  CHROMIUM_FLAGS: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};
