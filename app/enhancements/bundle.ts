/** Where the enhancement module starts, and the name the production build gives it (vite.config.ts). */
export const ENHANCEMENTS_BUNDLE = { entry: "app/enhancements/index.ts", file: "assets/site-enhancements.js" } as const;
