// @ts-check
// What a client sends, for the tests and the benches alike (plain JavaScript, as site.mjs, so a
// bench can use it too): a multipart form as a browser posts it, a PDF of a given size, and a body
// written over one socket as slowly as a village signal sends it.
import net from "node:net";

/**
 * A multipart body with the given fields and one file part, as a browser would send it.
 * @param {Record<string, string>} fields
 * @param {{ name: string; type: string; bytes: Buffer }} [file]
 * @param {string} [fileField]
 */
export function multipartBody(fields, file, fileField = "image") {
  const boundary = `----trust-test-${Math.random().toString(16).slice(2)}`;
  /** @type {Buffer[]} */
  const parts = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    );
    parts.push(file.bytes, Buffer.from("\r\n"));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * A real PDF of `bytes` bytes: a small document padded with a comment.
 * @param {number} bytes
 */
export function pdfOf(bytes) {
  const head = "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%";
  const tail = "\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n";
  return Buffer.concat([Buffer.from(head, "latin1"), Buffer.alloc(bytes - head.length - tail.length, "x"), Buffer.from(tail, "latin1")]);
}

/**
 * Writes `head`, then each of `pieces` `everyMs` apart, over one socket to the loopback `port`, as
 * a weak signal sends a body; stops writing once the site has closed the connection. Gives what
 * was heard back and the seconds it took, once the connection closes.
 * @param {number} port
 * @param {string} head
 * @param {Iterable<string | Uint8Array>} pieces
 * @param {number} everyMs
 * @returns {Promise<{ heard: string; seconds: number }>}
 */
export function sendSlowly(port, head, pieces, everyMs) {
  const started = performance.now();
  return new Promise((resolve) => {
    let heard = "";
    const socket = net.connect(port, "127.0.0.1", async () => {
      socket.write(head);
      for (const piece of pieces) {
        if (socket.destroyed) return;
        socket.write(piece);
        await new Promise((wait) => setTimeout(wait, everyMs));
      }
    });
    socket.on("data", (data) => (heard += data.toString("latin1")));
    socket.on("close", () => resolve({ heard, seconds: (performance.now() - started) / 1000 }));
    socket.on("error", () => undefined);
  });
}
