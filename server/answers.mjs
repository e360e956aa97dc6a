// @ts-check
// How the server itself answers a request it refuses before the app runs: in the JSON API's
// envelope under /api, in plain words elsewhere; never Express's own error page.

/**
 * @param {import("express").Request} request
 * @param {import("express").Response} response
 * @param {number} status
 * @param {string} message
 * @param {Record<string, string>} [headers]
 */
export function refuse(request, response, status, message, headers = {}) {
  if (response.headersSent) return void response.end();
  response.status(status).set({ "Cache-Control": "private, no-store", ...headers });
  if (request.path.startsWith("/api/")) response.json({ statusCode: status, message, success: false });
  else response.type("text/plain").send(message);
}

/** An error with a 4xx status is the client's mistake (no stack in the log); anything else is ours. @param {unknown} error */
function clientStatusOf(error) {
  const status = typeof error === "object" && error !== null && "status" in error ? Number(error.status) : NaN;
  return status >= 400 && status < 500 ? status : null;
}

/**
 * The last handler: a client's mistake gets its status and a sentence; a fault of ours is logged
 * and answered 500 without details. A response already under way is ended.
 * @type {import("express").ErrorRequestHandler}
 */
export function lastAnswer(error, request, response, _next) {
  const clientStatus = clientStatusOf(error);
  if (clientStatus) return refuse(request, response, clientStatus, "This request could not be read.");
  console.error(`${request.method} ${request.path} failed:`, error);
  if (response.headersSent) return void response.destroy();
  const message = request.path.startsWith("/api/") ? "Server Error" : "Something went wrong on our side. Please try again in a moment.";
  refuse(request, response, 500, message);
}
