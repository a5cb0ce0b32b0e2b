// The stock-photo CDNs for Firefox and WebKit, which cannot reach the network here: an HTTP
// proxy on a free port that answers CONNECT to images.unsplash.com / images.pexels.com by
// tunnelling to the local stand-in of scripts/lib/photo-host.mjs (self-signed TLS: the drivers
// accept insecure certificates), passes plain HTTP to 127.0.0.1 (the site under test, for a
// browser that proxies everything) and refuses every other host. Chromium is routed in-process
// instead (__tests__/e2e/browser.ts).
import http from "node:http";
import net from "node:net";
import { PHOTO_HOSTS, startPhotoHost } from "../../../scripts/lib/photo-host.mjs";

/**
 * Resolves to { port, close }: the proxy's port ("127.0.0.1:<port>" for https). `onDown(name, why,
 * log)` hears of the proxy closing or failing before close() is called (a dead host).
 */
export async function startPhotoProxy({ onDown } = {}) {
  // No photosDir: flat placeholders of the requested size are enough to prove a photo loads.
  const photoHost = await startPhotoHost({ photosDir: "/nonexistent" });
  const sockets = new Set();
  // Plain HTTP through the proxy: only to this machine (the site under test), never further.
  const proxy = http.createServer((req, res) => {
    let target;
    try {
      target = new URL(req.url ?? "");
    } catch {
      return res.writeHead(400).end();
    }
    if (target.protocol !== "http:" || !["127.0.0.1", "localhost"].includes(target.hostname)) {
      return res.writeHead(403).end("this proxy reaches the photo hosts and 127.0.0.1 only\n");
    }
    const upstream = http.request(
      { host: "127.0.0.1", port: target.port || 80, path: `${target.pathname}${target.search}`, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  proxy.on("connect", (req, client, head) => {
    const [host] = (req.url ?? "").split(":");
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => client.destroy());
    if (!PHOTO_HOSTS.includes(host)) {
      client.end("HTTP/1.1 403 Forbidden\r\n\r\n");
      return;
    }
    const upstream = net.connect(photoHost.port, "127.0.0.1", () => {
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on("close", () => sockets.delete(upstream));
    upstream.on("error", () => client.destroy());
  });
  await new Promise((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  proxy.on("error", (error) => onDown?.("photo proxy", `failed (${error.message})`, () => error.stack ?? ""));
  proxy.on("close", () => onDown?.("photo proxy", "closed", () => ""));
  return {
    port: proxy.address().port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => proxy.close(resolve));
      await photoHost.close();
    },
  };
}
