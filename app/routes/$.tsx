// Any path no other route claims: a real 404, shown by the root error boundary with the site chrome.
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}
