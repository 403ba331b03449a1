import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { precompress } from "./scripts/precompress-plugin.ts";

/**
 * React, React DOM and React Router in a chunk of their own, named "framework": every page needs it, the
 * browser keeps it across deploys that change only the site's code, and the page-weight test tells the
 * framework's bytes from the site's own by this name (scripts/page-weight.ts).
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter(), precompress()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: [{ name: "framework", test: FRAMEWORK }] } } },
  },
}));
