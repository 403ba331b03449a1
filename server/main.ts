/**
 * The server's entry (`npm start` runs dist/server/main.js; `npm run dev` this file with --dev).
 *
 * React and React DOM choose their production or development build from NODE_ENV when they are first
 * loaded, and the server loads them as it starts (server/react-router.ts). A built site must render
 * with React's production build whatever NODE_ENV says: without NODE_ENV, `npm start` on the embedded
 * defaults and the browser tests' server rendered every page with React's development build (twice the
 * time per page, docs/performance.md). So this entry sets NODE_ENV before anything loads React, and
 * keeps what the operator set in SITE_NODE_ENV: the settings check reads that (server/config.ts), so
 * NODE_ENV=production still means what docs/operations.md says, and nothing else. Under --dev, Vite
 * and React keep the development build.
 */
if (!process.argv.includes("--dev")) {
  process.env.SITE_NODE_ENV ??= process.env.NODE_ENV ?? "";
  process.env.NODE_ENV = "production";
}
await import("./serve.ts");
export {};
