// @ts-check
// Files served as they are: the photos' variants (named by their content, so kept for a year),
// the fingerprinted build assets, and the public folder.
import express from "express";
import { storedFileOf } from "../app/photos/named-files.mjs";

// Express's type table predates AVIF.
const contentTypes = /** @type {Record<string, string>} */ ({ ".avif": "image/avif" });

/** @param {import("node:http").ServerResponse} response @param {string} file */
function typeByName(response, file) {
  const extension = file.slice(file.lastIndexOf("."));
  const type = contentTypes[extension];
  if (type) response.setHeader("Content-Type", type);
}

/**
 * Serves with `files` unless the stored file's row waits in the bin: then the request goes on to
 * the site's 404.
 * @param {() => Promise<ReadonlySet<string>>} withheldFileKeys
 * @param {import("express").RequestHandler} files
 * @returns {import("express").RequestHandler}
 */
function unlessWithheld(withheldFileKeys, files) {
  return (request, response, next) => {
    const stored = storedFileOf(request.path.slice(1));
    if (!stored) return files(request, response, next);
    withheldFileKeys().then(
      (withheld) => (withheld.has(stored.key) ? next() : files(request, response, next)),
      (error) => next(error),
    );
  };
}

/**
 * A folder's own address (`/uploads`, `/assets`) is no file: it goes on to the site's 404 rather
 * than to a redirect to itself with a slash, which the one-address rule would undo.
 * @param {{ uploads: string; development: boolean; withheldFileKeys: () => Promise<ReadonlySet<string>> }} options
 * @returns {import("express").Router}
 */
export function staticFolders({ uploads, development, withheldFileKeys }) {
  const router = express.Router();
  router.use(
    "/uploads",
    unlessWithheld(
      withheldFileKeys,
      express.static(uploads, { immutable: true, maxAge: "1y", index: false, redirect: false, dotfiles: "deny", fallthrough: true, setHeaders: typeByName }),
    ),
  );
  if (!development) {
    router.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y", index: false, redirect: false }));
    router.use(express.static("build/client", { maxAge: "1h", index: false, redirect: false }));
  }
  return router;
}
