import net from "node:net";

export { multipartBody } from "./bodies.mjs";

type RawRequest = { method: string; path: string; headers: Record<string, string>; body: Buffer };

function head(baseURL: string, request: RawRequest, framing: Record<string, string>) {
  const { host } = new URL(baseURL);
  const lines = [`${request.method} ${request.path} HTTP/1.1`, `Host: ${host}`, "Connection: close"];
  for (const [name, value] of Object.entries({ ...request.headers, ...framing })) lines.push(`${name}: ${value}`);
  return `${lines.join("\r\n")}\r\n\r\n`;
}

function connect(baseURL: string): Promise<net.Socket> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => resolve(socket));
    socket.once("error", reject);
  });
}

/**
 * Sends the head and the first `bytes` of the body, then drops the connection, as a phone that
 * loses its signal does. Resolves once the socket is closed.
 */
export async function sendAndDrop(baseURL: string, request: RawRequest, bytes: number): Promise<void> {
  const socket = await connect(baseURL);
  socket.on("error", () => undefined);
  socket.write(head(baseURL, request, { "Content-Length": String(request.body.length) }));
  await new Promise<void>((resolve) => socket.write(request.body.subarray(0, bytes), () => resolve()));
  await new Promise((resolve) => setTimeout(resolve, 100));
  socket.destroy();
}

/**
 * Sends the first `bytes` of the body as chunks and then ends the body cleanly, so it is cut
 * short but the connection stays to hear the answer. Resolves with the status line and body.
 */
export async function sendCutShort(baseURL: string, request: RawRequest, bytes: number): Promise<{ status: number; text: string }> {
  const socket = await connect(baseURL);
  let answer = "";
  socket.on("data", (chunk) => (answer += chunk.toString("utf8")));
  const closed = new Promise((resolve) => socket.on("close", resolve));
  socket.write(head(baseURL, request, { "Transfer-Encoding": "chunked" }));
  const part = request.body.subarray(0, bytes);
  socket.write(`${part.length.toString(16)}\r\n`);
  socket.write(part);
  socket.write("\r\n0\r\n\r\n");
  await closed;
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0), text: answer };
}

/**
 * Sends the first `bytes` of the body in a chunk that promised more, then closes its side of the
 * connection mid-chunk (the signal went), still listening. Resolves with the status line and body.
 */
export async function sendHalfThenEnd(baseURL: string, request: RawRequest, bytes: number): Promise<{ status: number; text: string }> {
  const socket = await connect(baseURL);
  let answer = "";
  socket.on("data", (chunk) => (answer += chunk.toString("utf8")));
  socket.on("error", () => undefined);
  const closed = new Promise((resolve) => socket.on("close", resolve));
  socket.write(head(baseURL, request, { "Transfer-Encoding": "chunked" }));
  socket.write(`${request.body.length.toString(16)}\r\n`);
  socket.end(request.body.subarray(0, bytes));
  await closed;
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0), text: answer };
}

/** Sends a request line and headers exactly as given, and the answer's status. */
export async function sendRawHead(baseURL: string, raw: string): Promise<number> {
  const socket = await connect(baseURL);
  let answer = "";
  socket.on("data", (chunk) => (answer += chunk.toString("utf8")));
  socket.on("error", () => undefined);
  const closed = new Promise((resolve) => socket.on("close", resolve));
  socket.write(raw);
  setTimeout(() => socket.end(), 2000);
  await closed;
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
}
