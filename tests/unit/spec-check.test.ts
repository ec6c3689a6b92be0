import { describe, expect, it } from "vitest";
import { checkSpec } from "#scripts/check/spec/spec-check.ts";
import { compileContent } from "#scripts/content/compile.ts";
import { FIXTURE_SITE } from "./fixture-tree.ts";

// The fixture site is small on purpose, so it misses most of what the product requires.
const compiled = await compileContent(FIXTURE_SITE);
const problems = checkSpec(compiled.content.us, compiled.manifest.manifest, compiled.spelling);

describe("the check of content against the product's requirements", () => {
  it("names each required page that is missing", async () => {
    expect(problems).toContain("required: /payment-success must be a page");
    expect(problems).toContain("required: /modules/warehouse must be a page");
    expect(problems).not.toContain("required: /modules/logos must be a page");
  });

  it("names missing module redirects, but not the ones that are there", async () => {
    expect(problems).toContain(
      "required: /modules/product-design must redirect to /modules/product-designer",
    );
    expect(problems.join("\n")).not.toContain("/modules/logo-hub must redirect");
  });

  it("holds the spelling map to its required size and examples", async () => {
    expect(problems).toContain("required: the spelling map has 5 pairs, about 250 expected");
    expect(problems).toContain('required: the spelling map must turn "truck" into "lorry"');
    expect(problems.join("\n")).not.toContain('turn "color"');
  });

  it("accepts prices from 99 to 499 in three plans, and refuses others", async () => {
    expect(problems.join("\n")).not.toContain("3 plans");
    const pricier = structuredClone(compiled.content.us);
    pricier.data.pricing.plans[0]!.price = 129;
    expect(checkSpec(pricier, compiled.manifest.manifest, compiled.spelling)).toContain(
      "required: 3 plans from 99 to 499 USD a month, not 129, 200, 499",
    );
  });
});
