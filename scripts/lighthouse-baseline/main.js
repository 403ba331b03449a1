/* global document */
// The bare baseline of `npm run lighthouse` (scripts/lighthouse-baseline.ts): React 19 hydrating the
// server's markup of index.html, nothing else, so a page's figures can be read against the framework's.
import { createElement } from "react";
import { hydrateRoot } from "react-dom/client";

const text = "React hydrating one heading and a paragraph: what the framework costs on this machine.";
hydrateRoot(
  document.getElementById("root"),
  createElement(
    "main",
    null,
    createElement("h1", null, "Andaman Liveaboards"),
    createElement("p", null, text),
  ),
);
