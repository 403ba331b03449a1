/**
 * Starting the page's JavaScript once the page has loaded, not while its first screen is downloading.
 *
 * React Router's `<Scripts />` writes `<link rel="modulepreload">` for every module the page needs and a
 * module script whose static imports fetch them at once. On a slow link those ~110 KB (gzip) share the
 * connection with the stylesheet and the first screen's picture, and the first paint and the largest
 * picture wait behind them: Lighthouse's mobile run (slow 4G) measured a first paint of 2.5 s with them
 * and 0.9 s without any script (docs/performance.md, "Lighthouse"). The page is rendered on the server
 * and its links work without scripts, so nothing a visitor sees needs them before the page has loaded.
 *
 * `deferModuleScript` rewrites the module script: its static imports become dynamic imports, made with
 * the same modulepreload hints (added then, a few per task: `PRELOADS_PER_TASK`), in their order, once the window's `load` event has fired and the page has
 * painted its first content (on a slow machine `load` can come first), or after `DEFER_CAP_MS` if either
 * is late (a picture that never finishes must not keep the page inert). What the
 * script did after its imports (the route modules table, the partial manifest, `import(entry)`) runs
 * unchanged once they arrive. A failed import rejects as an import() does, which the boot guard reads
 * (app/lib/boot-guard.ts).
 *
 * A page that is whole without its scripts may wait longer (`PageBoot`): its files are fetched and run
 * on the visitor's first move (app/lib/boot-on-intent.ts).
 */
import { bootOnIntentCall } from "./boot-on-intent.ts";

/**
 * When the page's modules run: once it has loaded and painted (`load`), or on the visitor's first move
 * (`intent`, app/lib/boot-on-intent.ts), not fetched before it either.
 */
export type PageBoot = "load" | "intent";

/** A route module's `handle` may say when its page's app starts; `load` unless it does. */
export type BootHandle = { boot?: PageBoot };

/** The `handle` of a page that is whole without its scripts (app/lib/boot-on-intent.ts says which). */
export const BOOT_ON_INTENT: BootHandle = { boot: "intent" };

/** The longest the scripts wait for `load` and the first paint, from when the page's HTML has been read. */
export const DEFER_CAP_MS = 3000;

/**
 * Modulepreload hints added in one task. Each added link makes the browser start a request there and
 * then (1–5 ms of the main thread apiece at a phone's speed): twenty-odd in one go made a task of
 * 60–180 ms at 4× slowdown right after the first paint, which Lighthouse counts as blocking time. Four
 * at a time, the rest in the next tasks, keeps each short; all are asked for within a few milliseconds.
 */
export const PRELOADS_PER_TASK = 4;

const STATIC_IMPORT =
  /import\s+\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+("(?:[^"\\\n]|\\.)*")\s*;|import\s+("(?:[^"\\\n]|\\.)*")\s*;/g;

/**
 * The module script's text with its static imports made dynamic and started on `load` (see above).
 * `preloads` are the modulepreload addresses `<Scripts />` wrote as links.
 */
export function deferModuleScript(
  script: string,
  preloads: readonly string[],
  boot: PageBoot = "load",
): string {
  const names: string[] = [];
  const specifiers: string[] = [];
  const body = script.replace(
    STATIC_IMPORT,
    (_match, name: string | undefined, from: string | undefined, bare: string | undefined) => {
      names.push(name ?? `_${names.length}`);
      specifiers.push((from ?? bare)!);
      return "";
    },
  );
  if (/^\s*import\b(?!\s*\()/m.test(body)) {
    // A form of import this rewrite does not know: leave the script as React Router wrote it.
    return script;
  }
  const startsWhenAsked = [
    "let started=false;",
    "const start=()=>{",
    "if(started)return;started=true;",
    "window.__bootGuard?.loading();",
    "addHints();",
    // One after another, in the order the static imports had: their modules run in that order (in
    // development the first is React Refresh's preamble, which the route modules need). The preload
    // hints above fetch them all at once.
    `(async()=>{${names.map((name, i) => `const ${name}=await import(${specifiers[i]});`).join("")}${body}})();`,
    "};",
  ];
  const trigger =
    boot === "intent"
      ? [
          // Nothing is fetched before the move: two dozen requests started after the first paint cost
          // the phone's main thread more than the app's start saves (Lighthouse's blocking time on home
          // and a departure about 430 and 500 ms with prefetch hints, 185 and 170 ms without:
          // docs/performance.md, "Lighthouse"). The first move waits for the files instead.
          // No clock for the boot guard until the modules are asked for (app/lib/boot-guard.ts).
          "window.__bootGuard?.waiting();",
          bootOnIntentCall("start"),
        ]
      : [
          'let loaded=document.readyState==="complete";',
          'let painted=typeof PerformanceObserver!=="function";',
          "const ready=()=>{if(loaded&&painted)start();};",
          "if(!painted){try{",
          'const observer=new PerformanceObserver((list)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();painted=true;ready();}});',
          'observer.observe({type:"paint",buffered:true});',
          "}catch{painted=true;}}",
          'if(!loaded)addEventListener("load",()=>{loaded=true;ready();},{once:true});',
          `setTimeout(start,${DEFER_CAP_MS});`,
          "ready();",
        ];
  return [
    `const preloads=${JSON.stringify(preloads)};`,
    "const addHints=()=>{",
    "let next=0;",
    `const add=()=>{const end=Math.min(next+${PRELOADS_PER_TASK},preloads.length);`,
    'for(;next<end;next++){const link=document.createElement("link");link.rel="modulepreload";link.href=preloads[next];document.head.append(link);}',
    "if(next<preloads.length)setTimeout(add,0);};",
    "add();};",
    ...startsWhenAsked,
    ...trigger,
  ].join("\n");
}
