import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CardsTable } from "./cards-table.tsx";

describe("CardsTable", () => {
  it("heads each column and wraps the rows in a frame that turns into cards at phone width", () => {
    const html = renderToStaticMarkup(
      <CardsTable columns={["Guest", { hidden: "Actions" }]} caption="Guests">
        <tr>
          <td data-label="Guest">Ann</td>
          <td />
        </tr>
      </CardsTable>,
    );
    expect(html).toBe(
      '<div class="scroll-x table-cards"><table class="booking-table"><caption>Guests</caption>' +
        '<thead><tr><th scope="col">Guest</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>' +
        '<tbody><tr><td data-label="Guest">Ann</td><td></td></tr></tbody></table></div>',
    );
  });

  it("lets a frame that may scroll take focus by name, and only then", () => {
    const scrolling = renderToStaticMarkup(
      <CardsTable columns={["Cabin"]} className="trip-cabin-table" scrollLabel="Cabins, scrollable">
        {null}
      </CardsTable>,
    );
    expect(scrolling).toContain(
      '<div class="scroll-x table-cards" tabindex="0" role="region" aria-label="Cabins, scrollable"><table class="trip-cabin-table">',
    );
    expect(renderToStaticMarkup(<CardsTable columns={["Cabin"]}>{null}</CardsTable>)).not.toContain(
      "tabindex",
    );
  });
});
