import { describe, expect, it } from "vitest";
import {
  CHART_CODE,
  type ClientManifest,
  editorCodeInPublicChunks,
  isAdminRoute,
  readClientBuild,
  sanitizerInClientChunks,
} from "../../../scripts/check-public-chunks.ts";

const manifest: ClientManifest = {
  entry: { module: "/assets/entry.js", imports: ["/assets/react.js"] },
  routes: {
    root: { id: "root", module: "/assets/root.js", imports: ["/assets/react.js"] },
    "routes/home": { id: "routes/home", module: "/assets/home.js", imports: ["/assets/cards.js"] },
    "admin-boat": { id: "admin-boat", module: "/assets/section.js", imports: ["/assets/tiptap-react.js"] },
    "routes/admin/users": { id: "routes/admin/users", module: "/assets/users.js" },
  },
};

const chunks: Record<string, string> = {
  "/assets/entry.js": "import('./x.js')",
  "/assets/react.js": "export const a=1",
  "/assets/root.js": "export default 1",
  "/assets/home.js": "export default 2",
  "/assets/cards.js": "export const c=3",
  "/assets/section.js": "export default 4",
  "/assets/tiptap-react.js": 'class E{constructor(){this.dom.className="ProseMirror"}}',
  "/assets/users.js": "export default 5",
};

describe("the admin editor stays out of public chunks", () => {
  it("tells admin routes from public ones", () => {
    expect(["routes/admin/layout", "routes/admin/users", "admin-boat"].every(isAdminRoute)).toBe(true);
    expect(["root", "routes/home", "routes/boat", "account-information"].some(isAdminRoute)).toBe(false);
  });

  it("accepts editor code in admin-only chunks", () => {
    expect(editorCodeInPublicChunks(manifest, (asset) => chunks[asset]!)).toEqual([]);
  });

  it("names the public route and chunk that would load editor code", () => {
    const leaky: Record<string, string> = {
      ...chunks,
      "/assets/cards.js": 'var t="tiptap";export const c=3',
    };
    expect(editorCodeInPublicChunks(manifest, (asset) => leaky[asset]!)).toEqual([
      "routes/home: /assets/cards.js",
    ]);
    const inEntry: Record<string, string> = { ...chunks, "/assets/react.js": "/* prosemirror-view */" };
    expect(editorCodeInPublicChunks(manifest, (asset) => inEntry[asset]!)).toEqual([
      "entry: /assets/react.js",
      "root: /assets/react.js",
    ]);
  });

  it("finds the sanitiser's code in any chunk", () => {
    const withSanitizer: Record<string, string> = {
      ...chunks,
      "/assets/users.js": "const d={nonTextTags:['script']}",
    };
    const assets = Object.keys(withSanitizer);
    expect(sanitizerInClientChunks(assets, (asset) => chunks[asset]!)).toEqual([]);
    expect(sanitizerInClientChunks(assets, (asset) => withSanitizer[asset]!)).toEqual(["/assets/users.js"]);
  });

  // Runs on the last `npm run build` (npm test builds before the unit tests); skipped without one.
  const build = readClientBuild();
  it.skipIf(!build)("holds for the current build", () => {
    expect(editorCodeInPublicChunks(build!.manifest, build!.read)).toEqual([]);
    expect(sanitizerInClientChunks(build!.assets, build!.read)).toEqual([]);
    // The dashboard's chart library likewise: in a chunk of its own, which no public route loads.
    expect(editorCodeInPublicChunks(build!.manifest, build!.read, CHART_CODE)).toEqual([]);
    expect(build!.assets.filter((asset) => CHART_CODE.test(build!.read(asset)))).toHaveLength(1);
  });
});
