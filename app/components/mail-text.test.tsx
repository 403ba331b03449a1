import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BreakableAddress, MailText } from "./mail-text.tsx";

describe("MailText", () => {
  it("shows markup in a mail as text and its addresses as links", () => {
    const html = renderToStaticMarkup(
      <MailText text={'<img src=x onerror="alert(1)"> Reset: https://site.test/reset/abc'} />,
    );
    expect(html).toBe(
      '<pre class="mail-text">&lt;img src=x onerror=&quot;alert(1)&quot;&gt; Reset: ' +
        '<a href="https://site.test/reset/abc" target="_blank" rel="noopener noreferrer">' +
        '<span class="breakable">https://<wbr/>site<wbr/>.test/<wbr/>reset/<wbr/>abc</span></a></pre>',
    );
  });
});

describe("BreakableAddress", () => {
  it("offers line breaks before the dots and the @ of an address", () => {
    expect(renderToStaticMarkup(<BreakableAddress value="anna.diver@e2e.test" />)).toBe(
      '<span class="breakable">anna<wbr/>.diver<wbr/>@e2e<wbr/>.test</span>',
    );
  });
});
