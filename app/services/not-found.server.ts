/** A 404 for a record that is not there: the root error boundary shows "Page not found". */
export function notFound(): Response {
  return new Response("Not Found", { status: 404 });
}
