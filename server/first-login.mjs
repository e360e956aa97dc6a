// @ts-check
// The made-up login of a local owner is shown once, last, in a frame, so that it is not lost
// in the install's and the build's output.

/**
 * @param {{ userid: string; password: string }} login
 * @param {string} origin where the site serves, such as http://localhost:3000
 * @returns {string}
 */
export function framedFirstLogin(login, origin) {
  const lines = [
    "The owner's login (shown only this once):",
    "",
    `  ${origin}/login`,
    `  User ID:  ${login.userid}`,
    `  Password: ${login.password}`,
    "",
    `Change it after logging in: ${origin}/login-home/change-password`,
    "Lost it? From this folder: npm run owner:password",
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = `+${"-".repeat(width + 2)}+`;
  return ["", rule, ...lines.map((line) => `| ${line.padEnd(width)} |`), rule, ""].join("\n");
}
