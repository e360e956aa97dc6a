// Any path no other route claims: a real 404, shown by the root error boundary with the site
// chrome, whatever the method.
function notFound(): never {
  throw new Response("Not Found", { status: 404 });
}

export const loader = notFound;
export const action = notFound;

export default function NotFound() {
  return null;
}
