import { describe, expect, it } from "vitest";
import { detectLocale } from "#app/core/locale/index.ts";

const comHost = "tracker-app.com";

describe("detectLocale (the rule that picks a visitor's locale)", () => {
  it.each([
    // stored, host, browser language, expected
    ["US", "www.tracker-app.com", "en-GB", "US"],
    ["UK", "www.tracker-app.us", "en-US", "UK"],
    [null, "www.tracker-app.com", "en-US", "UK"],
    [null, "tracker-app.com", "fr-FR", "UK"],
    [null, "www.tracker-app.us", "en-GB", "UK"],
    [null, "www.tracker-app.us", "en-AU", "UK"],
    [null, "www.tracker-app.us", "en-NZ", "UK"],
    [null, "www.tracker-app.us", "en-gb", "UK"],
    [null, "www.tracker-app.us", "en-US", "US"],
    [null, "www.tracker-app.us", "en", "US"],
    [null, "www.tracker-app.us", "en-IE", "US"],
    [null, "www.tracker-app.us", "fr-FR", "US"],
    [null, "127.0.0.1:4173", "en-US", "US"],
    ["garbage", "www.tracker-app.us", "en-US", "US"],
    ["uk", "www.tracker-app.us", "en-US", "US"],
    ["", "www.tracker-app.com", "", "UK"],
  ] as const)("stored %s, host %s, browser language %s -> %s", (stored, host, language, expected) => {
    expect(detectLocale({ stored, host, comHost, language })).toBe(expected);
  });
});
