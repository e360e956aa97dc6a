import { PRIVATE_NO_STORE } from "./http-cache";

// The original backend's answer shape, which its clients read as response.data.data.
export const API_PUBLIC_CACHE = "public, max-age=30, stale-while-revalidate=300";

export function apiSuccess(data: unknown, message = "Success", cacheControl = PRIVATE_NO_STORE): Response {
  return Response.json(
    { statusCode: 200, data, message, success: true },
    { status: 200, headers: { "Cache-Control": cacheControl } },
  );
}

export function apiFailure(status: number, message: string, headers: HeadersInit = {}): Response {
  const all = new Headers(headers);
  all.set("Cache-Control", PRIVATE_NO_STORE);
  return Response.json({ statusCode: status, message, success: false }, { status, headers: all });
}
