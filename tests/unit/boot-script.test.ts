import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";

import { langTag } from "#app/core/locale/index.ts";
import { detectLocale, LOCALE_STORAGE_KEY } from "#app/core/locale/index.ts";
import { localeBootScript } from "#app/components/layout/boot-script.ts";

const COM_HOST = "trackerapp.com";

/** Runs the head's locale script against a fake browser; returns the `lang` it gave `<html>`. */
function bootLang(visit: { stored: string | null | "throws"; host: string; language?: string }): string {
  const documentElement = { lang: "en" };
  const localStorage = {
    getItem(key: string) {
      expect(key).toBe(LOCALE_STORAGE_KEY);
      if (visit.stored === "throws") throw new Error("SecurityError");
      return visit.stored;
    },
  };
  runInNewContext(localeBootScript(COM_HOST), {
    document: { documentElement },
    localStorage,
    location: { host: visit.host },
    navigator: { language: visit.language },
  });
  return documentElement.lang;
}

const hosts = [
  "trackerapp.com",
  "www.trackerapp.com",
  "WWW.TRACKERAPP.COM",
  "trackerapp.us",
  "127.0.0.1:4173",
];
const languages = ["en-US", "en-GB", "en-gb", "en-AU", "en-NZ", "en", "fr-FR", "", undefined];
const stored = [null, "US", "UK", "uk", "garbage", "throws"] as const;

describe("the head's locale script", () => {
  // Every combination, so the browser's copy of the rule cannot drift from core/locale/locale.ts.
  const visits = hosts.flatMap((host) =>
    languages.flatMap((language) => stored.map((value) => ({ host, language, stored: value }))),
  );

  it.each(visits)("agrees with detectLocale for %j", (visit) => {
    const expected = detectLocale({
      stored: visit.stored === "throws" ? null : visit.stored,
      host: visit.host,
      comHost: COM_HOST,
      language: visit.language ?? "",
    });
    expect(bootLang(visit)).toBe(langTag(expected));
  });

  it("gives the two locales different tags, so the test above can tell them apart", () => {
    expect(langTag("UK")).not.toBe(langTag("US"));
  });
});
