/**
 * The bench's baseline: a bare node:http server in a process of its own (as the site's server is),
 * answering every request with the bytes of one file. Prints its port when listening.
 *
 *   node bench/bare-server.ts <body file> <content type> [content encoding]
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [file, contentType, encoding] = process.argv.slice(2);
if (!file || !contentType) throw new Error("usage: bare-server <body file> <content type> [encoding]");
const body = readFileSync(file);
const headers = {
  "content-type": contentType,
  "content-length": body.length,
  ...(encoding ? { "content-encoding": encoding } : {}),
};
const server = createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(typeof address === "object" && address ? address.port : "");
});
