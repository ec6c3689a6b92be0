import { describe, expect, it } from "vitest";
import { repeatedIds } from "#scripts/check/site-check.ts";

describe("repeatedIds", () => {
  it("names an id two elements share, once", () => {
    const html =
      '<body><svg><symbol id="icon-users"></symbol></svg><h2 id="users">Users</h2>' +
      '<h2 id="notifications">Notifications</h2><section id="notifications"></section>' +
      '<p id="notifications"></p></body>';
    expect(repeatedIds(html)).toEqual(["notifications"]);
  });

  it("passes a page whose ids are all different", () => {
    expect(repeatedIds('<main id="main"><h2 id="setup">Setup</h2><a href="#setup">Setup</a></main>')).toEqual(
      [],
    );
  });
});
