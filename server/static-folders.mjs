// @ts-check
// Files served as they are: the photos' variants (named by their content, so kept for a year),
// the fingerprinted build assets, and the public folder.
import express from "express";

// Express's type table predates AVIF.
const contentTypes = /** @type {Record<string, string>} */ ({ ".avif": "image/avif" });

/** @param {import("node:http").ServerResponse} response @param {string} file */
function typeByName(response, file) {
  const extension = file.slice(file.lastIndexOf("."));
  const type = contentTypes[extension];
  if (type) response.setHeader("Content-Type", type);
}

/**
 * @param {{ uploads: string; development: boolean }} options
 * @returns {import("express").Router}
 */
export function staticFolders({ uploads, development }) {
  const router = express.Router();
  router.use(
    "/uploads",
    express.static(uploads, { immutable: true, maxAge: "1y", index: false, dotfiles: "deny", fallthrough: true, setHeaders: typeByName }),
  );
  if (!development) {
    router.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y", index: false }));
    router.use(express.static("build/client", { maxAge: "1h", index: false }));
  }
  return router;
}
