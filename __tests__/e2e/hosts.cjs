// The two hosts the tests serve the build with:
// - Debian's nginx on the generated include (build-info/nginx.conf) in a throw-away config,
//   started once by global-setup.mjs: every browser test runs against it;
// - Cloudflare Pages' own runtime (`wrangler pages dev`: workerd from npm, offline), which reads
//   public/_headers exactly as production does, started by hosts.test.ts for its checks alone.
// Their ports are free ones the OS picks (freePort), so two runs at once never collide, or
// E2E_WRANGLER_PORT / E2E_NGINX_PORT.
// CommonJS, so that global-setup.mjs (an ES module Jest loads natively) and hosts.test.ts (compiled
// to CommonJS by the test transform) both load it as it is.
const { spawn, spawnSync } = require("node:child_process");
const fs = require("node:fs");
const net = require("node:net");
const os = require("node:os");
const path = require("node:path");
const { eventually } = require("../support/eventually.js");

const projectRoot = path.resolve(__dirname, "..", "..");

/** A date the bundled workerd supports; wrangler's default (today) is rejected by it. */
const COMPATIBILITY_DATE = "2026-04-26";

/** A port no process listens on now, picked by the OS, for a program that must be told its port. */
function freePort() {
  return freePorts(1).then(([port]) => port);
}

/** `count` different free ports: every one is held until all are known, so none comes back twice. */
async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const server = net.createServer().once("error", reject);
          server.listen(0, "127.0.0.1", () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** Resolves once the server answers `/` (any status); fails as soon as the process exits instead. */
async function waitForHttp(origin, child, log, seconds = 90) {
  let onExit;
  const exited = new Promise((_, reject) => {
    onExit = (code) => reject(new Error(`exited with ${code} before answering:\n${log()}`));
    if (child.exitCode !== null) onExit(child.exitCode);
    else child.once("exit", onExit);
  });
  const answered = eventually(
    `an answer on ${origin}`,
    async () => {
      await (await fetch(`${origin}/`, { redirect: "manual" })).arrayBuffer();
      return true;
    },
    { timeoutMs: seconds * 1000 },
  ).catch((error) => {
    throw new Error(`${error.message}\n${log()}`);
  });
  try {
    await Promise.race([answered, exited]);
  } finally {
    child.off("exit", onExit);
    exited.catch(() => undefined);
    answered.catch(() => undefined);
  }
}

/** Whether any process of the group `pgid` is left (a leader that died may leave its children). */
function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/**
 * Stops a process started with `detached: true` and everything it started, by its process group:
 * also when the leader itself has died and left children behind (wrangler's workerd, orphaned,
 * keeps the group). SIGTERM, then SIGKILL for whatever is still there 5 s later.
 */
async function stopGroup(child) {
  const pgid = child.pid;
  for (const signal of ["SIGTERM", "SIGKILL"]) {
    try {
      process.kill(-pgid, signal);
    } catch {
      return; // nothing left in the group
    }
    try {
      await eventually(`process group ${pgid} to stop`, () => !groupAlive(pgid), { timeoutMs: 5000 });
      return;
    } catch {
      // still there: the next signal
    }
  }
}

/**
 * Where the hosts' deaths are written for the test workers (E2E_HOST_STATUS_DIR): a file per host
 * that exited during the run, "<name> exited (<code or signal>) at <time>: <the last 8 KB of its
 * log>" (__tests__/e2e/hostWatch.ts fails every later test with it). Stopping them at the end of
 * the run is not a death.
 */
function hostWatch() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-hosts-"));
  let stopping = false;
  return {
    dir,
    down(name, why, log) {
      if (stopping) return;
      const output = log().slice(-8000).trim() || "(it printed nothing)";
      fs.writeFileSync(path.join(dir, `${name}.down`), `${name} ${why} at ${new Date().toISOString()}: ${output}`);
    },
    stop() {
      stopping = true;
    },
    remove() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Starts a host in a process group of its own, keeps the last 8 KB of its output, reports its exit. */
function startLogged(name, command, args, options, onDown) {
  const child = spawn(command, args, { ...options, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const log = () => output;
  child.on("exit", (code, signal) => onDown?.(name, `exited (${signal ?? `code ${code}`})`, log));
  return { child, log };
}

/** `wrangler pages dev <root>` on 127.0.0.1 (its debugger on a free port wrangler finds); resolves to { origin, close }. */
async function startWrangler({ root, onDown }) {
  const port = Number(process.env.E2E_WRANGLER_PORT) || (await freePort());
  // Its own working folder: wrangler keeps state in ./.wrangler, which must not land in the repo.
  const cwd = fs.mkdtempSync(path.join(os.tmpdir(), "wrangler-"));
  const bin = path.join(projectRoot, "node_modules", "wrangler", "bin", "wrangler.js");
  const { child, log } = startLogged(
    "wrangler",
    process.execPath,
    [
      bin,
      "pages",
      "dev",
      root,
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      `--compatibility-date=${COMPATIBILITY_DATE}`,
      "--log-level",
      "warn",
    ],
    { cwd, env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "1", NO_COLOR: "1" } },
    onDown,
  );
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(origin, child, log);
  } catch (error) {
    await stopGroup(child);
    throw new Error(`wrangler pages dev: ${error.message}`);
  }
  return {
    origin,
    log,
    close: async () => {
      await stopGroup(child);
      fs.rmSync(cwd, { recursive: true, force: true });
    },
  };
}

/** The nginx.conf around the generated include: a normal user's config in a temp folder. */
function nginxTestConfig({ dir, root, include, port }) {
  const temp = (name) => path.join(dir, name);
  return [
    // Workers of a root master would run as "nobody"; as a normal user this line is not needed.
    ...(process.getuid?.() === 0 ? ["user root;"] : []),
    "worker_processes 1;",
    "daemon off;",
    `pid ${temp("nginx.pid")};`,
    `error_log ${temp("error.log")} warn;`,
    "events { worker_connections 256; }",
    "http {",
    "  access_log off;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${temp(`${kind}_temp`)};`),
    "  server {",
    `    listen 127.0.0.1:${port};`,
    `    root ${root};`,
    `    include ${include};`,
    "  }",
    "}",
    "",
  ].join("\n");
}

/** Debian's nginx on the generated include; `nginx -t` first. Resolves to { origin, close }. */
async function startNginx({ root, onDown }) {
  const port = Number(process.env.E2E_NGINX_PORT) || (await freePort());
  const include = path.join(path.dirname(root), "build-info", "nginx.conf");
  if (!fs.existsSync(include)) throw new Error(`${include} is missing: the build writes it (plugins/hosting)`);
  const nginx = process.env.NGINX_PATH || "/usr/sbin/nginx";
  if (!fs.existsSync(nginx)) throw new Error(`nginx not found at ${nginx}: apt-get install nginx (or set NGINX_PATH)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-"));
  const conf = path.join(dir, "nginx.conf");
  fs.writeFileSync(conf, nginxTestConfig({ dir, root, include, port }));
  const args = ["-p", dir, "-e", path.join(dir, "error.log"), "-c", conf];
  const check = spawnSync(nginx, ["-t", ...args], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx -t rejects the generated include:\n${check.stderr}`);
  const errorLog = () => (fs.existsSync(path.join(dir, "error.log")) ? fs.readFileSync(path.join(dir, "error.log"), "utf8") : "");
  const { child, log } = startLogged("nginx", nginx, args, {}, (name, why) => onDown?.(name, why, () => `${log()}${errorLog()}`));
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(origin, child, () => `${log()}${errorLog()}`, 20);
  } catch (error) {
    await stopGroup(child);
    throw new Error(`nginx: ${error.message}`);
  }
  return {
    origin,
    close: async () => {
      await stopGroup(child);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

module.exports = { freePort, freePorts, hostWatch, startWrangler, startNginx };
